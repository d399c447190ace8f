/**
 * Invitations of colleagues over HTTP: the member's note (at most 300 characters, quoted as
 * plain text that no client turns into a link), the inviter's own domain only, the daily cap
 * per member counted in the database, and the staff's access log listing every invitation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { INVITE_DAILY_CAP, INVITE_MESSAGES, type TDocumentEvent } from '@trustfront/core';
import { accountMembers, documentEvents, mails } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildStaff, type OrgRow } from './factories.ts';

const kinds = await databaseKinds();
const HOUR = 60 * 60 * 1000;

describe.each(kinds)('invitations of colleagues on %s', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let staff: string;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db);
    staff = (await buildStaff(t.database.db, org, ['app:accounts'])).cookie;
  });
  afterAll(() => t.close());

  /** A signed-in member at `domain`, with a way to invite. */
  async function inviter(domain: string) {
    const { account, member, cookie } = await buildAccount(t.database.db, org);
    const email = `ana-${member.id.slice(0, 8)}@${domain}`;
    await t.database.db
      .update(accountMembers)
      .set({ email, firstName: 'Ana', lastName: 'Lee' })
      .where(eq(accountMembers.id, member.id));
    const invite = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/statuspage/share/${account.id}/external/invite-colleague`,
        payload,
        headers: { cookie },
        // Its own client address: the route's per-address limit is not what these tests meet.
        remoteAddress: `198.18.0.${++client % 250}`,
      });
    return { account, member: { ...member, email }, invite };
  }
  const errorOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;
  const mailTo = async (to: string) => {
    const [mail] = await t.database.db.select().from(mails).where(eq(mails.to, to));
    if (!mail) throw new Error(`No mail to ${to}`);
    return mail;
  };

  it('quotes the note as plain text, attributed to the member, with no link made of it', async () => {
    const { invite } = await inviter('globex.example');
    const long = await invite({ emails: ['bo@globex.example'], message: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({
      code: 'invalid_request',
      message: INVITE_MESSAGES.noteTooLong,
    });
    const note = 'Please review https://evil.example/login or write to help@evil.example';
    const res = await invite({ emails: ['Bo@Globex.example'], message: note });
    expect(res.json()).toEqual({ ok: true });
    const mail = await mailTo('bo@globex.example');
    const defanged =
      'Please review https[://]evil[.]example/login or write to help[@]evil[.]example';
    expect(mail.text).toContain('Ana Lee wrote:');
    expect(mail.text).toContain(defanged);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).toMatch(
      /<blockquote[^>]*>[\s\S]*Please review https\[:\/\/\]evil\[\.\]example/,
    );
    expect(mail.html).not.toContain('evil.example');
    // The only links are the organisation's own.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).not.toContain('evil');
  });

  it("refuses addresses outside the inviter's registrable domain, sub-domains allowed", async () => {
    const { invite } = await inviter('eu.initech.co.uk');
    const outsider = await invite({ emails: ['cy@initech.co.uk', 'x@other.co.uk'] });
    expect(outsider.statusCode).toBe(400);
    expect(errorOf(outsider)).toEqual({
      code: 'invite_domain_not_allowed',
      message: INVITE_MESSAGES.notOwnDomain('x@other.co.uk', 'initech.co.uk'),
    });
    // Nothing of a refused call is sent.
    expect(
      await t.database.db.select().from(mails).where(eq(mails.to, 'cy@initech.co.uk')),
    ).toEqual([]);
    expect((await invite({ emails: ['cy@initech.co.uk', 'dee@us.initech.co.uk'] })).json()).toEqual(
      { ok: true },
    );
  });

  it('caps a member at 20 invitations a rolling day, counted in the database', async () => {
    const { member, invite } = await inviter('hooli.example');
    const batch = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => `c${from + i}@hooli.example`);
    expect((await invite({ emails: batch(15, 0) })).statusCode).toBe(200);
    // Five more fit, six do not: the call is refused whole, with when to come back.
    const over = await invite({ emails: batch(6, 15) });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toMatchObject({
      code: 'invite_limit_reached',
      message: INVITE_MESSAGES.capReached(24),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await invite({ emails: batch(5, 15) })).statusCode).toBe(200);
    expect((await invite({ emails: ['late@hooli.example'] })).statusCode).toBe(429);
    const invited = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentEvents)
      .where(
        and(eq(documentEvents.accountMemberId, member.id), eq(documentEvents.action, 'invite')),
      );
    expect(invited[0]?.n).toBe(INVITE_DAILY_CAP);
    // A day later the oldest have left the window.
    await t.database.db
      .update(documentEvents)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(documentEvents.accountMemberId, member.id));
    expect((await invite({ emails: ['late@hooli.example'] })).statusCode).toBe(200);
  });

  it('holds the cap when calls race', async () => {
    const { member, invite } = await inviter('umbrella.example');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        invite({
          emails: Array.from({ length: 6 }, (_, j) => `r${i}-${j}@umbrella.example`),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const rows = await t.database.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.accountMemberId, member.id));
    expect(rows).toHaveLength(18);
  });

  it('lists every invitation in the staff access log: who invited whom, when', async () => {
    const { account, member, invite } = await inviter('vandelay.example');
    expect((await invite({ emails: ['art@vandelay.example'] })).statusCode).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/app/accounts/activity',
      headers: { cookie: staff },
    });
    expect(log.statusCode).toBe(200);
    const events = (log.json() as { events: TDocumentEvent[] }).events;
    const row = events.find((e) => e.invitedEmail === 'art@vandelay.example');
    expect(row).toMatchObject({
      action: 'invite',
      email: member.email,
      companyName: account.companyName,
      fileName: null,
      itemTitle: null,
    });
    expect(Date.now() - Date.parse(row?.createdAt ?? '')).toBeLessThan(60_000);
  });
});
