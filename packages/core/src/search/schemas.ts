/**
 * Search and answer requests and answers (docs/search.md, Ask AI), shared by the server and the
 * web.
 */
import { z } from 'zod';
import {
  CONTROL_STATUSES,
  SEARCH_LIMITS,
  SEARCH_RESULT_TYPES,
  SEARCH_SOURCES,
} from './constants.ts';
import { SEARCH_MESSAGES } from './messages.ts';
import { AI_ACCESS_LEVELS } from './ai-access.ts';

export const ZSearchTerm = z
  .string()
  .trim()
  .min(1, SEARCH_MESSAGES.termRequired)
  .max(SEARCH_LIMITS.termMaxLength, SEARCH_MESSAGES.termTooLong);

/** POST {search base}/search: `{query:{term, filters:{products:[productId]}}}`. */
export const ZSearchRequest = z.object({
  query: z.object({
    term: ZSearchTerm,
    filters: z
      .object({ products: z.array(z.string().max(100)).max(1).optional() })
      .optional()
      .default({}),
  }),
});

/** POST {search base}/search/answer: `{query:{term, filters:{product:productId}}}`. */
export const ZAnswerRequest = z.object({
  query: z.object({
    term: ZSearchTerm,
    filters: z
      .object({ product: z.string().max(100).optional() })
      .optional()
      .default({}),
  }),
});

/** The display metadata each type carries (docs/search.md, Result types). */
export const ZSearchMetadata = z.object({
  /** Trust items: the card's title, the item's explanation. */
  cardTitle: z.string().optional(),
  explanation: z.string().optional(),
  itemUid: z.string().optional(),
  slug: z.string().nullable().optional(),
  /** Documents. */
  fileId: z.string().optional(),
  fileName: z.string().optional(),
  mimeType: z.string().optional(),
  /** Updates. */
  description: z.string().optional(),
  topicId: z.string().optional(),
  /** FAQs: the question is the title. */
  answer: z.string().optional(),
  comment: z.string().nullable().optional(),
  /** Controls. */
  status: z.enum(CONTROL_STATUSES).optional(),
  /** Webpages. */
  url: z.string().optional(),
  kind: z.string().optional(),
});
export type TSearchMetadata = z.infer<typeof ZSearchMetadata>;

/** One search result item (docs/search.md, Result types). */
export const ZSearchResultItem = z.object({
  id: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
  source: z.enum(SEARCH_SOURCES),
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
  original: z.object({
    metadata: ZSearchMetadata,
    /** Matching snippets; `content[0].value` is shown. Matches are wrapped in « ». */
    content: z.array(z.object({ value: z.string() })),
  }),
});
export type TSearchResultItem = z.infer<typeof ZSearchResultItem>;

export const ZSearchResponse = z.object({
  result: z.object({ matches: z.array(ZSearchResultItem) }),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** The AI answer (docs/search.md, Ask AI): the text, null when there is none, and its sources. */
export const ZAnswerResponse = z.object({
  result: z.object({
    answer: z.string().nullable(),
    sources: z.array(ZSearchResultItem),
  }),
  /**
   * The answer signed under the feed's keys (docs/search.md, Signed answers): the compact JWS
   * and the text the portal copies; null when there is no answer.
   */
  signed: z.object({ jws: z.string(), text: z.string() }).nullable(),
});
export type TAnswerResponse = z.infer<typeof ZAnswerResponse>;

/** What the portal page needs to know to offer search and Ask AI. */
export const ZSearchAvailability = z.object({
  aiAccessLevel: z.enum(AI_ACCESS_LEVELS),
  source: z.enum(SEARCH_SOURCES),
  /** The `enableAiOnTrustCenter` setting; without it the fallback search is shown. */
  aiOnTrustCenter: z.boolean(),
});
