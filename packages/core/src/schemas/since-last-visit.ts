/** GET {base}/since-last-visit: documents and trust updates new to a returning member. */
import { z } from 'zod';

export const ZNewSinceEntry = z.object({
  kind: z.enum(['document', 'update']),
  /** The item (document) or topic (update) it belongs to, to badge and link it. */
  itemUid: z.string().nullable(),
  topicId: z.string().nullable(),
  /** The product page it is on (documents), to link it. */
  productSlug: z.string().nullable(),
  /** The file of a document, the update of a topic. */
  id: z.string(),
  title: z.string(),
  /** 'new' for a first publication, 'changed' for a new version of an item's document. */
  change: z.enum(['new', 'changed']),
  at: z.string(),
});
export type TNewSinceEntry = z.infer<typeof ZNewSinceEntry>;

export const ZSinceLastVisit = z.object({
  /** The start of the member's previous visit; null on a first visit. */
  since: z.string().nullable(),
  entries: z.array(ZNewSinceEntry),
  weeklyDigest: z.boolean(),
});
export type TSinceLastVisit = z.infer<typeof ZSinceLastVisit>;

export const ZDigestPreference = z.object({ weeklyDigest: z.boolean() });
