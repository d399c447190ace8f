/**
 * How sure a draft is, and why in words (docs/search.md, How an answer is chosen): from how much
 * of the question its best passage covers and how many sources agree. Pure.
 */
import type { Confidence } from '../questionnaires/workspace.ts';
import { DRAFT_REASONS } from './messages.ts';

export interface Evidence {
  /** The weighted share of the question's content terms the best passage holds (0–1). */
  coverage: number;
  /** Sources cited. */
  sources: number;
}

/** Coverage at which one passage states the answer directly. */
export const DIRECT_COVERAGE = 0.8;

/** The confidence of an answer that cleared the bar, with its reason. */
export function confidenceOf(evidence: Evidence): { confidence: Confidence; reason: string } {
  const { coverage, sources } = evidence;
  if (coverage >= DIRECT_COVERAGE && sources >= 2) {
    return { confidence: 'high', reason: DRAFT_REASONS.highMany.replace('{n}', String(sources)) };
  }
  if (coverage >= DIRECT_COVERAGE) return { confidence: 'high', reason: DRAFT_REASONS.highOne };
  if (coverage >= (DIRECT_COVERAGE + 0.5) / 2) {
    return { confidence: 'medium', reason: DRAFT_REASONS.medium };
  }
  return { confidence: 'low', reason: DRAFT_REASONS.low };
}
