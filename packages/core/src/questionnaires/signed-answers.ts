/**
 * Answers a buyer can keep (docs/questionnaires.md, Signed answers): an exported questionnaire
 * and an Ask AI answer carry a JWS under the feed's keys over what they say. Here: the signed
 * payload and its canonical bytes, the text a copied answer is, and what a verification
 * compares (the answer cells read again, the sources' digests now) and says.
 */
import { z } from 'zod';
import { canonicalJson } from '../rules/transparency-log.ts';
import { SIGNED_TEXTS } from './signed-texts.ts';
import { DRAFT_SOURCE_TYPES, QUESTIONNAIRE_FORMATS } from './workspace.ts';

/** The JWS header's `typ` of signed answers (the feed's own signature is `JOSE`). */
export const SIGNED_ANSWERS_TYP = 'trustfront-answers+jws';

export const SIGNED_KINDS = ['questionnaire', 'answer'] as const;

/** A source the answer cites: its title and the SHA-256 of its content when signed. */
export const ZSignedSource = z.object({
  type: z.enum(DRAFT_SOURCE_TYPES),
  id: z.string(),
  title: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TSignedSource = z.infer<typeof ZSignedSource>;

/** A cell of the exported file the answer was written into, with its text as written. */
export const ZSignedCell = z.object({
  sheet: z.string(),
  row: z.number().int().positive(),
  column: z.string().regex(/^[A-Z]{1,3}$/),
  text: z.string(),
});
export type TSignedCell = z.infer<typeof ZSignedCell>;

export const ZSignedAnswer = z.object({
  question: z.string(),
  ref: z.string().nullable(),
  answer: z.string().nullable(),
  comment: z.string().nullable(),
  /** Where an exported file holds it (none for an Ask AI answer). */
  cells: z.array(ZSignedCell),
  sources: z.array(ZSignedSource),
});
export type TSignedAnswer = z.infer<typeof ZSignedAnswer>;

/** What is signed: the answers, their sources, the content revision, the organisation, the time. */
export const ZSignedAnswers = z.object({
  v: z.literal(1),
  kind: z.enum(SIGNED_KINDS),
  org: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  issuedAt: z.iso.datetime(),
  revision: z.number().int(),
  file: z.object({ name: z.string(), format: z.enum(QUESTIONNAIRE_FORMATS) }).nullable(),
  answers: z.array(ZSignedAnswer),
});
export type TSignedAnswers = z.infer<typeof ZSignedAnswers>;

/** The bytes the JWS signs: the payload's canonical JSON in UTF-8. */
export const signedAnswersBytes = (payload: TSignedAnswers): Uint8Array =>
  new TextEncoder().encode(canonicalJson(payload));

/** The text a source's digest is taken of: its title and body, canonical. */
export const sourceDigestText = (title: string, body: string): string =>
  canonicalJson({ body, title });

export const SIGNED_ANSWER_BEGIN = '-----BEGIN TRUSTFRONT SIGNED ANSWER-----';
export const SIGNED_ANSWER_END = '-----END TRUSTFRONT SIGNED ANSWER-----';
/** A CSV file's signature: its last line, one field, after every question. */
export const CSV_SIGNATURE_PREFIX = '#trustfront-signature:';

/** What a copied answer says above its signature. */
function answerHead(payload: TSignedAnswers): string {
  const [first] = payload.answers;
  if (!first) return '';
  const titles = [...new Set(first.sources.map((s) => s.title))];
  return [
    first.question,
    first.answer ?? '',
    ...(titles.length > 0 ? [`${SIGNED_TEXTS.sourcesLine} ${titles.join('; ')}`] : []),
    `${payload.org.name}, ${payload.issuedAt}`,
  ].join('\n\n');
}

/** A signed Ask AI answer as the buyer copies it: readable text, then the JWS. */
export function signedAnswerText(payload: TSignedAnswers, jws: string): string {
  const lines = jws.match(/.{1,64}/g) ?? [];
  return `${answerHead(payload)}\n\n${SIGNED_ANSWER_BEGIN}\n${lines.join('\n')}\n${SIGNED_ANSWER_END}\n`;
}

/** A pasted text's JWS and what it says above it (null: no JWS found). */
export function readSignedAnswerText(text: string): { jws: string; head: string } | null {
  const begin = text.indexOf(SIGNED_ANSWER_BEGIN);
  if (begin < 0) {
    const bare = text.replace(/\s+/g, '');
    return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(bare) ? { jws: bare, head: '' } : null;
  }
  const end = text.indexOf(SIGNED_ANSWER_END, begin);
  if (end < 0) return null;
  const jws = text.slice(begin + SIGNED_ANSWER_BEGIN.length, end).replace(/\s+/g, '');
  return { jws, head: text.slice(0, begin) };
}

const normal = (text: string) => text.replace(/\r\n?/g, '\n').trim();
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the text above a pasted signature is the signed one (none pasted: nothing to compare). */
export const answerTextMatches = (payload: TSignedAnswers, head: string): boolean =>
  squeezed(head) === '' || squeezed(head) === squeezed(answerHead(payload));

export const VERIFY_FAILURES = [
  'no_signature',
  'malformed',
  'unknown_key',
  'bad_signature',
  'other_organisation',
  'cell_changed',
  'answer_text_changed',
] as const;
export type VerifyFailureCode = (typeof VERIFY_FAILURES)[number];

export const SOURCE_STATUSES = ['unchanged', 'changed', 'removed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const ZSignedFailure = z.object({
  code: z.enum(VERIFY_FAILURES),
  message: z.string(),
  /** The cell ('Security!C7') whose text is not the signed one. */
  at: z.string().nullable(),
});
export type TSignedFailure = z.infer<typeof ZSignedFailure>;

/** POST {base}/verify/signed: what the signature says, and what fails. */
export const ZSignedVerification = z.object({
  valid: z.boolean(),
  failures: z.array(ZSignedFailure),
  /** What the signature vouches for; null when it is missing or does not verify. */
  signed: z
    .object({
      kind: z.enum(SIGNED_KINDS),
      organisation: z.string(),
      issuedAt: z.string(),
      revision: z.number().int(),
      fileName: z.string().nullable(),
      answers: z.number().int(),
      /** An Ask AI answer's question and answer, as signed. */
      question: z.string().nullable(),
      answer: z.string().nullable(),
    })
    .nullable(),
  sources: z.array(
    z.object({
      type: z.enum(DRAFT_SOURCE_TYPES),
      title: z.string(),
      status: z.enum(SOURCE_STATUSES),
    }),
  ),
});
export type TSignedVerification = z.infer<typeof ZSignedVerification>;

export const ZSignedTextRequest = z.object({
  text: z.string().trim().min(1, 'Paste a signed answer').max(100_000),
});

/** The failure of a code, with its words. */
export function signedFailure(code: Exclude<VerifyFailureCode, 'cell_changed'>): TSignedFailure {
  return { code, message: SIGNED_TEXTS.failures[code], at: null };
}

/** A cell's reference as a spreadsheet names it: 'Security!C7'. */
export const cellRef = (cell: Pick<TSignedCell, 'sheet' | 'row' | 'column'>): string =>
  `${cell.sheet}!${cell.column}${cell.row}`;

/**
 * The signed cells whose text the file no longer holds (`read` answers a cell's text now, null
 * where the file has no such sheet), compared without surrounding space and line-ending style.
 */
export function changedCells(
  answers: readonly TSignedAnswer[],
  read: (cell: TSignedCell) => string | null,
): TSignedFailure[] {
  return answers.flatMap((a) =>
    a.cells.flatMap((cell) => {
      const now = read(cell);
      if (now !== null && normal(now) === normal(cell.text)) return [];
      const at = cellRef(cell);
      return [
        { code: 'cell_changed' as const, message: SIGNED_TEXTS.failures.cell_changed(at), at },
      ];
    }),
  );
}

/** The `type:id` a source is known by. */
export const sourceKey = (s: Pick<TSignedSource, 'type' | 'id'>): string => `${s.type}:${s.id}`;

/**
 * Each distinct source of the answers, in order, with whether its content changed since it was
 * signed: `now` holds the current digest by `sourceKey`, absent for one no longer published.
 * Only the status is told: never the content.
 */
export function sourceChanges(
  answers: readonly TSignedAnswer[],
  now: ReadonlyMap<string, string>,
): TSignedVerification['sources'] {
  const seen = new Set<string>();
  const out: TSignedVerification['sources'] = [];
  for (const s of answers.flatMap((a) => a.sources)) {
    const key = sourceKey(s);
    if (seen.has(key)) continue;
    seen.add(key);
    const digest = now.get(key);
    const status = digest === undefined ? 'removed' : digest === s.sha256 ? 'unchanged' : 'changed';
    out.push({ type: s.type, title: s.title, status });
  }
  return out;
}

/** What a verified payload vouches for, as the verification tells it. */
export function signedSummary(payload: TSignedAnswers): NonNullable<TSignedVerification['signed']> {
  const single = payload.kind === 'answer' ? (payload.answers[0] ?? null) : null;
  return {
    kind: payload.kind,
    organisation: payload.org.name,
    issuedAt: payload.issuedAt,
    revision: payload.revision,
    fileName: payload.file?.name ?? null,
    answers: payload.answers.length,
    question: single?.question ?? null,
    answer: single?.answer ?? null,
  };
}
