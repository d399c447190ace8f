/** The questionnaire evaluation's origins and how its questions are written (draft-questions.ts). */

/** The origins the engine is tuned on (with the Ask AI set). */
const TUNED = [
  'sig',
  'audit',
  'privacy',
  'procurement',
  'terse',
  'plain',
  'detailed',
  'framework',
  'email',
  'insurer',
  'clinic',
] as const;
/** The origins held out: only their aggregate figures are read. */
const HELD_OUT = ['caiq', 'hecvat', 'customer', 'typos'] as const;
export const DRAFT_ORIGINS = [...TUNED, ...HELD_OUT] as const;
export type DraftOrigin = (typeof DRAFT_ORIGINS)[number];
export const TUNING_ORIGINS: readonly DraftOrigin[] = TUNED;

export interface DraftQuestion {
  origin: DraftOrigin;
  question: string;
  /** Titles of the acceptable sources; empty when the demo does not answer it. */
  sources: string[];
}

type Pair = [string, string[]];
export const q = (question: string, ...sources: string[]): Pair => [question, sources];
export const n = (question: string): Pair => [question, []];
export const of = (origin: DraftOrigin, pairs: Pair[]): DraftQuestion[] =>
  pairs.map(([question, sources]) => ({ origin, question, sources }));
