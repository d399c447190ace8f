/**
 * The staff's side of access over HTTP (scopes app:access-requests, app:accounts): the request
 * queue (approve with dates and a mailed link, decline, third party, block the domain), domain
 * rules, and accounts (list with ids, profile, revoke at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAccountList, TStaffAccessRequest } from '@trustfront/core';
import { accessSettings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildStaff } from './factories.ts';
import {
  address,
  buildPortalWorld,
  followSignInLink,
  linkIn,
  requestBody,
  waitForMail,
  type PortalWorld,
} from './helpers/member-access.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('staff side of access on %s', (kind) => {
  let t: TestApp;
  let receiver: SmtpReceiver;
  let w: PortalWorld;
  let staff: string;
  let client = 0;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp(kind, { smtpUrl: receiver.url });
    w = await buildPortalWorld(t.database.db, t.storage);
    staff = (await buildStaff(t.database.db, w.org, ['app:access-requests', 'app:accounts']))
      .cookie;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: staff } });
  const visitor = (path: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/${path}`,
      payload: path === 'login' ? { email } : requestBody(w.product.id, email),
      remoteAddress: `192.0.2.${++client % 250}`,
    });
  const codeOf = (res: { json: () => unknown }) =>
    (res.json() as { error?: { code: string } }).error?.code;
  async function pendingOf(email: string): Promise<TStaffAccessRequest> {
    expect((await visitor('request', email)).json()).toEqual({ status: 'Pending' });
    const { requests } = (await api('GET', '/api/app/access-requests')).json() as {
      requests: TStaffAccessRequest[];
    };
    const found = requests.find((r) => r.email === email);
    if (!found) throw new Error(`No pending request of ${email}`);
    return found;
  }

  it('names the products a request asks for, and leaves out ids it does not know', async () => {
    const email = address('products.example');
    const unknown = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/request`,
      payload: requestBody(w.product.id, email, {
        accountMemberRequestProducts: [w.product.id, unknown],
        relationshipDropdown: 'prospective_customer',
      }),
      remoteAddress: `192.0.2.${++client % 250}`,
    });
    expect(sent.json()).toEqual({ status: 'Pending' });
    const { requests } = (await api('GET', '/api/app/access-requests')).json() as {
      requests: TStaffAccessRequest[];
    };
    const request = requests.find((r) => r.email === email);
    expect(request?.fields).toMatchObject({ relationship: 'prospective_customer' });
    expect(request?.productNames).toEqual({ [w.product.id]: w.product.name });
  });

  it("names the document a locked document's request was asked for, only within its product", async () => {
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/portal/${w.org.slug}/view` })
    ).json<{
      revision?: number;
    }>();
    expect(Number.isInteger(view.revision)).toBe(true);
    const other = await buildPortalWorld(t.database.db, t.storage);
    const ask = async (email: string, itemUid: string) => {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/portal/${w.org.slug}/request`,
        payload: requestBody(w.product.id, email, {
          itemUid,
          itemKind: 'Reports',
          statusPageCustomizationRevision: view.revision,
        }),
        remoteAddress: `192.0.2.${++client % 250}`,
      });
      expect(sent.json()).toEqual({ status: 'Pending' });
    };
    const mine = address('asked-for.example');
    const foreign = address('asked-foreign.example');
    await ask(mine, w.item.id);
    await ask(foreign, other.item.id);
    const { requests } = (await api('GET', '/api/app/access-requests')).json() as {
      requests: TStaffAccessRequest[];
    };
    const asked = requests.find((r) => r.email === mine);
    expect(asked?.askedFor).toBe('SOC 2 Type II');
    expect(asked?.fields).toMatchObject({ itemKind: 'Reports' });
    // Another organisation's item names nothing to this organisation's staff.
    expect(requests.find((r) => r.email === foreign)?.askedFor).toBeNull();
  });

  it('approves: the account gets a year of access by default, the member a sign-in link', async () => {
    const email = address('approved.example');
    const request = await pendingOf(email);
    expect(request).toMatchObject({ status: 'pending', kind: 'new', companyName: 'Globex' });
    const res = await api('POST', `/api/app/access-requests/${request.id}/approve`, {
      permissionProfileId: w.profile.id,
    });
    expect(res.json()).toEqual({ ok: true });
    expect(codeOf(await api('POST', `/api/app/access-requests/${request.id}/approve`, {}))).toBe(
      'bad_request',
    );
    const mail = await waitForMail(receiver, email);
    expect(mail.subject).toMatch(/is approved/);
    const landing = await followSignInLink(t.app, linkIn(mail, 'magic-link'));
    const accountId = landing.location.searchParams.get('accountId');
    const { accounts } = (await api('GET', '/api/app/accounts')).json() as TAccountList;
    const account = accounts.find((a) => a.id === accountId);
    expect(account).toMatchObject({
      companyName: 'Globex',
      domain: 'approved.example',
      reviewStatus: 'Approved',
      permissionProfileId: w.profile.id,
      hasAccess: true,
      members: [expect.objectContaining({ email, isAutoApproved: false })],
    });
    const days =
      (Date.parse(account?.accessExpiresAt ?? '') - Date.parse(account?.accessGrantedAt ?? '')) /
      DAY;
    expect(Math.round(days)).toBe(365);
    // A colleague at the same domain joins the same account when approved.
    const colleague = await pendingOf(address('approved.example', 'bo'));
    await api('POST', `/api/app/access-requests/${colleague.id}/approve`, {});
    const after = (await api('GET', '/api/app/accounts')).json() as TAccountList;
    expect(after.accounts.find((a) => a.id === accountId)?.members).toHaveLength(2);
  });

  it('decides a request once when two decisions arrive together', async () => {
    const request = await pendingOf(address('together.example'));
    const url = `/api/app/access-requests/${request.id}`;
    const answers = await Promise.all([
      api('POST', `${url}/approve`, {}),
      api('POST', `${url}/approve`, {}),
      api('POST', `${url}/decline`, { reason: '' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const { requests } = (await api('GET', '/api/app/access-requests?status=decided')).json() as {
      requests: TStaffAccessRequest[];
    };
    expect(requests.filter((r) => r.id === request.id)).toHaveLength(1);
  });

  it('sets access from the organisation’s duration when it saved one', async () => {
    await t.database.db.insert(accessSettings).values({ orgId: w.org.id, accessDurationDays: 30 });
    const request = await pendingOf(address('thirty.example'));
    await api('POST', `/api/app/access-requests/${request.id}/approve`, {});
    const { accounts } = (await api('GET', '/api/app/accounts')).json() as TAccountList;
    const account = accounts.find((a) => a.domain === 'thirty.example');
    const days = (Date.parse(account?.accessExpiresAt ?? '') - Date.now()) / DAY;
    expect(Math.round(days)).toBe(30);
    await t.database.db.delete(accessSettings).where(eq(accessSettings.orgId, w.org.id));
  });

  it('declines with a reason or as a third party; the visitor learns the outcome', async () => {
    const declined = await pendingOf(address('declined.example'));
    await api('POST', `/api/app/access-requests/${declined.id}/decline`, { reason: 'Unknown' });
    expect(codeOf(await visitor('login', declined.email))).toBe('request_declined');
    expect(codeOf(await visitor('request', declined.email))).toBe('request_declined');
    const third = await pendingOf(address('consulting.example'));
    await api('POST', `/api/app/access-requests/${third.id}/decline`, { thirdParty: true });
    expect(codeOf(await visitor('login', third.email))).toBe('request_declined_third_party');
    const { requests } = (await api('GET', '/api/app/access-requests?status=decided')).json() as {
      requests: TStaffAccessRequest[];
    };
    expect(requests.find((r) => r.id === declined.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Unknown',
    });
  });

  it('blocks a domain: its pending requests are declined, its visitors refused', async () => {
    const first = await pendingOf(address('spam.example'));
    const second = await pendingOf(address('spam.example'));
    await api('POST', `/api/app/access-requests/${first.id}/block-domain`);
    const { requests } = (await api('GET', '/api/app/access-requests?status=decided')).json() as {
      requests: TStaffAccessRequest[];
    };
    expect(requests.find((r) => r.id === first.id)?.status).toBe('declined_blocked_domain');
    expect(requests.find((r) => r.id === second.id)?.status).toBe('auto_declined');
    expect(codeOf(await visitor('request', address('spam.example')))).toBe(
      'request_declined_blocked_domain',
    );
    const rules = (await api('GET', '/api/app/access-requests/domain-rules')).json() as {
      rules: { id: string; domain: string; kind: string }[];
    };
    const rule = rules.rules.find((r) => r.domain === 'spam.example');
    expect(rule?.kind).toBe('blocked');
    // Unblocked, the domain's visitors may ask again; the auto-declined one learns its outcome.
    await api('DELETE', `/api/app/access-requests/domain-rules/${rule?.id}`);
    expect(codeOf(await visitor('login', second.email))).toBe('request_access_auto_declined');
    expect((await visitor('request', second.email)).json()).toEqual({ status: 'Pending' });
  });

  it('keeps domain rules: auto-approval with a profile, validation, replacement', async () => {
    const saved = await api('POST', '/api/app/access-requests/domain-rules', {
      domain: '@Partner.Example',
      kind: 'auto_approve',
      permissionProfileId: w.profile.id,
    });
    expect(saved.json()).toMatchObject({ domain: 'partner.example', kind: 'auto_approve' });
    expect((await visitor('request', address('partner.example'))).json()).toEqual({
      status: 'Approved',
    });
    const bad = await api('POST', '/api/app/access-requests/domain-rules', {
      domain: 'not a domain',
      kind: 'blocked',
    });
    expect(bad.statusCode).toBe(400);
    const replaced = await api('POST', '/api/app/access-requests/domain-rules', {
      domain: 'partner.example',
      kind: 'blocked',
    });
    expect(replaced.json()).toMatchObject({ kind: 'blocked', permissionProfileId: null });
  });

  it('revokes an account at once: its members are signed out and refused', async () => {
    await api('POST', '/api/app/access-requests/domain-rules', {
      domain: 'revoked.example',
      kind: 'auto_approve',
      permissionProfileId: w.profile.id,
    });
    const email = address('revoked.example');
    await visitor('request', email);
    const { cookie, location } = await followSignInLink(
      t.app,
      linkIn(await waitForMail(receiver, email), 'magic-link'),
    );
    const accountId = location.searchParams.get('accountId') ?? '';
    const view = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/portal/${w.org.slug}/view?accountId=${accountId}`,
        headers: { cookie: cookie ?? '' },
      });
    expect((await view()).json().mode).toBe('account');
    expect(
      (await api('PATCH', `/api/app/accounts/${accountId}`, { permissionProfileId: null })).json(),
    ).toEqual({ ok: true });
    await api('POST', `/api/app/accounts/${accountId}/revoke`);
    expect((await view()).json().mode).toBe('public');
    expect(codeOf(await visitor('login', email))).toBe('request_declined');
    // Its domain's rule does not reopen a revoked account.
    expect((await visitor('request', address('revoked.example'))).json()).toEqual({
      status: 'Pending',
    });
  });

  it('guards each section by its scope', async () => {
    const narrow = (await buildStaff(t.database.db, w.org, ['app:accounts'])).cookie;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/app/access-requests',
      headers: { cookie: narrow },
    });
    expect(queue.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/accounts' })).statusCode).toBe(401);
  });
});
