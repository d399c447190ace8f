/** Comments on items (docs/access.md, Member features GET/POST {base}/comments). */
import { z } from 'zod';
import { COMMENT_MAX_CHARS } from '../constants/limits.ts';
import { MEMBER_MESSAGES as M } from '../constants/member-messages.ts';

/** GET {base}/comments?itemUid=&productId= */
export const ZCommentQuery = z.object({
  itemUid: z.uuid(),
  productId: z.uuid({ error: M.commentsProductRequired }),
});

/** POST {base}/comments; the same schema checks the member's form. */
export const ZCommentCreate = z.object({
  itemUid: z.uuid(),
  productId: z.uuid({ error: M.commentsProductRequired }),
  content: z
    .string()
    .trim()
    .min(1, M.commentRequired)
    .max(COMMENT_MAX_CHARS, M.commentTooLong(COMMENT_MAX_CHARS)),
});
export type TCommentCreate = z.infer<typeof ZCommentCreate>;

/** Who wrote a comment: a member of the account, or staff of the organisation replying. */
export const ZCommentMember = z.object({
  accountId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});

export const ZComment = z.object({
  id: z.string(),
  itemUid: z.string(),
  content: z.string(),
  /** ISO date-time. */
  timestamp: z.string(),
  /** The account the conversation belongs to. */
  realAccId: z.string(),
  productId: z.string(),
  member: ZCommentMember.nullable(),
  /** The organisation's reply: staff name, no e-mail. */
  isStaff: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentList = z.object({ comments: z.array(ZComment) });
export type TCommentList = z.infer<typeof ZCommentList>;

/** A comment as staff see it: with its item and account, to reply or delete. */
export const ZStaffComment = ZComment.extend({
  itemTitle: z.string(),
  accountName: z.string(),
});
export type TStaffComment = z.infer<typeof ZStaffComment>;
export const ZStaffCommentList = z.object({ comments: z.array(ZStaffComment) });

/** A staff reply in one account's conversation on an item. */
export const ZStaffReply = z.object({
  content: ZCommentCreate.shape.content,
});
