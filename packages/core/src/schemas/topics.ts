import { z } from 'zod';
import { TOPIC_CATEGORIES, UPDATE_AUDIENCES } from '../constants/cards.ts';

export const ZUpdate = z.object({
  id: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
  message: z.string(),
  spAudience: z.enum(UPDATE_AUDIENCES),
});
export type TUpdate = z.infer<typeof ZUpdate>;

/** A trust update topic with its updates, newest first (docs/updates.md, Trust updates). */
export const ZTopic = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TOPIC_CATEGORIES),
  isPinned: z.boolean(),
  updates: z.array(ZUpdate),
});
export type TTopic = z.infer<typeof ZTopic>;

export const ZComplianceUpdateResponse = z.object({ topics: z.array(ZTopic) });
export type TComplianceUpdateResponse = z.infer<typeof ZComplianceUpdateResponse>;
