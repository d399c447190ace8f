/**
 * Mail that may not arrive is visible (docs/staff.md, Mail delivery): staff learn whether the
 * instance sends mails; the outbox answers a mail's links to copy and sends a mail again when it
 * can; staff mail an approved request's member a new sign-in link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MAIL_DELIVERY_MESSAGES,
  type TOutboxMailDetail,
  type TOutboxResponse,
  type TStaffAccessRequest,
} from '@trustfront/core';
import { accounts } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff } from './factories.ts';
import {
  address,
  buildPortalWorld,
  followSignInLink,
  linkIn,
  requestBody,
  waitForMail,
} from './helpers/member-access.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const SCOPES = ['app:settings', 'app:access-requests'];

/** A portal world on an app, with a staff member reviewing requests and reading the outbox. */
async function worldOn(t: TestApp) {
  const w = await buildPortalWorld(t.database.db, t.storage);
  const staff = (await buildStaff(t.database.db, w.org, SCOPES)).cookie;
  let client = 0;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: staff } });
  /** A visitor's request, approved by staff; answers the request. */
  const approved = async (email: string): Promise<TStaffAccessRequest> => {
    await t.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/request`,
      payload: requestBody(w.product.id, email),
      remoteAddress: `192.0.2.${++client % 250}`,
    });
    const { requests } = (await api('GET', '/api/app/access-requests')).json<{
      requests: TStaffAccessRequest[];
    }>();
    const request = requests.find((r) => r.email === email);
    if (!request) throw new Error(`No request of ${email}`);
    await api('POST', `/api/app/access-requests/${request.id}/approve`, {});
    return request;
  };
  const outbox = async () => (await api('GET', '/api/app/outbox')).json<TOutboxResponse>().mails;
  return { w, api, approved, outbox };
}

describe.each(kinds)('mail delivery on %s', (kind) => {
  let sending: TestApp;
  let keeping: TestApp;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    sending = await createTestApp(kind, { smtpUrl: receiver.url });
    keeping = await createTestApp(kind);
  });
  afterAll(async () => {
    await sending.close();
    await keeping.close();
    await receiver.close();
  });

  it('tells staff whether mails are sent; without SMTP the outbox gives links and no resend', async () => {
    const sends = await worldOn(sending);
    expect((await sends.api('GET', '/api/app/mail-delivery')).json()).toEqual({ sends: true });
    const keeps = await worldOn(keeping);
    expect((await keeps.api('GET', '/api/app/mail-delivery')).json()).toEqual({ sends: false });
    expect(
      (await keeping.app.inject({ method: 'GET', url: '/api/app/mail-delivery' })).statusCode,
    ).toBe(401);

    const email = address('kept.example');
    await keeps.approved(email);
    const [kept] = await keeps.outbox();
    expect(kept).toMatchObject({ to: email, kind: 'magic_link', status: 'kept' });
    const detail = (
      await keeps.api('GET', `/api/app/outbox/${kept?.id}`)
    ).json<TOutboxMailDetail>();
    const link = detail.links.find((l) => l.includes('/auth/magic-link?token='));
    expect(link).toBe(linkIn({ text: detail.text } as Parameters<typeof linkIn>[0], 'magic-link'));
    // The copied link signs the visitor in, as the mail would have.
    expect((await followSignInLink(keeping.app, link ?? '')).cookie).toBeTruthy();

    const refused = await keeps.api('POST', `/api/app/outbox/${kept?.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'mail_not_configured', message: MAIL_DELIVERY_MESSAGES.resendNeedsSmtp },
    });
  });

  it('sends a mail again as a new mail of the outbox, within the organisation only', async () => {
    const { api, approved, outbox } = await worldOn(sending);
    const email = address('again.example');
    await approved(email);
    await waitForMail(receiver, email);
    const [first] = await outbox();
    const resent = await api('POST', `/api/app/outbox/${first?.id}/resend`);
    expect(resent.json()).toMatchObject({ to: email, kind: 'magic_link', status: 'queued' });
    const second = await waitForMail(receiver, email, 2);
    expect(second.subject).toBe((await waitForMail(receiver, email)).subject);
    expect(await outbox()).toHaveLength(2);

    const other = await buildStaff(
      sending.database.db,
      await buildOrg(sending.database.db),
      SCOPES,
    );
    const foreign = await sending.app.inject({
      method: 'POST',
      url: `/api/app/outbox/${first?.id}/resend`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("mails an approved request's member a new sign-in link, and only while the account has access", async () => {
    const { w, api, approved } = await worldOn(sending);
    const email = address('lapsed.example');
    const request = await approved(email);
    const first = linkIn(await waitForMail(receiver, email), 'magic-link');
    const again = await api('POST', `/api/app/access-requests/${request.id}/sign-in-link`);
    expect(again.json()).toEqual({ email, delivered: true });
    const second = linkIn(await waitForMail(receiver, email, 2), 'magic-link');
    expect(second).not.toBe(first);
    expect((await followSignInLink(sending.app, second)).cookie).toBeTruthy();

    // Still pending: no member to sign in yet.
    const pendingEmail = address('pending.example');
    await sending.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/request`,
      payload: requestBody(w.product.id, pendingEmail),
      remoteAddress: '192.0.2.251',
    });
    const { requests } = (await api('GET', '/api/app/access-requests')).json<{
      requests: TStaffAccessRequest[];
    }>();
    const pending = requests.find((r) => r.email === pendingEmail);
    const refused = await api('POST', `/api/app/access-requests/${pending?.id}/sign-in-link`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      MAIL_DELIVERY_MESSAGES.notApproved,
    ]);

    // Access ended: staff extend it first.
    await sending.database.db
      .update(accounts)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accounts.domain, 'lapsed.example'));
    const ended = await api('POST', `/api/app/access-requests/${request.id}/sign-in-link`);
    expect([ended.statusCode, ended.json().error.code]).toEqual([409, 'access_expired']);
  });

  it('keeps the new sign-in link in the outbox without SMTP, and says so', async () => {
    const { api, approved, outbox } = await worldOn(keeping);
    const email = address('kept-again.example');
    const request = await approved(email);
    const again = await api('POST', `/api/app/access-requests/${request.id}/sign-in-link`);
    expect(again.json()).toEqual({ email, delivered: false });
    expect((await outbox()).filter((m) => m.to === email && m.status === 'kept')).toHaveLength(2);
  });
});
