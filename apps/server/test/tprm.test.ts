/**
 * TPRM tokens (docs/access.md, Member features; docs/search.md, Limits): a member picks a partner
 * tool, gets a 24-hour token, and the tool reads once what reaches the member's account (the reach
 * rule, through the portal view); a second read, an expired token or a token for another partner
 * are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_OUTCOME_MESSAGES,
  MEMBER_MESSAGES as M,
  ZTprmExport,
  ZTprmPartnerList,
  ZTprmToken,
} from '@trustfront/core';
import { accounts, organizations, tprmPartners } from '../src/db/schema/index.ts';
import { signToken } from '../src/lib/tokens.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildItemAccessFixture, type ItemAccessFixture } from './helpers/reach-fixture.ts';
import { buildAccount, one } from './factories.ts';

describe.each(await databaseKinds())('TPRM tokens (%s)', (kind) => {
  let t: TestApp;
  let f: ItemAccessFixture;
  let partnerId: string;
  let accountA: string;
  const secret = testConfig().secret;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildItemAccessFixture(t.database.db, t.storage);
    const { db } = t.database;
    await db
      .update(organizations)
      .set({ features: { allowPartnerImport: true } })
      .where(eq(organizations.id, f.org.id));
    partnerId = one(
      await db
        .insert(tprmPartners)
        .values({ orgId: f.org.id, name: 'Whistic', domain: 'whistic.com' })
        .returning(),
    ).id;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}/member`,
      headers: { cookie: f.callers['member A'].cookie ?? '' },
    });
    accountA = view.json().member.accountId;
  });
  afterAll(() => t.close());

  const as = (who: keyof ItemAccessFixture['callers']): Record<string, string> => {
    const cookie = f.callers[who].cookie;
    return cookie ? { cookie } : {};
  };
  const mint = (headers: Record<string, string>, accountId = accountA, partner = partnerId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/statuspage/share/${accountId}/external/${partner}/jwt/`,
      headers,
    });
  const read = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/statuspage/tprm/export',
      headers: { authorization: `Bearer ${token}` },
    });

  it('lists the partners and hands a 24-hour token read once', async () => {
    const partners = await t.app.inject({
      method: 'GET',
      url: `/api/statuspage/share/${accountA}/external/partners`,
      headers: as('member A'),
    });
    expect(ZTprmPartnerList.parse(partners.json()).partners).toEqual([
      { id: partnerId, name: 'Whistic', domain: 'whistic.com' },
    ]);
    const res = await mint(as('member A'));
    expect(res.statusCode).toBe(200);
    const { token, expiresAt, partner } = ZTprmToken.parse(res.json());
    expect(partner.name).toBe('Whistic');
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const first = await read(token);
    expect(first.statusCode).toBe(200);
    const data = ZTprmExport.parse(first.json());
    expect(data.items.map((i) => [i.title, i.access]).sort()).toEqual([
      ['Item public', 'open'],
      ['Item restricted', 'open'],
      ['Item restricted_hidden', 'open'],
    ]);
    const again = await read(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({ code: 'token_spent', message: M.tprmTokenSpent });
  });

  it('gives another account only what reaches it', async () => {
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}/member`,
      headers: as('member B'),
    });
    const accountB = member.json().member.accountId;
    const { token } = ZTprmToken.parse((await mint(as('member B'), accountB)).json());
    const data = ZTprmExport.parse((await read(token)).json());
    expect(data.items.map((i) => [i.title, i.access]).sort()).toEqual([
      ['Item public', 'open'],
      ['Item restricted', 'locked'],
    ]);
  });

  it('refuses strangers, other accounts, unknown partners and bad tokens', async () => {
    expect((await mint({})).statusCode).toBe(401);
    expect((await mint(as('member B'))).statusCode).toBe(403);
    const stranger = await buildAccount(t.database.db, f.org);
    expect(
      (await mint({ cookie: stranger.cookie }, stranger.account.id, accountA)).statusCode,
    ).toBe(404);
    const expired = await signToken(secret, {
      purpose: 'tprm',
      subject: 'x',
      orgId: f.org.id,
      ttl: -10,
      claims: { partner: partnerId, account: accountA },
    });
    for (const token of [expired, 'not-a-token', `${expired}x`]) {
      const res = await read(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(M.tprmTokenInvalid);
    }
    // A token for another purpose (a magic link) is not a TPRM token.
    const other = await signToken(secret, {
      purpose: 'magic_link',
      subject: 'x',
      orgId: f.org.id,
      ttl: 60,
      claims: { partner: partnerId, account: accountA },
    });
    expect((await read(other)).statusCode).toBe(401);
  });

  it('refuses a member whose access has expired, listing and minting alike', async () => {
    const { db } = t.database;
    const lapsed = await buildAccount(db, f.org);
    const cookie = { cookie: lapsed.cookie };
    const partners = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/statuspage/share/${lapsed.account.id}/external/partners`,
        headers: cookie,
      });
    expect((await mint(cookie, lapsed.account.id)).statusCode).toBe(200);
    await db
      .update(accounts)
      .set({ accessExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, lapsed.account.id));
    for (const res of [await mint(cookie, lapsed.account.id), await partners()]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'access_expired',
        message: ACCESS_OUTCOME_MESSAGES.access_expired,
      });
    }
  });

  it('offers nothing when the organisation has not enabled partner imports', async () => {
    await t.database.db
      .update(organizations)
      .set({ features: {} })
      .where(eq(organizations.id, f.org.id));
    const partners = await t.app.inject({
      method: 'GET',
      url: `/api/statuspage/share/${accountA}/external/partners`,
      headers: as('member A'),
    });
    expect(partners.json()).toEqual({ partners: [] });
    expect((await mint(as('member A'))).statusCode).toBe(404);
    await t.database.db
      .update(organizations)
      .set({ features: { allowPartnerImport: true } })
      .where(eq(organizations.id, f.org.id));
  });
});
