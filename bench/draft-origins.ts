/** The questionnaire evaluation's origins and how its questions are written (draft-questions.ts). */
export const DRAFT_ORIGINS = [
  'sig',
  'audit',
  'privacy',
  'procurement',
  'terse',
  'plain',
  'detailed',
  'framework',
  'email',
  'caiq',
  'hecvat',
  'customer',
  'typos',
] as const;
export type DraftOrigin = (typeof DRAFT_ORIGINS)[number];
/** The origins the engine is tuned on (with the Ask AI set); the others are held out. */
export const TUNING_ORIGINS: readonly DraftOrigin[] = [
  'sig',
  'audit',
  'privacy',
  'procurement',
  'terse',
  'plain',
  'detailed',
  'framework',
  'email',
];

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
