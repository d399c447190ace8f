/**
 * The integrations against local fakes of HackerOne, Statuspage and SecurityScorecard: connect,
 * the read-only connection, the statistics on the portal, the scheduled refresh (queued once a
 * period, a failure keeping the last figures beside the temporary error), disconnect, the
 * scorecard 'Get Grade', the Growth gate, and each error of docs/integrations.md, Security grades.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  INTEGRATION_MESSAGES as M,
  SCORECARD_MESSAGES,
  ZAuditLog,
  ZIntegrationState,
  ZPortalView,
} from '@trustfront/core';
import {
  enqueueIntegrationsRefresh,
  refreshDueIntegrations,
} from '../src/services/integrations/refresh.ts';
import type { IntegrationCalls } from '../src/services/integrations/fetch-stats.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  FAKE_PAGE,
  FAKE_TEAM,
  startFakeServices,
  type FakeServices,
} from './helpers/fake-services.ts';
import { buildCard, buildOrg, buildProduct, buildStaff, type ProductRow } from './factories.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(await databaseKinds())('integrations (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeServices;
  let product: ProductRow;
  let editor: string;
  let freeEditor: string;
  let freeProduct: ProductRow;
  let integrationsConfig: ReturnType<typeof testConfig>['integrations'];
  // The fake services listen on the loopback address, which the tests' configuration allows.
  let calls: IntegrationCalls;

  beforeAll(async () => {
    fake = await startFakeServices();
    integrationsConfig = {
      hackerOneApiUrl: `${fake.url}/graphql`,
      statusPageApiUrl: `${fake.url}/{host}`,
      securityScorecardApiUrl: fake.url,
      securityScorecardToken: 'test-token',
      refreshMinutes: 15,
    };
    calls = { ...integrationsConfig, allowPrivate: true };
    t = await createTestApp(kind, { integrations: integrationsConfig });
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-integrations', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    await buildCard(db, product, { kind: 'ApplicationSecurity', position: 0 });
    await buildCard(db, product, { kind: 'Infrastructure', position: 1 });
    await buildCard(db, product, { kind: 'SecurityGrades', position: 2 });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'app:settings'])).cookie;
    const free = await buildOrg(db, { slug: 'free-integrations', plan: 'free' });
    freeProduct = await buildProduct(db, free);
    await buildCard(db, freeProduct, { kind: 'ApplicationSecurity' });
    freeEditor = (await buildStaff(db, free, ['statuspage:edit'])).cookie;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: Method, url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const connect = (provider: string, page: string, cookie = editor) =>
    call('POST', `/api/integrations/${provider}/connect`, { productId: product.id, page }, cookie);
  const card = async (kind: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme-integrations/view' });
    return ZPortalView.parse(res.json()).cards.find((c) => c.kind === kind);
  };
  const refreshLater = (minutes: number) =>
    refreshDueIntegrations(t.database.db, calls, new Date(Date.now() + minutes * 60_000));

  it('refuses a link that is not a HackerOne program, and each failure of the service', async () => {
    const linkMessage = M.hackerOneLink('https://hackerone.com');
    for (const page of [
      'https://hackerone.com/acme?type=team',
      'https://evil.example/acme',
      'https://hackerone.com/acme/hacktivity',
      'https://hackerone.com/',
      'hackerone.com/acme',
    ]) {
      const res = await connect('hackerone', page);
      expect([page, res.statusCode, res.json().error.message]).toEqual([page, 400, linkMessage]);
    }
    const missing = await connect('hackerone', 'https://hackerone.com/nobody');
    expect(missing.json().error).toMatchObject({
      code: 'integration_not_found',
      message: M.hackerOneNotFound,
    });
    fake.failing.add('acme');
    const down = await connect('hackerone', 'https://hackerone.com/acme');
    fake.failing.delete('acme');
    expect(down.json().error).toMatchObject({
      code: 'integration_unknown',
      message: M.hackerOneUnknown,
    });
    expect((await card('ApplicationSecurity'))?.content.bugBounty).toBeUndefined();
  });

  it('connects a HackerOne program: the link is kept, the statistics reach the portal', async () => {
    const res = await connect('hackerone', 'https://hackerone.com/acme');
    expect(res.statusCode).toBe(200);
    const state = ZIntegrationState.parse(res.json());
    expect(state).toMatchObject({ connected: true, pageUrl: 'https://hackerone.com/acme' });
    const stats = (await card('ApplicationSecurity'))?.content.bugBounty;
    expect(stats).toEqual({
      programUrl: 'https://hackerone.com/acme',
      programStatistics: {
        reportsResolved: FAKE_TEAM.resolved_report_count,
        lastReportedResolved: FAKE_TEAM.last_report_resolved_at,
      },
      responseEfficiency: {
        averageTimeToFirstResponse: FAKE_TEAM.average_time_to_first_program_response,
        averageTimeToTriage: FAKE_TEAM.average_time_to_report_triage,
        averageBounty: FAKE_TEAM.average_bounty_lower_amount,
      },
    });
    const read = await call('GET', `/api/integrations/hackerone?productId=${product.id}`);
    expect(ZIntegrationState.parse(read.json())).toMatchObject({
      connected: true,
      pageUrl: 'https://hackerone.com/acme',
      error: null,
    });
    const audit = ZAuditLog.parse((await call('GET', '/api/app/audit-log?page=1')).json());
    expect(audit.entries[0]).toMatchObject({ action: 'integration.connect' });
  });

  it('refreshes on a schedule queued once a period, and a failed refresh keeps the last figures', async () => {
    const db = t.database.db;
    const period = Date.UTC(2030, 0, 1);
    expect(await enqueueIntegrationsRefresh(db, integrationsConfig, period)).not.toBeNull();
    expect(await enqueueIntegrationsRefresh(db, integrationsConfig, period + 1000)).toBeNull();
    expect(
      await enqueueIntegrationsRefresh(db, integrationsConfig, period + 15 * 60_000),
    ).not.toBeNull();

    // Within half a period nothing is asked again.
    expect(await refreshDueIntegrations(db, calls)).toBe(0);
    fake.teams.set('acme', { ...FAKE_TEAM, resolved_report_count: 150 });
    expect(await refreshLater(15)).toBeGreaterThanOrEqual(1);
    expect((await card('ApplicationSecurity'))?.content.bugBounty?.programStatistics).toMatchObject(
      { reportsResolved: 150 },
    );

    fake.failing.add('acme');
    await refreshLater(30);
    expect((await card('ApplicationSecurity'))?.content.bugBounty?.programStatistics).toMatchObject(
      { reportsResolved: 150 },
    );
    const state = (await call('GET', `/api/integrations/hackerone?productId=${product.id}`)).json();
    expect(state).toMatchObject({ connected: true, error: M.temporaryError('HackerOne') });

    fake.failing.delete('acme');
    fake.teams.set('acme', FAKE_TEAM);
    await refreshLater(45);
    expect((await card('ApplicationSecurity'))?.content.bugBounty?.programStatistics).toMatchObject(
      { reportsResolved: FAKE_TEAM.resolved_report_count },
    );
    const healed = (
      await call('GET', `/api/integrations/hackerone?productId=${product.id}`)
    ).json();
    expect(healed.error).toBeNull();
  });

  it('disconnects: the statistics leave the portal at once', async () => {
    const res = await call('DELETE', `/api/integrations/hackerone?productId=${product.id}`);
    expect(res.statusCode).toBe(204);
    expect((await card('ApplicationSecurity'))?.content.bugBounty).toBeUndefined();
    const state = (await call('GET', `/api/integrations/hackerone?productId=${product.id}`)).json();
    expect(state).toMatchObject({ connected: false, pageUrl: null, bugBounty: null });
  });

  it('connects a Statuspage page, refuses what is not one, and refreshes its indicator', async () => {
    for (const page of ['https://unknown.example', 'not a link', 'http://10.0.0.1']) {
      const res = await connect('statuspageio', page);
      expect([page, res.statusCode, res.json().error.message]).toEqual([
        page,
        400,
        M.statusPageInvalid,
      ]);
    }
    const res = await connect('statuspageio', 'https://status.acme.example');
    expect(res.statusCode).toBe(200);
    expect((await card('Infrastructure'))?.content.statusPage).toEqual({
      pageUrl: 'https://status.acme.example',
      indicator: FAKE_PAGE.indicator,
      description: FAKE_PAGE.description,
    });
    fake.failing.add('status.acme.example');
    await refreshLater(30);
    fake.failing.delete('status.acme.example');
    expect((await card('Infrastructure'))?.content.statusPage?.indicator).toBe(FAKE_PAGE.indicator);
    const state = (
      await call('GET', `/api/integrations/statuspageio?productId=${product.id}`)
    ).json();
    expect(state).toMatchObject({ connected: true, error: M.temporaryError('Statuspage') });
    await call('DELETE', `/api/integrations/statuspageio?productId=${product.id}`);
  });

  it("gets the scorecard grade, with each of the lookup's errors", async () => {
    const ok = await call('GET', '/api/integrations/ssc/acme.example');
    expect(ok.json()).toEqual({ domain: 'acme.example', grade: 'A', score: 93 });
    fake.failing.add('broken.example');
    const cases = [
      ['not a domain', SCORECARD_MESSAGES.bad_domain],
      ['unknown.example', SCORECARD_MESSAGES.bad_domain],
      ['new.example', SCORECARD_MESSAGES.scorecard_not_calculated],
      ['broken.example', SCORECARD_MESSAGES.bad_network],
    ] as const;
    for (const [domain, message] of cases) {
      const res = await call('GET', `/api/integrations/ssc/${encodeURIComponent(domain)}`);
      expect([domain, res.json().error.message]).toEqual([domain, message]);
    }
    fake.failing.delete('broken.example');
  });

  it('keeps both integrations behind the Growth plan', async () => {
    for (const provider of ['hackerone', 'statuspageio']) {
      const res = await call(
        'POST',
        `/api/integrations/${provider}/connect`,
        { productId: freeProduct.id, page: 'https://hackerone.com/acme' },
        freeEditor,
      );
      expect([provider, res.statusCode, res.json().error.message]).toEqual([
        provider,
        403,
        ADMIN_MESSAGES.upgradePlan,
      ]);
    }
  });
});
