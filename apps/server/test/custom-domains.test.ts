/**
 * Verified custom domains (docs/portal.md, Hosts and custom domains): a domain is added pending
 * with a token; staff's Verify looks its TXT record up on a DNS server the test runs on loopback
 * and is refused with the reason until the record holds the token; a verified domain serves the
 * portal on its Host and is allowed for on-demand TLS; the daily check lapses a domain whose
 * record stays missing for the grace and keeps one whose record still holds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DOMAIN_LAPSE_AFTER_MS,
  DOMAIN_TAKEN_MESSAGE,
  ZPortalSettingsAnswer,
  type TCustomDomain,
} from '@trustfront/core';
import { auditLog, customDomains, jobs } from '../src/db/schema/index.ts';
import {
  DOMAIN_CHECK_JOB,
  checkAllCustomDomains,
  domainCheckJobHandler,
} from '../src/services/domains/check-domains.ts';
import { mailSenderOf } from '../src/mail/org-identity.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { buildOrg, buildStaff, type OrgRow } from './factories.ts';

const URL = '/api/app/settings/portal';
const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-shell--></div></body></html>`;
const DOMAIN = 'trust.verify.example';
const RIVAL_DOMAIN = 'trust.rival.example';

describe.each(await databaseKinds())('verified custom domains (%s)', (kind) => {
  let t: TestApp;
  let dns: TestDnsServer;
  let dir: string;
  let org: OrgRow;
  let admin: string;
  let rivalOrg: OrgRow;
  let rival: string;

  beforeAll(async () => {
    dns = await startDnsServer();
    dir = mkdtempSync(join(tmpdir(), 'trustfront-domains-'));
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist, dnsServers: [dns.address] });
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Verify Corp' });
    admin = (await buildStaff(db, org, ['app:settings'])).cookie;
    rivalOrg = await buildOrg(db, { name: 'Rival' });
    rival = (await buildStaff(db, rivalOrg, ['app:settings'])).cookie;
    // The app's start queues today's check of every domain: it runs before a domain is added,
    // so that the tests' own checks are the only ones.
    await t.app.ready();
    await vi.waitFor(
      async () => {
        const startup = await db.select().from(jobs).where(eq(jobs.kind, DOMAIN_CHECK_JOB));
        expect(startup.some((j) => j.doneAt !== null)).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const add = (domain: string, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/domains`,
      headers: { cookie },
      payload: { domain },
    });
  const verify = (domain: string, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/domains/${encodeURIComponent(domain)}/verify`,
      headers: { cookie },
    });
  const domainsOf = async (cookie = admin): Promise<TCustomDomain[]> =>
    ZPortalSettingsAnswer.parse(
      (await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json(),
    ).customDomains;
  const stateOf = async (domain: string, cookie = admin) => {
    const found = (await domainsOf(cookie)).find((d) => d.domain === domain);
    if (!found) throw new Error(`${domain} not listed`);
    return found;
  };
  const portalOn = (host: string) => t.app.inject({ url: '/', headers: { host } });
  const allowed = (domain: string) =>
    t.app.inject({ url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}` });
  const deps = () => ({ db: t.database.db, config: { dnsServers: [dns.address] } });
  const mailedPortal = async () =>
    (await mailSenderOf(t.database.db, 'http://localhost:3000', org.id)).portalUrl;

  it('adds a domain pending, with the TXT record to create, and does not serve it', async () => {
    expect((await add(DOMAIN)).statusCode).toBe(200);
    const state = await stateOf(DOMAIN);
    expect(state).toMatchObject({
      domain: DOMAIN,
      status: 'pending',
      served: false,
      recordName: `_trustfront.${DOMAIN}`,
      verifiedAt: null,
      lastCheckedAt: null,
      failure: null,
    });
    expect(state.recordValue).toMatch(/^trustfront-verify=[0-9a-f]{32}$/);
    expect((await portalOn(DOMAIN)).statusCode).toBe(404);
    expect((await allowed(DOMAIN)).statusCode).toBe(404);
    expect(await mailedPortal()).toBe(`http://localhost:3000/trust/${org.slug}`);
  });

  it('refuses Verify without a record, naming the record, and keeps why', async () => {
    const res = await verify(DOMAIN);
    expect(res.statusCode).toBe(422);
    const { recordValue } = await stateOf(DOMAIN);
    expect(res.json().error).toEqual({
      code: 'domain_no_record',
      message: `No TXT record found at _trustfront.${DOMAIN}: create one holding ${recordValue}`,
    });
    const state = await stateOf(DOMAIN);
    expect(state).toMatchObject({ status: 'pending', served: false, failure: 'no_record' });
    expect(state.lastCheckedAt).not.toBeNull();
    expect(state.failureMessage).toContain(`_trustfront.${DOMAIN}`);
  });

  it('refuses Verify with a wrong value, and with another organisation token', async () => {
    dns.setTxt(`_trustfront.${DOMAIN}`, ['trustfront-verify=not-the-token', 'v=spf1 -all']);
    const wrong = await verify(DOMAIN);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('domain_wrong_value');
    expect(await stateOf(DOMAIN)).toMatchObject({ status: 'pending', failure: 'wrong_value' });

    expect((await add(RIVAL_DOMAIN, rival)).statusCode).toBe(200);
    const rivalRecord = (await stateOf(RIVAL_DOMAIN, rival)).recordValue;
    dns.setTxt(`_trustfront.${DOMAIN}`, [rivalRecord]);
    dns.setTxt(`_trustfront.${RIVAL_DOMAIN}`, [rivalRecord]);
    expect((await verify(DOMAIN)).json().error.code).toBe('domain_wrong_value');
    expect((await portalOn(DOMAIN)).statusCode).toBe(404);
    // The rival's own domain verifies with it; and staff verify only their own domains.
    expect((await verify(RIVAL_DOMAIN, rival)).statusCode).toBe(200);
    expect((await verify(RIVAL_DOMAIN)).statusCode).toBe(404);
    expect((await verify(DOMAIN, rival)).statusCode).toBe(404);
  });

  it('refuses Verify when the DNS server fails, saying to try again', async () => {
    dns.fail(`_trustfront.${DOMAIN}`);
    const res = await verify(DOMAIN);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('domain_dns_error');
    expect(await stateOf(DOMAIN)).toMatchObject({ status: 'pending', failure: 'dns_error' });
  });

  it('verifies with the right record: the portal answers on the domain and TLS is allowed', async () => {
    const { recordValue } = await stateOf(DOMAIN);
    dns.setTxt(`_trustfront.${DOMAIN}`, ['v=spf1 -all', recordValue]);
    const res = await verify(DOMAIN);
    expect(res.statusCode).toBe(200);
    const state = ZPortalSettingsAnswer.parse(res.json()).customDomains.find(
      (d) => d.domain === DOMAIN,
    );
    expect(state).toMatchObject({ status: 'verified', served: true, failure: null });
    expect(state?.verifiedAt).not.toBeNull();
    expect((await portalOn(DOMAIN)).statusCode).toBe(200);
    expect((await portalOn(`${DOMAIN.toUpperCase()}:443`)).statusCode).toBe(200);
    expect((await allowed(DOMAIN)).statusCode).toBe(200);
    expect((await allowed(`${DOMAIN.toUpperCase()}.`)).json()).toEqual({ domain: DOMAIN });
    expect(await mailedPortal()).toBe(`http://${DOMAIN}`);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'portal.domain.verify')));
    expect(audits.map((a) => a.target)).toEqual([DOMAIN]);
  });

  it('answers the TLS ask 404 for unknown names and the main host, 400 without a domain', async () => {
    expect((await allowed('unknown.example')).statusCode).toBe(404);
    expect((await allowed('localhost')).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/domains/allowed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Name the domain');
    expect((await allowed(' ')).statusCode).toBe(400);
  });

  it('lapses a domain whose record stays missing for the grace, keeps one that holds', async () => {
    dns.remove(`_trustfront.${DOMAIN}`);
    const now = Date.now();
    // The first daily check that misses the record: the domain is still served meanwhile.
    await checkAllCustomDomains(deps(), new Date(now - DOMAIN_LAPSE_AFTER_MS - 60_000));
    const failing = await stateOf(DOMAIN);
    expect(failing).toMatchObject({ failure: 'no_record', verifiedAt: expect.any(String) });
    expect((await stateOf(RIVAL_DOMAIN, rival)).status).toBe('verified');
    // Three days on, the record is still missing: the check lapses it.
    await domainCheckJobHandler(deps())({
      id: 0,
      kind: DOMAIN_CHECK_JOB,
      payload: {},
      attempts: 1,
      maxAttempts: 10,
    });
    expect(await stateOf(DOMAIN)).toMatchObject({
      status: 'lapsed',
      served: false,
      failure: 'no_record',
    });
    expect((await portalOn(DOMAIN)).statusCode).toBe(404);
    expect((await allowed(DOMAIN)).statusCode).toBe(404);
    expect(await mailedPortal()).toBe(`http://localhost:3000/trust/${org.slug}`);
    expect(await stateOf(RIVAL_DOMAIN, rival)).toMatchObject({ status: 'verified', served: true });
    expect((await portalOn(RIVAL_DOMAIN)).statusCode).toBe(200);
    expect((await allowed(RIVAL_DOMAIN)).statusCode).toBe(200);
    // The job queued the next day's check.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, DOMAIN_CHECK_JOB));
    expect(queued.some((j) => j.runAt.getTime() > now && j.doneAt === null)).toBe(true);
  });

  it('serves a lapsed domain again once Verify finds its record', async () => {
    const { recordValue } = await stateOf(DOMAIN);
    dns.setTxt(`_trustfront.${DOMAIN}`, [recordValue]);
    expect((await verify(DOMAIN)).statusCode).toBe(200);
    expect(await stateOf(DOMAIN)).toMatchObject({ status: 'verified', lapsesAt: null });
    expect((await portalOn(DOMAIN)).statusCode).toBe(200);
  });

  it('gives a domain added again a new token', async () => {
    const before = (await stateOf(DOMAIN)).recordValue;
    await t.app.inject({
      method: 'DELETE',
      url: `${URL}/domains/${DOMAIN}`,
      headers: { cookie: admin },
    });
    await add(DOMAIN);
    const again = await stateOf(DOMAIN);
    expect(again.status).toBe('pending');
    expect(again.recordValue).not.toBe(before);
    expect((await portalOn(DOMAIN)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(customDomains)
      .where(eq(customDomains.domain, DOMAIN));
    expect(row?.verifiedAt).toBeNull();
  });

  it('lets another organisation add a pending domain; the first to verify holds it', async () => {
    expect((await add(DOMAIN, rival)).statusCode).toBe(200);
    const ours = (await stateOf(DOMAIN)).recordValue;
    const theirs = (await stateOf(DOMAIN, rival)).recordValue;
    expect(theirs).not.toBe(ours);
    dns.setTxt(`_trustfront.${DOMAIN}`, [ours, theirs]);
    expect((await verify(DOMAIN, rival)).statusCode).toBe(200);
    expect(await stateOf(DOMAIN, rival)).toMatchObject({ status: 'verified', served: true });
    // The other claim now fails verification, in words that name no organisation.
    const refused = await verify(DOMAIN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'domain_taken', message: DOMAIN_TAKEN_MESSAGE });
    expect(await stateOf(DOMAIN)).toMatchObject({
      status: 'pending',
      served: false,
      failure: 'taken',
      failureMessage: DOMAIN_TAKEN_MESSAGE,
    });
    expect(DOMAIN_TAKEN_MESSAGE).not.toMatch(/Rival|Verify Corp/);
    // A domain held verified cannot even be added, and the refusal names nobody either.
    const held = await add(RIVAL_DOMAIN);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(DOMAIN_TAKEN_MESSAGE);
  });

  it("takes a lapsed hold from its organisation once another's record passes", async () => {
    await t.database.db
      .update(customDomains)
      .set({ failingSince: new Date(Date.now() - DOMAIN_LAPSE_AFTER_MS - 60_000) })
      .where(and(eq(customDomains.domain, DOMAIN), eq(customDomains.orgId, rivalOrg.id)));
    expect((await stateOf(DOMAIN, rival)).status).toBe('lapsed');
    expect((await verify(DOMAIN)).statusCode).toBe(200);
    expect(await stateOf(DOMAIN)).toMatchObject({ status: 'verified', served: true });
    expect(await stateOf(DOMAIN, rival)).toMatchObject({
      status: 'pending',
      served: false,
      failure: 'taken',
    });
    expect(await mailedPortal()).toBe(`http://${DOMAIN}`);
    expect((await portalOn(DOMAIN)).statusCode).toBe(200);
  });
});
