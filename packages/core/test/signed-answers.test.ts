import { describe, expect, it } from 'vitest';
import {
  SIGNED_ANSWER_BEGIN,
  SIGNED_ANSWER_END,
  SIGNED_TEXTS,
  ZSignedAnswers,
  answerTextMatches,
  changedCells,
  readSignedAnswerText,
  signedAnswerText,
  signedAnswersBytes,
  signedSummary,
  sourceChanges,
  sourceDigestText,
  type TSignedAnswer,
  type TSignedAnswers,
} from '../src/index.ts';

const digest = (c: string) => c.repeat(64);
const payload: TSignedAnswers = {
  v: 1,
  kind: 'answer',
  org: { id: 'org-1', slug: 'acme', name: 'Acme' },
  issuedAt: '2026-12-07T10:00:00.000Z',
  revision: 7,
  file: null,
  answers: [
    {
      question: 'Do you encrypt backups?',
      ref: null,
      answer: 'Yes, with AES-256.',
      comment: null,
      cells: [],
      sources: [
        { type: 'knowledge_base', id: 'kb-1', title: 'Backups', sha256: digest('a') },
        { type: 'document', id: 'doc-1', title: 'SOC 2 report', sha256: digest('b') },
      ],
    },
  ],
};

describe('the signed payload', () => {
  it('is the same bytes whatever order its keys were made in', () => {
    const reordered = JSON.parse(JSON.stringify({ ...payload, v: 1 })) as TSignedAnswers;
    const shuffled = Object.fromEntries(Object.entries(reordered).reverse()) as TSignedAnswers;
    expect(signedAnswersBytes(shuffled)).toEqual(signedAnswersBytes(payload));
    const text = new TextDecoder().decode(signedAnswersBytes(payload));
    expect(text.startsWith('{"answers":[{"answer":"Yes, with AES-256."')).toBe(true);
    expect(text).not.toContain(' "');
    expect(ZSignedAnswers.parse(JSON.parse(text))).toEqual(payload);
  });

  it("digests a source's title and body, not one without the other", () => {
    expect(sourceDigestText('T', 'body')).toBe('{"body":"body","title":"T"}');
    expect(sourceDigestText('T', 'body')).not.toBe(sourceDigestText('Tb', 'ody'));
  });
});

describe('a copied answer', () => {
  const jws = `${'h'.repeat(30)}.${'p'.repeat(100)}.${'s'.repeat(86)}`;
  const text = signedAnswerText(payload, jws);

  it('reads as the question, answer, sources and signature, and gives back its JWS', () => {
    expect(text).toContain(
      'Do you encrypt backups?\n\nYes, with AES-256.\n\nSources: Backups; SOC 2 report',
    );
    expect(text).toContain(`${SIGNED_ANSWER_BEGIN}\n`);
    expect(text.trim().endsWith(SIGNED_ANSWER_END)).toBe(true);
    expect(text.split('\n').every((line) => line.length <= 64 || !line.includes('.'))).toBe(true);
    const read = readSignedAnswerText(`  ${text}  `);
    expect(read?.jws).toBe(jws);
    expect(answerTextMatches(payload, read?.head ?? 'x')).toBe(true);
  });

  it('tells an edited answer; a bare JWS has nothing to compare', () => {
    const read = readSignedAnswerText(text.replace('AES-256', 'AES-128'));
    expect(read && answerTextMatches(payload, read.head)).toBe(false);
    // Spacing and line wrapping do not count.
    const rewrapped = readSignedAnswerText(text.replace('\n\nYes,', '\r\n\r\n  Yes,'));
    expect(rewrapped && answerTextMatches(payload, rewrapped.head)).toBe(true);
    expect(readSignedAnswerText(jws)).toEqual({ jws, head: '' });
    expect(readSignedAnswerText('no signature here')).toBeNull();
    expect(readSignedAnswerText(`${SIGNED_ANSWER_BEGIN}\n${jws}`)).toBeNull();
  });
});

describe('what a verification compares', () => {
  const answers = [
    {
      ...(payload.answers[0] as TSignedAnswer),
      cells: [
        { sheet: 'Security', row: 7, column: 'C', text: 'Yes' },
        { sheet: 'Security', row: 7, column: 'D', text: 'Line one\nline two' },
      ],
    },
  ];

  it('names each cell whose text is not the signed one', () => {
    const same = changedCells(answers, (c) =>
      c.column === 'C' ? ' Yes ' : 'Line one\r\nline two',
    );
    expect(same).toEqual([]);
    const edited = changedCells(answers, (c) => (c.column === 'C' ? 'No' : 'Line one\nline two'));
    expect(edited).toEqual([
      {
        code: 'cell_changed',
        at: 'Security!C7',
        message: SIGNED_TEXTS.failures.cell_changed('Security!C7'),
      },
    ]);
    expect(changedCells(answers, () => null).map((f) => f.at)).toEqual([
      'Security!C7',
      'Security!D7',
    ]);
  });

  it('tells each source once: unchanged, changed or removed, and nothing of its content', () => {
    const twice = [...answers, { ...(answers[0] as TSignedAnswer), question: 'Again' }];
    const now = new Map([
      ['knowledge_base:kb-1', digest('a')],
      ['document:doc-1', digest('c')],
    ]);
    expect(sourceChanges(twice, now)).toEqual([
      { type: 'knowledge_base', title: 'Backups', status: 'unchanged' },
      { type: 'document', title: 'SOC 2 report', status: 'changed' },
    ]);
    expect(sourceChanges(answers, new Map()).map((s) => s.status)).toEqual(['removed', 'removed']);
  });

  it('sums up an answer with its question; a questionnaire with its file and count', () => {
    expect(signedSummary(payload)).toEqual({
      kind: 'answer',
      organisation: 'Acme',
      issuedAt: payload.issuedAt,
      revision: 7,
      fileName: null,
      answers: 1,
      question: 'Do you encrypt backups?',
      answer: 'Yes, with AES-256.',
    });
    const file = {
      ...payload,
      kind: 'questionnaire' as const,
      file: { name: 'a.xlsx', format: 'xlsx' as const },
    };
    expect(signedSummary(file)).toMatchObject({ fileName: 'a.xlsx', question: null, answer: null });
  });
});
