/**
 * The conversation an account holds about an item (docs/access.md, Member features): only a
 * signed-in account member, and only on an item that reaches them (the core rule `mayComment`),
 * reads or writes it; each account sees its own conversation alone.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  AppError,
  mayComment,
  MEMBER_MESSAGES as M,
  refusalOf,
  type TCommentCreate,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { accountMembers, itemComments } from '../../../db/schema/index.ts';
import { commentAuthorColumns, type CommentWithAuthor } from './comment-rows.ts';
import type { ResolvedViewer } from '../../access/resolve-viewer.ts';
import { loadDocumentItems } from '../../documents/open-document.ts';

export interface CommentCaller {
  org: { id: string };
  viewer: ResolvedViewer;
}

export interface CommentThread {
  orgId: string;
  itemId: string;
  productId: string;
  accountId: string;
  member: { id: string; fullName: string };
}

/** The thread the caller may open on the item, or why not: 403 for non-members, else 404. */
export async function openThread(
  db: Db,
  caller: CommentCaller,
  itemUid: string,
  productId: string,
): Promise<CommentThread> {
  const { viewer } = caller;
  if (viewer.mode !== 'account' || !viewer.member || !viewer.accountId) {
    throw new AppError('members_only', M.commentsMembersOnly, 403);
  }
  const item = (await loadDocumentItems(db, caller.org.id, productId, [itemUid])).get(itemUid);
  const target = item && {
    ...item.placement,
    item: { itemUid: item.id, access: item.access, enabledState: item.enabledState },
  };
  if (!target || !mayComment(viewer, target)) throw refusalOf(API_ERRORS.itemNotFound, 404);
  return {
    orgId: caller.org.id,
    itemId: itemUid,
    productId,
    accountId: viewer.accountId,
    member: { id: viewer.member.id, fullName: viewer.member.fullName },
  };
}

/** The comments of one account's conversation on one item, oldest first. */
export async function listThread(
  db: Db,
  thread: Pick<CommentThread, 'itemId' | 'accountId'>,
): Promise<CommentWithAuthor[]> {
  return db
    .select({
      comment: itemComments,
      member: commentAuthorColumns,
    })
    .from(itemComments)
    .leftJoin(accountMembers, eq(accountMembers.id, itemComments.accountMemberId))
    .where(
      and(eq(itemComments.itemId, thread.itemId), eq(itemComments.accountId, thread.accountId)),
    )
    .orderBy(asc(itemComments.createdAt), asc(itemComments.id));
}

/** Adds the member's comment to the thread and answers it with its author, as listed. */
export async function postComment(
  db: Db,
  thread: CommentThread,
  input: Pick<TCommentCreate, 'content'>,
): Promise<CommentWithAuthor> {
  const [comment] = await db
    .insert(itemComments)
    .values({
      orgId: thread.orgId,
      productId: thread.productId,
      itemId: thread.itemId,
      accountId: thread.accountId,
      accountMemberId: thread.member.id,
      authorName: thread.member.fullName,
      content: input.content,
    })
    .returning();
  if (!comment) throw new Error('Insert returned no comment');
  const [member] = await db
    .select()
    .from(accountMembers)
    .where(eq(accountMembers.id, thread.member.id));
  return { comment, member: member ?? null };
}
