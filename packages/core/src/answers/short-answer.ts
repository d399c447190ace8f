/**
 * A draft's short answer (docs/search.md, How an answer is chosen): what form the question asks
 * for (a yes or no, one value of the answer column's list, or text) and the value the evidence
 * decides. Pure.
 */

/** What a question asks for: a yes or no, a value of the column's list, or words. */
export type QuestionForm = 'yes_no' | 'text';

/** Verbs a closed question begins with ('Is…', 'Do you…', 'Has…', 'Can…'). */
const CLOSED_OPENINGS =
  /^(is|are|am|was|were|do|does|did|has|have|had|can|could|will|would|shall|should|may|must)\b/i;

/** A question that says it wants a yes or no ('(Y/N)', 'Yes/No', 'Confirm whether…'). */
const YES_NO_MARKS =
  /\by\s*\/\s*n\b|\byes\s*\/\s*no\b|\byes or no\b|^(confirm|indicate|state) (whether|if)\b/i;

/**
 * The form of a question: closed when one of its sentences begins with a verb (or it says it wants
 * a yes or no), else text. A leading reference ('IAM-01.2', '3.1') and bullets are skipped.
 */
export function questionForm(question: string): QuestionForm {
  const sentences = question
    .split(/(?<=[.?!])\s+|\n+/)
    .map((s) => s.replace(/^[\s\p{P}\p{N}A-Z]*?(?=[A-Za-z]{2})/u, '').trim());
  if (YES_NO_MARKS.test(question)) return 'yes_no';
  const first = sentences.find((s) => /\?$/.test(s)) ?? sentences[0] ?? '';
  return CLOSED_OPENINGS.test(first.replace(/^[^A-Za-z]+/, '')) ? 'yes_no' : 'text';
}

/** Words that say a statement denies what it names ('We do not store…', 'never', 'no longer'). */
const DENIAL =
  /\b(do|does|did|is|are|was|were|has|have|can|will)\s+not\b|\b(don't|doesn't|isn't|aren't|cannot|can't|won't|never|no longer|not offered|not supported|not available)\b/i;
const NOT_APPLICABLE = /\bnot applicable\b|\bn\/a\b/i;
/** Words of what is not yet so ('will be able', 'planned', 'in progress'): they decide nothing. */
const NOT_YET =
  /\b(will be|planned|plan to|in progress|preparing|evaluating|under way|not yet|roadmap)\b/i;
/** An answer that opens with its verdict ('Yes.', 'No, …'). */
const OPENING = /^\s*(yes|no)\b/i;

export type Verdict = 'yes' | 'no' | 'na' | 'undecided';

/**
 * What a closed question's best evidence says: the verdict it opens with ('Yes.', 'No.'), else
 * yes unless it denies, calls it not applicable, or speaks of what is not yet so (undecided).
 */
export function verdictOf(evidence: string): Verdict {
  const opening = OPENING.exec(evidence)?.[1]?.toLowerCase();
  if (opening) return opening === 'yes' ? 'yes' : 'no';
  if (NOT_APPLICABLE.test(evidence)) return 'na';
  if (NOT_YET.test(evidence)) return 'undecided';
  return DENIAL.test(evidence) ? 'no' : 'yes';
}

const NAMINGS: Record<Exclude<Verdict, 'undecided'>, RegExp> = {
  yes: /^(y|yes|true|compliant|implemented|in place)\b/i,
  no: /^(n|no|false|non-compliant|not compliant|not implemented)\b/i,
  na: /^(n\/a|na|not applicable)\b/i,
};
const WORDS: Record<Exclude<Verdict, 'undecided'>, string> = { yes: 'Yes', no: 'No', na: 'N/A' };

/**
 * The short answer to a closed question from its verdict: the answer column's value that names it
 * when the column offers a list, else 'Yes', 'No' or 'N/A'; null when the evidence does not
 * decide it or the list names none of them.
 */
export function closedAnswer(verdict: Verdict, options: readonly string[] | null): string | null {
  if (verdict === 'undecided') return null;
  if (!options || options.length === 0) return WORDS[verdict];
  return options.find((o) => NAMINGS[verdict].test(o.trim())) ?? null;
}
