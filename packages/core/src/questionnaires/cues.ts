/**
 * What a questionnaire's cells say about their column (docs/questionnaires.md, Importing and
 * exporting files): the words of a header naming a question, an answer, a comment or an id
 * column, the shape of a question's own id, and the look of a question when a sheet has no header.
 */

export type ColumnRole = 'id' | 'question' | 'answer' | 'comment';

/** A header's role and how surely its words name it (3 sure, 1 a guess). */
export interface HeaderCue {
  role: ColumnRole;
  strength: number;
}

/** Lower case, single spaces, without a trailing colon, asterisk or parenthesised aside. */
export function headerWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[*:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ID_HEADER =
  /^(#|no\.?|nr\.?|num\.?|number|id|ref\.?|reference|item|s\/?n|sl\.? ?no\.?|((question|ques|control|requirement|criteria|item|q)\.? ?(id|ref\.?|reference|no\.?|num\.?|number|#)))$/;

/** Each role's words, strongest first; a header is read in the order id, comment, answer, question. */
const CUES: readonly [ColumnRole, number, RegExp][] = [
  [
    'comment',
    3,
    /\b(comments?|notes?|remarks?|explanations?|additional (info|information|details?|context))\b/,
  ],
  [
    'comment',
    2,
    /\b(implementation description|justification|evidence|details|supporting information|elaborat\w*)\b/,
  ],
  ['answer', 3, /\b(answers?|responses?|repl(y|ies)|yes ?\/ ?no( ?\/ ?n\/?a)?)\b/],
  ['answer', 1, /\b(complian(ce|t)|status|selection)\b/],
  ['question', 3, /\bquestions?\b/],
  ['question', 2, /\b(requirements?|quer(y|ies))\b/],
  ['question', 1, /\b(controls?|criteria|criterion|description|topic|statement|specification)\b/],
];

/** The role a header cell names, or null when its words name none (or it is too long for a header). */
export function headerCue(text: string): HeaderCue | null {
  const t = headerWords(text);
  if (t.length === 0 || t.length > 60) return null;
  if (ID_HEADER.test(t)) return { role: 'id', strength: 3 };
  for (const [role, strength, words] of CUES) {
    if (words.test(t)) return { role, strength };
  }
  return null;
}

/** A question's own id: 'IAM-01.1', 'A&A-02.3', 'A.1', '1.2.3', 'Q12', '7'. */
const REF = /^(?:[A-Z][A-Z&]{0,7}[-.]?)?\d{1,4}(?:[.-]\d{1,4})*[a-z]?\.?$/i;

export function isRef(text: string): boolean {
  return text.length <= 24 && REF.test(text.trim());
}

const LEADING_REF = /^((?:[A-Z][A-Z&]{0,7}[-.])?\d{1,4}(?:[.-]\d{1,4})*[a-z]?)[.):]?\s+\S/i;

/** The id a question's text starts with ('1.2 Do you…' → '1.2'), or null. */
export function leadingRef(text: string): string | null {
  const match = LEADING_REF.exec(text.trim());
  return match?.[1] ?? null;
}

const IMPERATIVE =
  /^(describe|explain|provide|list|outline|detail|specify|indicate|confirm|state|identify|please|summari[sz]e|attach|upload|share|give|document|define|demonstrate)\b/i;

/** Whether a cell reads like a question: a longer text asking ('…?') or bidding ('Describe…'). */
export function looksLikeQuestion(text: string): boolean {
  const t = text.trim();
  if (t.length < 12) return false;
  const body = t.replace(LEADING_REF, (whole) => whole.slice(-1));
  return t.endsWith('?') || IMPERATIVE.test(body);
}

/** Whether a lone cell reads like a section's title: short, no question, no sentence. */
export function looksLikeHeading(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 60 || t.includes('?')) return false;
  if (/[.;:,]$/.test(t) || IMPERATIVE.test(t)) return false;
  return t.split(/\s+/).length <= 8;
}

/** Whether a list's values are an answer's (Yes, No, N/A, Partially…), not some other choice. */
export function isAnswerList(values: readonly string[]): boolean {
  return values.some((v) => /^(yes|no|y|n|n\/?a|true|false)$/i.test(v.trim()));
}
