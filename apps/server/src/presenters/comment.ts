/** The fields a comment answer carries (spec 2 §3 "Comment"): never a raw row. */
import type { TComment } from '@trustfront/core';
import { accountMembers, type ItemCommentRow } from '../db/schema/index.ts';

/** The author columns to select with a comment (left-joined on its member). */
export const commentAuthorColumns = {
  firstName: accountMembers.firstName,
  lastName: accountMembers.lastName,
  email: accountMembers.email,
  createdAt: accountMembers.createdAt,
};

/** A comment row with its author as the query joined it (member or staff, or gone). */
export interface CommentWithAuthor {
  comment: ItemCommentRow;
  member: {
    firstName: string;
    lastName: string;
    email: string;
    createdAt: Date;
  } | null;
}

/**
 * A comment as the account's members and staff see it. Staff replies carry the organisation's
 * name for the author's, never a staff e-mail.
 */
export function presentComment({ comment, member }: CommentWithAuthor): TComment {
  const isStaff = comment.staffUserId !== null || comment.accountMemberId === null;
  return {
    id: comment.id,
    itemUid: comment.itemId,
    content: comment.content,
    timestamp: comment.createdAt.toISOString(),
    realAccId: comment.accountId,
    productId: comment.productId,
    isStaff: comment.staffUserId !== null,
    member:
      member && !isStaff
        ? {
            accountId: comment.accountId,
            firstName: member.firstName,
            lastName: member.lastName,
            name: `${member.firstName} ${member.lastName}`.trim() || comment.authorName,
            email: member.email,
            createdAt: member.createdAt.toISOString(),
          }
        : {
            accountId: comment.accountId,
            firstName: comment.authorName,
            lastName: '',
            name: comment.authorName,
            email: null,
            createdAt: comment.createdAt.toISOString(),
          },
  };
}
