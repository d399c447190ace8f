/** A comment as the comment services read it: its row and its author, joined once. */
import { accountMembers, type ItemCommentRow } from '../../../db/schema/index.ts';

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

/** A comment of the staff's moderation list: with its item and account. */
export interface StaffCommentRow extends CommentWithAuthor {
  itemTitle: string;
  accountName: string;
}
