/** The private app's Ask AI settings and knowledge-base gaps (docs/search.md). */
import { z } from 'zod';

/** PUT /api/app/settings/ai: AI on the trust center, and each product's Generative AI switch. */
export const ZAiSettings = z.object({
  enableAiOnTrustCenter: z.boolean(),
  products: z.array(z.object({ productId: z.uuid(), genAiEnabled: z.boolean() })).max(100),
  /**
   * Members receive at once the drafts of their questionnaire's questions answered with high
   * confidence from content they may see; the rest after review (docs/questionnaires.md). Left
   * out, the setting stays as it is.
   */
  instantMemberDrafts: z.boolean().optional(),
});
export type TAiSettings = z.infer<typeof ZAiSettings>;

export const ZAiSettingsAnswer = z.object({
  enableAiOnTrustCenter: z.boolean(),
  instantMemberDrafts: z.boolean(),
  plan: z.string(),
  /** The plan includes the AI feature. */
  planHasAi: z.boolean(),
  /** The answerer in use: the extractive one, or the model the operator configured. */
  answerer: z.object({
    kind: z.enum(['extractive', 'model']),
    model: z.string().nullable(),
    host: z.string().nullable(),
  }),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      genAiEnabled: z.boolean(),
      aiDatastoreSetup: z.boolean(),
    }),
  ),
  /** Documents whose text search holds, of all documents. */
  documents: z.object({ indexed: z.number().int(), total: z.number().int() }),
});
export type TAiSettingsAnswer = z.infer<typeof ZAiSettingsAnswer>;

export const ZUnansweredQuestion = z.object({
  id: z.string(),
  question: z.string(),
  timesAsked: z.number().int(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
});
/** Entries asking nearly the same question and answering it differently. */
export const ZKbConflict = z.object({
  question: z.string(),
  entries: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});
export type TKbConflict = z.infer<typeof ZKbConflict>;
export const ZUnansweredList = z.object({
  questions: z.array(ZUnansweredQuestion),
  conflicts: z.array(ZKbConflict),
});
export type TUnansweredList = z.infer<typeof ZUnansweredList>;
