/** The portal's knowledge base list: GET {base}/knowledge-base (docs/search.md, Knowledge base). */
import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { ZKnowledgeBaseEntry } from './portal-view.ts';

/** Largest page a caller may ask for. */
export const KNOWLEDGE_BASE_MAX_PAGE_SIZE = 100;

export const ZKnowledgeBaseQuery = z.object({
  /** 1-based page number. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(KNOWLEDGE_BASE_MAX_PAGE_SIZE)
    .default(LIMITS.knowledgeBasePageSize),
  /** Text matched against question and answer; empty lists everything. */
  q: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  /** The product whose entries to list; absent means the portal's default product. */
  productId: z.uuid().optional(),
});

export const ZKnowledgeBaseResponse = z.object({
  entries: z.array(ZKnowledgeBaseEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TKnowledgeBaseResponse = z.infer<typeof ZKnowledgeBaseResponse>;
