/**
 * Comments on items (docs/access.md, Member features): only members, one conversation per account
 * and item, staff reply and delete from the private app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M, ZComment, ZCommentList, ZStaffCommentList } from '@trustfront/core';
import { accountMembers } from '../src/db/schema/index.ts';
import { createSession } from '../src/services/access/sessions.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildAccount,
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  one,
  sessionCookieOf,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

describe.each(await databaseKinds())('comments (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let item: ItemRow;
  let memberA: string;
  let colleagueA: string;
  let memberB: string;
  let staff: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Talk Corp' });
    product = await buildProduct(db, org);
    item = await buildItem(db, await buildCard(db, product, { kind: 'Reports' }), {
      title: 'Encryption at rest',
    });
    const a = await buildAccount(db, org);
    memberA = a.cookie;
    const colleague = one(
      await db
        .insert(accountMembers)
        .values({
          accountId: a.account.id,
          email: 'co@a.example',
          firstName: 'Co',
          lastName: 'Lleague',
        })
        .returning(),
    );
    colleagueA = sessionCookieOf(
      (await createSession(db, { accountMemberId: colleague.id })).token,
    );
    memberB = (await buildAccount(db, org)).cookie;
    staff = (await buildStaff(db, org, ['app:accounts'])).cookie;
    viewer = (await buildStaff(db, org, ['app:documents'])).cookie;
  });
  afterAll(() => t.close());

  const list = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/comments?itemUid=${item.id}&productId=${product.id}`,
      headers: cookie ? { cookie } : {},
    });
  const post = (cookie: string | undefined, content: string, productId = product.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/comments`,
      headers: cookie ? { cookie } : {},
      payload: { itemUid: item.id, productId, content },
    });

  it('keeps a conversation per account and refuses non-members', async () => {
    const posted = await post(memberA, '  Which cipher do you use?  ');
    expect(posted.statusCode).toBe(201);
    const comment = ZComment.parse(posted.json());
    expect(comment).toMatchObject({
      itemUid: item.id,
      productId: product.id,
      content: 'Which cipher do you use?',
      isStaff: false,
      member: { firstName: 'Riley', lastName: 'Reviewer', name: 'Riley Reviewer' },
    });

    const seenByColleague = ZCommentList.parse((await list(colleagueA)).json());
    expect(seenByColleague.comments.map((c) => c.id)).toEqual([comment.id]);
    const seenByOther = ZCommentList.parse((await list(memberB)).json());
    expect(seenByOther.comments).toEqual([]);

    // Without a session 401, with a staff session 403: the same answer either way.
    for (const [cookie, status] of [
      [undefined, 401],
      [staff, 403],
    ] as const) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toEqual({ code: 'members_only', message: M.commentsMembersOnly });
      expect((await post(cookie, 'Hello')).statusCode).toBe(status);
    }
  });

  it('validates the comment with the documented texts', async () => {
    const empty = await post(memberA, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(M.commentRequired);
    const long = await post(memberA, 'x'.repeat(2001));
    expect(long.body).toContain(M.commentTooLong(2000));
    const noProduct = await post(memberA, 'Hi', 'not-a-product');
    expect(noProduct.body).toContain(M.commentsProductRequired);
    const otherProduct = await post(memberA, 'Hi', '00000000-0000-4000-8000-000000000000');
    expect(otherProduct.statusCode).toBe(404);
  });

  it('lets staff reply in the thread and delete', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/app/comments' })).statusCode).toBe(401);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/app/comments',
      headers: { cookie: viewer },
    });
    expect(denied.statusCode).toBe(403);

    const all = ZStaffCommentList.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/app/comments', headers: { cookie: staff } })
      ).json(),
    ).comments;
    const question = all.find((c) => c.content === 'Which cipher do you use?');
    if (!question) throw new Error('No comment listed');
    expect(question).toMatchObject({ itemTitle: 'Encryption at rest' });

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/app/comments/${question.id}/reply`,
      headers: { cookie: staff },
      payload: { content: 'AES-256-GCM.' },
    });
    expect(reply.statusCode).toBe(200);
    const thread = ZCommentList.parse((await list(memberA)).json()).comments;
    expect(thread.map((c) => [c.content, c.isStaff, c.member?.name, c.member?.email])).toEqual([
      ['Which cipher do you use?', false, 'Riley Reviewer', expect.any(String)],
      ['AES-256-GCM.', true, 'Talk Corp', null],
    ]);
    expect(ZCommentList.parse((await list(memberB)).json()).comments).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/comments/${question.id}`,
      headers: { cookie: staff },
    });
    expect(removed.statusCode).toBe(200);
    const after = ZCommentList.parse((await list(memberA)).json()).comments;
    expect(after.map((c) => c.content)).toEqual(['AES-256-GCM.']);
  });
});
