/** The fields a comment answer carries (docs/access.md, Member features): never a raw row. */
import type { TComment, TStaffComment } from '@trustfront/core';
import type {
  CommentWithAuthor,
  StaffCommentRow,
} from '../services/members/comments/comment-rows.ts';

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

/** A comment of the staff's moderation list, with its item and account. */
export function presentStaffComment(row: StaffCommentRow): TStaffComment {
  return { ...presentComment(row), itemTitle: row.itemTitle, accountName: row.accountName };
}
