/**
 * Access requests and member sign-in over HTTP with a real SMTP receiver (docs/access.md, Request
 * outcomes, Request access and Sign-in link): every outcome, the sign-in link (single use, purpose,
 * expiry), the member's session, the invitation of a colleague, extend access, expiry and rate
 * limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accessRequests,
  accountMembers,
  accounts,
  domainRules,
  portalCustomizations,
  sessions,
} from '../src/db/schema/index.ts';
import { signToken } from '../src/lib/tokens.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  address,
  buildPortalWorld,
  followSignInLink,
  linkIn,
  pathOf,
  requestBody,
  waitForMail,
  type PortalWorld,
} from './helpers/member-access.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const SECRET = testConfig().secret;

describe.each(kinds)('access requests and member sign-in on %s', (kind) => {
  let t: TestApp;
  let receiver: SmtpReceiver;
  let w: PortalWorld;
  const base = () => `/api/portal/${w.org.slug}`;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp(kind, {
      smtpUrl: receiver.url,
      platformTermsUrl: 'https://trust.example.net/terms',
      platformPrivacyUrl: 'https://trust.example.net/privacy',
    });
    w = await buildPortalWorld(t.database.db, t.storage);
    await t.database.db.insert(domainRules).values([
      { orgId: w.org.id, domain: 'blocked.example', kind: 'blocked' },
      {
        orgId: w.org.id,
        domain: 'auto.example',
        kind: 'auto_approve',
        permissionProfileId: w.profile.id,
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  // Each request comes from its own client address, so that the per-address limit is only met
  // where a test means to meet it.
  let client = 0;
  const nextAddress = () => `198.51.100.${++client % 250}`;
  const request = (body: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `${base()}/request`, payload: body, remoteAddress });
  const login = (email: string, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `${base()}/login`,
      payload: { email, productId: w.product.id },
      remoteAddress,
    });
  const errorOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;
  const downloadUrl = () =>
    `${base()}/files/${w.file.id}?itemUid=${w.item.id}&productId=${w.product.id}&disposition=attachment`;

  /** Auto-approved by domain: answers the mail's sign-in link. */
  async function autoApproved(email = address('auto.example')) {
    const res = await request(requestBody(w.product.id, email));
    expect(res.json()).toEqual({ status: 'Approved' });
    return { email, link: linkIn(await waitForMail(receiver, email), '/auth/magic-link') };
  }

  it('validates the form with the documented texts, and the organisation fields when enabled', async () => {
    const res = await request({ productId: w.product.id, email: 'x@globex.example' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'invalid_request' });
    const long = await request(
      requestBody(w.product.id, address('globex.example'), { firstName: 'A'.repeat(25) }),
    );
    expect(errorOf(long).message).toBe('Max 24 characters');
    await t.database.db
      .update(portalCustomizations)
      .set({ accessRequestFields: { customCheckbox: { enabled: true, label: 'I agree' } } })
      .where(eq(portalCustomizations.orgId, w.org.id));
    const form = await t.app.inject({ method: 'GET', url: `${base()}/request-form` });
    expect(form.json()).toMatchObject({
      fields: { customCheckbox: { enabled: true } },
      products: [{ productId: w.product.id, productName: w.product.name }],
    });
    const unchecked = await request(requestBody(w.product.id, address('globex.example')));
    expect(errorOf(unchecked).message).toBe('This field is required');
    await t.database.db
      .update(portalCustomizations)
      .set({ accessRequestFields: {} })
      .where(eq(portalCustomizations.orgId, w.org.id));
    const otherProduct = await request(
      requestBody('00000000-0000-4000-8000-000000000000', address('globex.example')),
    );
    expect(errorOf(otherProduct).code).toBe('product_not_found');
  });

  it('refuses free-mail addresses and blocked domains', async () => {
    const free = await request(requestBody(w.product.id, 'ana@gmail.com'));
    expect(free.statusCode).toBe(400);
    expect(errorOf(free)).toEqual({
      code: 'not_work_email',
      message: 'Please use your work email.',
    });
    expect(errorOf(await login('ana@gmail.com')).code).toBe('not_work_email');
    const blocked = await request(requestBody(w.product.id, address('blocked.example')));
    expect(errorOf(blocked).code).toBe('request_declined_blocked_domain');
    expect(errorOf(await login(address('eu.blocked.example'))).code).toBe(
      'request_declined_blocked_domain',
    );
  });

  it('records a request for review and answers pending until it is decided', async () => {
    const email = address('pending.example');
    expect(errorOf(await login(email))).toMatchObject({ code: 'account_not_found' });
    const res = await request(
      requestBody(w.product.id, email, { jobTitle: 'CISO', subscribe: true }),
    );
    expect(res.json()).toEqual({ status: 'Pending' });
    // Asked for trust updates too: the subscription's own confirmation mail.
    expect((await waitForMail(receiver, email)).subject).toMatch(/Confirm your subscription/);
    const [row] = await t.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, email));
    expect(row).toMatchObject({ status: 'pending', companyName: 'Globex', kind: 'new' });
    expect(row?.fields).toMatchObject({ jobTitle: 'CISO' });
    expect(errorOf(await request(requestBody(w.product.id, email))).code).toBe('pending_request');
    expect(errorOf(await login(email)).code).toBe('pending_request');
    for (const [status, code] of [
      ['declined', 'request_declined'],
      ['declined_third_party', 'request_declined_third_party'],
      ['auto_declined', 'request_access_auto_declined'],
    ] as const) {
      await t.database.db
        .update(accessRequests)
        .set({ status })
        .where(eq(accessRequests.email, email));
      expect(errorOf(await login(email)).code).toBe(code);
    }
  });

  it('approves an auto-approve domain, mails a single-use link that signs the member in', async () => {
    const { email, link } = await autoApproved();
    const first = await followSignInLink(t.app, link);
    expect(first.status).toBe(302);
    expect(first.cookie).toBeTruthy();
    const accountId = first.location.searchParams.get('accountId');
    expect(accountId).toBeTruthy();
    expect(first.location.searchParams.get('welcome')).toBe('true');
    const cookie = first.cookie ?? '';
    const member = await t.app.inject({
      method: 'GET',
      url: `${base()}/member`,
      headers: { cookie },
    });
    expect(member.json().member).toMatchObject({
      email,
      accountName: 'Globex',
      reviewStatus: 'Approved',
      isAutoApprovedAccountMember: true,
      hasAccess: true,
      platformTermsUrl: 'https://trust.example.net/terms',
      platformPrivacyUrl: 'https://trust.example.net/privacy',
    });
    // The domain rule's profile grants the restricted document.
    const download = await t.app.inject({ method: 'GET', url: downloadUrl(), headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('content of soc2.pdf');
    const anonymous = await t.app.inject({ method: 'GET', url: downloadUrl() });
    expect(anonymous.statusCode).not.toBe(200);
    // Single use.
    const again = await followSignInLink(t.app, link);
    expect(again.cookie).toBeNull();
    expect(again.location.searchParams.get('signInLink')).toBe('invalid');
    expect(again.location.searchParams.get('loginRequest')).toBe('true');
    // A later sign-in is no first visit; a known member's request mails a link too.
    expect((await login(email)).json()).toEqual({ ok: true });
    const next = await followSignInLink(
      t.app,
      linkIn(await waitForMail(receiver, email, 2), 'magic-link'),
    );
    expect(next.location.searchParams.get('welcome')).toBeNull();
    expect(errorOf(await request(requestBody(w.product.id, email))).code).toBe(
      'account_already_exists',
    );
    await waitForMail(receiver, email, 3);
  });

  it('refuses tokens of another purpose, organisation or past their expiry', async () => {
    const { email } = await autoApproved();
    const [member] = await t.database.db
      .select()
      .from(accountMembers)
      .where(eq(accountMembers.email, email));
    const land = (token: string) =>
      followSignInLink(t.app, `http://x${base()}/auth/magic-link?token=${token}`);
    const mint = (purpose: 'invite' | 'magic_link', ttl: number, orgId = w.org.id) =>
      signToken(SECRET, { purpose, subject: member?.id ?? '', orgId, ttl });
    const wrongPurpose = await land(await mint('invite', 600));
    expect(wrongPurpose.cookie).toBeNull();
    expect(wrongPurpose.location.searchParams.get('signInLink')).toBe('invalid');
    const expired = await land(await mint('magic_link', -60));
    expect(expired.location.searchParams.get('signInLink')).toBe('expired');
    const otherOrg = await land(
      await mint('magic_link', 600, '00000000-0000-4000-8000-000000000000'),
    );
    expect(otherOrg.cookie).toBeNull();
    const forged = await signToken('another-secret-another-secret-0123456789', {
      purpose: 'magic_link',
      subject: member?.id ?? '',
      orgId: w.org.id,
      ttl: 600,
    });
    expect((await land(forged)).cookie).toBeNull();
    expect((await land(await mint('magic_link', 600))).cookie).toBeTruthy();
  });

  it('makes an expired account public again, and lets its member ask for more time', async () => {
    const { email, link } = await autoApproved();
    const { cookie, location } = await followSignInLink(t.app, link);
    const accountId = location.searchParams.get('accountId') ?? '';
    const headers = { cookie: cookie ?? '' };
    const extendUrl = `/api/statuspage/share/${accountId}/external/extend-access`;
    expect((await t.app.inject({ method: 'GET', url: extendUrl, headers })).json()).toEqual({
      status: 'already-has-access',
    });
    await t.database.db
      .update(accounts)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, accountId));
    const view = await t.app.inject({ method: 'GET', url: `${base()}/view`, headers });
    expect(view.json().mode).toBe('public');
    expect(
      (await t.app.inject({ method: 'GET', url: downloadUrl(), headers })).statusCode,
    ).not.toBe(200);
    const res = await login(email);
    expect(errorOf(res).code).toBe('access_expired');
    expect((await waitForMail(receiver, email, 2)).subject).toMatch(/has expired/);
    expect((await t.app.inject({ method: 'GET', url: extendUrl, headers })).json()).toEqual({
      status: 'success',
    });
    expect((await t.app.inject({ method: 'GET', url: extendUrl, headers })).json()).toEqual({
      status: 'already-requested',
    });
    const notMine = await t.app.inject({
      method: 'GET',
      url: `/api/statuspage/share/${w.profile.id}/external/extend-access`,
      headers,
    });
    expect(notMine.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: extendUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('invites colleagues; the invitation pre-fills and approves a same-domain request', async () => {
    const { link } = await autoApproved(address('auto.example', 'inviter'));
    const { cookie, location } = await followSignInLink(t.app, link);
    const accountId = location.searchParams.get('accountId') ?? '';
    const invite = (payload: object, accountPath = accountId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/statuspage/share/${accountPath}/external/invite-colleague`,
        payload,
        headers: { cookie: cookie ?? '' },
      });
    expect(errorOf(await invite({ emails: [] })).message).toBe('Required');
    expect(errorOf(await invite({ emails: ['nope'] })).message).toBe('"nope" is not a valid email');
    const colleague = address('auto.example', 'colleague');
    const outsider = address('elsewhere.example', 'outsider');
    expect(errorOf(await invite({ emails: [colleague, colleague] })).message).toBe(
      `"${colleague}" has already been added`,
    );
    expect((await invite({ emails: [colleague], message: 'x' }, w.profile.id)).statusCode).toBe(
      404,
    );
    // Only the inviter's own domain: the whole call is refused, naming the outsider.
    const refused = await invite({ emails: [colleague, outsider] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('invite_domain_not_allowed');
    expect(errorOf(refused).message).toContain(outsider);
    const sent = await invite({ emails: [colleague], message: '  Please review  ' });
    expect(sent.json()).toEqual({ ok: true });
    const mail = await waitForMail(receiver, colleague);
    expect(mail.text).toContain('Please review');
    const inviteLink = new URL(linkIn(mail, 'inviteToken='));
    expect(inviteLink.searchParams.get('requestAccess')).toBe('true');
    const token = inviteLink.searchParams.get('inviteToken') ?? '';
    const form = await t.app.inject({
      method: 'GET',
      url: `${base()}/request-form?inviteToken=${encodeURIComponent(token)}`,
    });
    expect(form.json()).toMatchObject({ invitedEmail: colleague, invitedCompanyName: 'Globex' });
    // Used as a sign-in link, an invitation is refused.
    const misuse = await followSignInLink(
      t.app,
      `http://x${base()}/auth/magic-link?token=${token}`,
    );
    expect(misuse.cookie).toBeNull();
    const approved = await request(
      requestBody(w.product.id, colleague, { invitedColleagueToken: token }),
    );
    expect(approved.json()).toEqual({ status: 'Approved' });
    const [joined] = await t.database.db
      .select({ accountId: accountMembers.accountId })
      .from(accountMembers)
      .where(eq(accountMembers.email, colleague));
    expect(joined?.accountId).toBe(accountId);
    // An invitation to another domain (minted before invitations kept to the inviter's domain)
    // pre-fills only: the request is reviewed.
    const outsiderToken = await signToken(SECRET, {
      purpose: 'invite',
      subject: outsider,
      orgId: w.org.id,
      ttl: 600,
      claims: { account: accountId, inviter: 'inviter@auto.example' },
    });
    const reviewed = await request(
      requestBody(w.product.id, outsider, { invitedColleagueToken: outsiderToken }),
    );
    expect(reviewed.json()).toEqual({ status: 'Pending' });
  });

  it('logs the member out, and refreshes the session key at half its lifetime', async () => {
    const { link } = await autoApproved();
    const { cookie } = await followSignInLink(t.app, link);
    const headers = { cookie: cookie ?? '' };
    const memberOf = async (h: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `${base()}/member`, headers: h })).json().member;
    // Fresh: no new key.
    const fresh = await t.app.inject({ method: 'GET', url: `${base()}/member`, headers });
    expect(fresh.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
    // Past half of its lifetime: a new key, and the old one ends soon after.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(sessions.accountMemberId, await memberIdOf(headers)));
    const refreshed = await t.app.inject({ method: 'GET', url: `${base()}/member`, headers });
    const next = refreshed.cookies.find((c) => c.name === 'tf_session');
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(cookie?.split('=')[1]);
    const nextHeaders = { cookie: `tf_session=${next?.value ?? ''}` };
    expect(await memberOf(nextHeaders)).toBeTruthy();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/statuspage/share/auth/logout',
      headers: nextHeaders,
    });
    expect(out.json()).toEqual({ ok: true });
    expect(await memberOf(nextHeaders)).toBeNull();
  });

  async function memberIdOf(headers: Record<string, string>): Promise<string> {
    const email = (await t.app.inject({ method: 'GET', url: `${base()}/member`, headers })).json()
      .member.email as string;
    const [row] = await t.database.db
      .select({ id: accountMembers.id })
      .from(accountMembers)
      .where(eq(accountMembers.email, email));
    return row?.id ?? '';
  }

  it('limits logins and requests per e-mail address', async () => {
    const email = address('limits.example');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(email)).statusCode);
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes[5]).toBe(429);
    expect(errorOf(await login(email)).code).toBe('rate_limited');
    const requester = address('limits.example');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await request(requestBody(w.product.id, requester))).statusCode);
    }
    expect(answers).toEqual([200, 409, 409, 409, 409, 429]);
  });

  it('limits requests per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base()}/request`,
        payload: requestBody(w.product.id, 'x@gmail.com'),
        remoteAddress: '203.0.113.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes[0]).toBe(400);
  });

  it('keeps the request path clear of 500s for odd input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/request`,
      payload: { ...requestBody(w.product.id, 'a@b.example'), accountMemberRequestProducts: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    const landing = await t.app.inject({
      method: 'GET',
      url: `${base()}/auth/magic-link?token=abc`,
    });
    expect(landing.statusCode).toBe(302);
    expect(pathOf(String(landing.headers.location))).toContain('signInLink=invalid');
  });
});
