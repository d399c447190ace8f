/** Comments as staff moderate them (scope app:accounts): list, reply in a thread, delete. */
import { and, desc, eq } from 'drizzle-orm';
import { API_ERRORS, refusalOf } from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { accountMembers, accounts, itemComments, items } from '../../../db/schema/index.ts';
import { commentAuthorColumns, type StaffCommentRow } from './comment-rows.ts';

/** How many recent comments the moderation list shows. */
const LIST_LIMIT = 500;

/** The organisation's comments, newest first, with their item and account. */
export async function listOrgComments(db: Db, orgId: string): Promise<StaffCommentRow[]> {
  return db
    .select({
      comment: itemComments,
      member: commentAuthorColumns,
      itemTitle: items.title,
      accountName: accounts.companyName,
    })
    .from(itemComments)
    .innerJoin(items, eq(items.id, itemComments.itemId))
    .innerJoin(accounts, eq(accounts.id, itemComments.accountId))
    .leftJoin(accountMembers, eq(accountMembers.id, itemComments.accountMemberId))
    .where(eq(itemComments.orgId, orgId))
    .orderBy(desc(itemComments.createdAt), desc(itemComments.id))
    .limit(LIST_LIMIT);
}

async function commentOf(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(itemComments)
    .where(and(eq(itemComments.id, id), eq(itemComments.orgId, orgId)));
  if (!row) throw refusalOf(API_ERRORS.commentNotFound, 404);
  return row;
}

/** Replies in the thread of comment `id` (same item, same account), as the organisation. */
export async function replyToComment(
  db: Db,
  staff: { orgId: string; orgName: string; userId: string },
  id: string,
  content: string,
): Promise<void> {
  const original = await commentOf(db, staff.orgId, id);
  await db.insert(itemComments).values({
    orgId: staff.orgId,
    productId: original.productId,
    itemId: original.itemId,
    accountId: original.accountId,
    staffUserId: staff.userId,
    authorName: staff.orgName,
    content,
  });
}

/** Deletes a comment of the organisation. */
export async function deleteComment(db: Db, orgId: string, id: string): Promise<void> {
  await commentOf(db, orgId, id);
  await db.delete(itemComments).where(eq(itemComments.id, id));
}
