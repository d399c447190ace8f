/**
 * Portal ETags follow their own organisation's content only: an edit in one organisation leaves
 * every other portal's answers (and their kept renderings) alone, and what is not content (a
 * staff sign-in, an analytics event, an access request, a mail) leaves even its own alone. A
 * change to what a caller may see (their permission profile) reaches them at once without
 * raising any revision, because the caller's access is read on every request and keys the answer.
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_EVENT_NAMES as E, ZPortalView, ZPortalViewAnswer } from '@trustfront/core';
import { queueMail } from '../src/mail/outbox.ts';
import { items, organizations, permissionProfileItems, users } from '../src/db/schema/index.ts';
import {
  buildAccount,
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  buildStaff,
  type ItemRow,
  type OrgRow,
  type ProductRow,
  type ProfileRow,
} from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { requestBody } from './helpers/member-access.ts';

const PASSWORD = 'a staff password of some length';

describe.each(await databaseKinds())('content revision ETags (%s)', (kind) => {
  let t: TestApp;
  let orgA: OrgRow;
  let orgB: OrgRow;
  let productA: ProductRow;
  let itemB: ItemRow;
  let restricted: ItemRow;
  let profile: ProfileRow;
  let member: string;
  let staffEmail: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    orgA = await buildOrg(db, { slug: 'etag-a', name: 'Etag A' });
    orgB = await buildOrg(db, { slug: 'etag-b', name: 'Etag B' });
    productA = await buildProduct(db, orgA);
    const cardA = await buildCard(db, productA, { kind: 'Policies' });
    await buildItem(db, cardA, { title: 'Open policy', access: 'public' });
    restricted = await buildItem(db, cardA, { title: 'Pentest', access: 'restricted' });
    profile = await buildProfile(db, orgA, []);
    member = (await buildAccount(db, orgA, { profile })).cookie;
    const productB = await buildProduct(db, orgB);
    itemB = await buildItem(db, await buildCard(db, productB, { kind: 'Policies' }), {
      title: 'B policy',
      access: 'public',
    });
    const staff = await buildStaff(db, orgA);
    staffEmail = staff.user.email;
    await db
      .update(users)
      .set({ passwordHash: await hash(PASSWORD) })
      .where(eq(users.id, staff.user.id));
  });
  afterAll(() => t.close());

  const answer = async (org: OrgRow, route: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/${route}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, `${org.slug} ${route}`).toBe(200);
    return res;
  };
  /** An item of the view as the answer shows it. */
  const itemIn = (res: { json: () => unknown }, itemUid: string) =>
    ZPortalView.parse(res.json())
      .cards.flatMap((card) => card.items)
      .find((item) => item.itemUid === itemUid);
  const etagOf = async (org: OrgRow, route = 'view', cookie?: string) =>
    (await answer(org, route, cookie)).headers.etag;
  /** The ETags of both portals' view, knowledge base and trust updates. */
  const etags = async () => ({
    a: [
      await etagOf(orgA),
      await etagOf(orgA, 'knowledge-base'),
      await etagOf(orgA, 'compliance-update'),
    ],
    b: [
      await etagOf(orgB),
      await etagOf(orgB, 'knowledge-base'),
      await etagOf(orgB, 'compliance-update'),
    ],
  });

  it("changes an organisation's ETags with its edit, and leaves another's alone", async () => {
    const before = await etags();
    const revisionA = await t.database.revisions.of(orgA.id);
    await t.database.db
      .update(items)
      .set({ title: 'B policy, revised' })
      .where(eq(items.id, itemB.id));

    const after = await etags();
    expect(after.a).toEqual(before.a);
    for (const [n, etag] of after.b.entries()) expect(etag).not.toBe(before.b[n]);
    expect(await t.database.revisions.of(orgA.id)).toBe(revisionA);
    expect(itemIn(await answer(orgB, 'view'), itemB.id)?.title).toBe('B policy, revised');
  });

  it('leaves the ETags alone on a staff sign-in and sign-out', async () => {
    const before = await etags();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staffEmail, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const [session] = signIn.cookies;
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect(await etags()).toEqual(before);
  });

  it('leaves the ETags alone on an analytics event, an access request and a mail', async () => {
    const before = await etags();
    const revision = await t.database.revisions.of(orgA.id);
    const event = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${orgA.slug}/events`,
      payload: { events: [{ name: E.pageView, productId: productA.id }] },
    });
    expect(event.statusCode).toBe(204);
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${orgA.slug}/request`,
      payload: requestBody(productA.id, 'ana@globex.example'),
      remoteAddress: '198.51.100.7',
    });
    expect(request.json()).toEqual({ status: 'Pending' });
    await queueMail(
      { db: t.database.db, config: { smtpUrl: undefined } },
      {
        orgId: orgA.id,
        kind: 'magic_link',
        to: 'x@example.com',
        subject: 'Hello',
        html: '<p>Hi</p>',
        text: 'Hi',
      },
    );
    expect(await etags()).toEqual(before);
    expect(await t.database.revisions.of(orgA.id)).toBe(revision);
  });

  it('answers the organisation that holds a slug now, once another gave it up', async () => {
    const { db } = t.database;
    const first = await buildOrg(db, { slug: 'etag-moving', name: 'First holder' });
    const nameAt = async (slug: string) =>
      ZPortalViewAnswer.parse((await answer({ ...first, slug }, 'view')).json()).org.name;
    expect(await nameAt('etag-moving')).toBe('First holder');

    await db
      .update(organizations)
      .set({ slug: 'etag-moved' })
      .where(eq(organizations.id, first.id));
    await buildOrg(db, { slug: 'etag-moving', name: 'Second holder' });
    expect(await nameAt('etag-moving')).toBe('Second holder');
    expect(await nameAt('etag-moved')).toBe('First holder');
  });

  it("changes a member's ETag when their profile changes, without raising the revision", async () => {
    const revision = await t.database.revisions.of(orgA.id);
    const publicEtag = await etagOf(orgA);
    const before = await answer(orgA, 'view', member);
    expect(itemIn(before, restricted.id)?.isUnlocked).toBe(false);

    await t.database.db
      .insert(permissionProfileItems)
      .values({ profileId: profile.id, itemId: restricted.id });
    const after = await answer(orgA, 'view', member);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(itemIn(after, restricted.id)?.isUnlocked).toBe(true);
    expect(await t.database.revisions.of(orgA.id)).toBe(revision);
    expect(await etagOf(orgA)).toBe(publicEtag);
  });
});
