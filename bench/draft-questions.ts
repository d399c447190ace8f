/**
 * The questionnaire evaluation (docs/search.md, Figures): questions in the wording questionnaires
 * use, written for this project in several styles (origins): a standard vendor questionnaire's
 * numbered yes/no questions ('sig'), the styles of bench/draft-questions-tuning.ts and those of
 * bench/draft-questions-fresh.ts, which the engine is tuned on with the Ask AI set ('team',
 * bench/answer-questions.ts); a cloud controls
 * matrix's terse control questions ('caiq'), a higher education assessment's 'Does the vendor…'
 * questions ('hecvat'), customers' own e-mails and spreadsheets ('customer') and hurried typing
 * with slips and abbreviations ('typos'), held out and never looked at one by one while tuning.
 * Each names the titles of the demo's sources that answer it, or none when the demo lacks the
 * topic.
 */
import { CAIQ, HECVAT, SIG } from './draft-questions-formal.ts';
import { CLINIC, INSURER } from './draft-questions-fresh.ts';
import { CUSTOMER, TYPOS } from './draft-questions-informal.ts';
import {
  AUDIT,
  DETAILED,
  EMAIL,
  FRAMEWORK,
  PLAIN,
  PRIVACY,
  PROCUREMENT,
  TERSE,
} from './draft-questions-tuning.ts';
import type { DraftQuestion } from './draft-origins.ts';

export {
  DRAFT_ORIGINS,
  TUNING_ORIGINS,
  type DraftOrigin,
  type DraftQuestion,
} from './draft-origins.ts';

/** Every question of the evaluation, the Ask AI set aside. */
export const DRAFT_QUESTIONS: DraftQuestion[] = [
  ...SIG,
  ...AUDIT,
  ...PRIVACY,
  ...PROCUREMENT,
  ...TERSE,
  ...PLAIN,
  ...DETAILED,
  ...FRAMEWORK,
  ...EMAIL,
  ...INSURER,
  ...CLINIC,
  ...CAIQ,
  ...HECVAT,
  ...CUSTOMER,
  ...TYPOS,
];
