/**
 * Finding a questionnaire's table in a sheet (docs/questionnaires.md, Importing and exporting
 * files), over sheets shaped as customers send them: a header below cover text, sections merged
 * across or standing alone, ids of several shapes, an answer list, and sheets without a header or
 * without questions at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDED_COLUMN_TITLES,
  addedColumnTitles,
  columnIndex,
  columnLetter,
  detectSheet,
  headerCue,
  isRef,
  leadingRef,
  looksLikeQuestion,
  unmappedSheet,
  type CellRange,
  type SheetGrid,
} from '../src/index.ts';

const grid = (
  cells: string[][],
  extra: { merges?: CellRange[]; lists?: Record<string, string[]>; bounded?: boolean } = {},
): SheetGrid => ({
  name: 'Sheet',
  cells,
  merges: extra.merges ?? [],
  lists: extra.lists ?? {},
  bounded: extra.bounded,
});

const YES_NO = ['Yes', 'No', 'NA'];

describe('a sheet with a header', () => {
  it('finds a controls matrix: header under a title, the answer list, the description as comment', () => {
    const sheet = grid(
      [
        ['Consensus Assessments Initiative Questionnaire v4.0.3'],
        ['', '', '', 'Filled in by the provider'],
        [
          'Question ID',
          'Question',
          'CSP CAIQ Answer',
          'SSRM Control Ownership',
          'CSP Implementation Description (Optional/Recommended)',
          'CSC Responsibilities (Optional/Recommended)',
        ],
        ['A&A-01.1', 'Are audit and assurance policies established?', '', '', '', ''],
        ['A&A-01.2', 'Are audit and assurance policies reviewed annually?'],
        ['AIS-01.1', 'Are application security policies established?'],
      ],
      { lists: { C: YES_NO, D: ['CSP-owned', 'CSC-owned', 'Shared'] } },
    );
    const { mapping, questions } = detectSheet(sheet);
    expect(mapping).toEqual({
      name: 'Sheet',
      headerRow: 3,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'E',
      answerOptions: YES_NO,
      questions: 3,
    });
    expect(questions.map((q) => q.ref)).toEqual(['A&A-01.1', 'A&A-01.2', 'AIS-01.1']);
  });

  it('reads "Yes/No/NA", "Requirement", "#" and "Explanation", sections standing alone', () => {
    const sheet = grid([
      ['#', 'Requirement', 'Yes/No/NA', 'Explanation'],
      ['', 'Governance'],
      ['1.1', 'A security policy is approved by management.'],
      ['1.2', 'The policy is reviewed yearly.'],
      ['', 'Operations'],
      ['2.1', 'Backups are tested quarterly.'],
    ]);
    const { mapping, questions } = detectSheet(sheet);
    expect(mapping).toMatchObject({
      headerRow: 1,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'D',
    });
    expect(questions.map((q) => [q.row, q.ref, q.section])).toEqual([
      [3, '1.1', 'Governance'],
      [4, '1.2', 'Governance'],
      [6, '2.1', 'Operations'],
    ]);
  });

  it('prefers "Control Question" to "Control", finds "Ques Num", "Response" and "Additional Information"', () => {
    const sheet = grid([
      ['Ques Num', 'Control', 'Control Question', 'Response', 'Additional Information'],
      ['IAM-01', 'Access policy', 'Is there an access control policy?', '', ''],
      ['IAM-02', 'Reviews', 'Are access rights reviewed?', '', ''],
    ]);
    expect(detectSheet(sheet).mapping).toMatchObject({
      idColumn: 'A',
      questionColumn: 'C',
      answerColumn: 'D',
      commentColumn: 'E',
      questions: 2,
    });
  });

  it('takes a section merged across the table, skips a repeated header, and finds ids without an id header', () => {
    const sheet = grid(
      [
        ['', 'Question Text', 'Vendor Response', 'Notes'],
        ['Access Control', '', '', ''],
        ['A.1', 'Is MFA enforced for all staff?', '', ''],
        ['A.2', 'Are leavers removed within a day?', '', ''],
        ['', 'Question Text', 'Vendor Response', 'Notes'],
        ['Encryption', '', '', ''],
        ['B.1', 'Is data encrypted in transit?', '', ''],
      ],
      {
        merges: [
          { top: 2, left: 1, bottom: 2, right: 4 },
          { top: 6, left: 1, bottom: 6, right: 4 },
        ],
      },
    );
    const { mapping, questions } = detectSheet(sheet);
    expect(mapping).toMatchObject({
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'D',
    });
    expect(questions.map((q) => [q.row, q.ref, q.section])).toEqual([
      [3, 'A.1', 'Access Control'],
      [4, 'A.2', 'Access Control'],
      [7, 'B.1', 'Encryption'],
    ]);
  });

  it('takes a column offering Yes/No as the answer when no header names one', () => {
    const sheet = grid(
      [
        ['ID', 'Question', '', 'Comments'],
        ['1', 'Do you have a SOC 2 report?', '', ''],
        ['2', 'Do you have an ISO 27001 certificate?', '', ''],
      ],
      { lists: { C: ['Yes', 'No', 'Partially'] } },
    );
    expect(detectSheet(sheet).mapping).toMatchObject({
      answerColumn: 'C',
      commentColumn: 'D',
      answerOptions: ['Yes', 'No', 'Partially'],
    });
  });

  it('keeps a list of short statements as questions, not as sections', () => {
    const sheet = grid([
      ['Requirement', 'Response'],
      ['Encryption at rest'],
      ['Encryption in transit'],
      ['Single sign-on'],
    ]);
    expect(detectSheet(sheet).questions.map((q) => q.text)).toEqual([
      'Encryption at rest',
      'Encryption in transit',
      'Single sign-on',
    ]);
  });
});

describe('a sheet without a header', () => {
  it('finds the questions by what they say, their ids from their text, headings as sections', () => {
    const sheet = grid(
      [
        ['Supplier questionnaire'],
        [''],
        ['Security'],
        ['1.1 Do you encrypt laptops?', ''],
        ['1.2 Describe your patching process.', ''],
        ['Privacy'],
        ['2.1 Where is personal data stored?', ''],
      ],
      { lists: { B: ['Yes', 'No'] } },
    );
    const { mapping, questions } = detectSheet(sheet);
    expect(mapping).toEqual({
      name: 'Sheet',
      headerRow: 2,
      idColumn: null,
      questionColumn: 'A',
      answerColumn: 'B',
      commentColumn: 'C',
      answerOptions: ['Yes', 'No'],
      questions: 3,
    });
    expect(questions.map((q) => [q.row, q.ref, q.section])).toEqual([
      [4, '1.1', 'Security'],
      [5, '1.2', 'Security'],
      [7, '2.1', 'Privacy'],
    ]);
  });

  it("places the answer in a table's next column and no comment beyond the table", () => {
    const sheet = grid(
      [
        ['Is there a business continuity plan?', ''],
        ['How often is it tested?', ''],
      ],
      { bounded: true },
    );
    expect(detectSheet(sheet).mapping).toMatchObject({
      headerRow: null,
      questionColumn: 'A',
      answerColumn: 'B',
      commentColumn: null,
      questions: 2,
    });
  });

  it('adds the answer and comment columns beside a header that names neither', () => {
    const sheet = grid([
      ['Ref', 'Question', '', 'Owner'],
      ['1', 'Is there a business continuity plan?', '', 'IT'],
      ['2', 'How often is it tested?', '', 'IT'],
    ]);
    const { mapping } = detectSheet(sheet);
    expect(mapping).toMatchObject({
      headerRow: 1,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'E',
      questions: 2,
    });
    expect(addedColumnTitles(sheet, mapping, new Set(['C', 'E']))).toEqual([
      { row: 1, column: 'C', text: ADDED_COLUMN_TITLES.answer },
      { row: 1, column: 'E', text: ADDED_COLUMN_TITLES.comment },
    ]);
    // A column nothing is written into, or whose header cell holds a title, is left alone.
    expect(addedColumnTitles(sheet, { ...mapping, commentColumn: 'D' }, new Set(['D']))).toEqual(
      [],
    );
    expect(addedColumnTitles(sheet, { ...mapping, headerRow: null }, new Set(['C']))).toEqual([]);
    // A Word table keeps the columns it has.
    const table = grid(
      [
        ['Question', 'Owner'],
        ['Is there a business continuity plan?', 'IT'],
        ['How often is it tested?', 'IT'],
      ],
      { bounded: true },
    );
    expect(detectSheet(table).mapping).toMatchObject({ answerColumn: null, commentColumn: null });
  });

  it("reads a lone 'Question' header over terse questions, a run of short statements being questions", () => {
    const sheet = grid([
      ['Question'],
      ['Network security'],
      ['Is traffic between services encrypted?'],
      ['Do you run a web application firewall?'],
      ['Are firewall rules reviewed?'],
      ['TLS min version'],
      ['RTO / RPO'],
      ['Is MFA enforced for administrators?'],
      ['Are backups tested?'],
      ['r backups encrypted + offsite'],
      ['Do you hold a FedRAMP authorization?'],
      ['Log retention period'],
    ]);
    const { mapping, questions } = detectSheet(sheet);
    expect(mapping).toMatchObject({ headerRow: 1, questionColumn: 'A', answerColumn: 'B' });
    expect(questions.map((q) => q.section)).toEqual(Array(10).fill('Network security'));
    expect(questions.map((q) => q.text)).toEqual(sheet.cells.slice(2).map((row) => row[0]));
  });

  it('maps a cover or instructions sheet to nulls and no questions', () => {
    for (const cells of [
      [['Security questionnaire'], ['Questions? Write to security@example.com'], ['Version 3']],
      [
        ['Instructions'],
        ['Answer each question on the next sheet.'],
        ['Use the comments column for detail.'],
      ],
      [],
      [['Answer', 'Comments']],
    ]) {
      expect(detectSheet(grid(cells)).mapping).toEqual(unmappedSheet('Sheet'));
    }
  });
});

describe('cues', () => {
  it.each([
    ['Question', 'question'],
    ['Control Question', 'question'],
    ['Consensus Assessment Question', 'question'],
    ['Requirement', 'question'],
    ['Answer', 'answer'],
    ['Vendor Response', 'answer'],
    ['Yes/No/NA', 'answer'],
    ['CSP Implementation Description', 'comment'],
    ['Comments', 'comment'],
    ['Additional Information', 'comment'],
    ['Question ID', 'id'],
    ['Ref', 'id'],
    ['#', 'id'],
    ['Vendor name', null],
  ])('%s names %s', (header, role) => {
    expect(headerCue(header)?.role ?? null).toBe(role);
  });

  it('tells ids, leading ids and questions', () => {
    expect(['IAM-01.1', 'A&A-01.1', 'A.1', '1.2.3', 'Q12', '7'].every(isRef)).toBe(true);
    expect(['Governance', 'Do you?', ''].some(isRef)).toBe(false);
    expect(leadingRef('1.2 Do you log?')).toBe('1.2');
    expect(leadingRef('A.1) Describe it')).toBe('A.1');
    expect(leadingRef('2024 was a good year')).toBe('2024');
    expect(leadingRef('Do you log?')).toBeNull();
    expect(looksLikeQuestion('Describe your backup policy')).toBe(true);
    expect(looksLikeQuestion('3.1 Describe your backup policy')).toBe(true);
    expect(looksLikeQuestion('Why?')).toBe(false);
  });

  it('names columns by letters and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18_277 }), (i) => columnIndex(columnLetter(i)) === i),
    );
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});

const SYNONYMS = {
  id: ['ID', 'Question ID', 'Ref', '#', 'No.'],
  question: [
    'Question',
    'Control Question',
    'Question Text',
    'Requirement',
    'Consensus Assessment Question',
  ],
  answer: ['Answer', 'Response', 'Vendor Response', 'Yes/No/NA'],
  comment: [
    'Comments',
    'Notes',
    'Additional Information',
    'Explanation',
    'CSP Implementation Description',
  ],
};
const COVER = ['Vendor assessment', 'Company name:', 'Date', 'Version 2.1', 'Confidential', ''];

describe('any header, anywhere', () => {
  it('is found with its columns in any order, below any cover text', () => {
    const shape = fc.record({
      cover: fc.array(fc.array(fc.constantFrom(...COVER), { maxLength: 3 }), { maxLength: 12 }),
      names: fc.record({
        id: fc.option(fc.constantFrom(...SYNONYMS.id), { nil: null }),
        question: fc.constantFrom(...SYNONYMS.question),
        answer: fc.constantFrom(...SYNONYMS.answer),
        comment: fc.option(fc.constantFrom(...SYNONYMS.comment), { nil: null }),
      }),
      order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }),
      count: fc.integer({ min: 1, max: 25 }),
    });
    fc.assert(
      fc.property(shape, ({ cover, names, order, count }) => {
        const roles = (['id', 'question', 'answer', 'comment'] as const).filter(
          (r) => names[r] !== null,
        );
        const at = (i: number) => order[i] ?? i;
        const header: string[] = Array.from({ length: 6 }, () => '');
        roles.forEach((role, i) => (header[at(i)] = names[role] ?? ''));
        header[at(5)] = 'Owner';
        const rows = Array.from({ length: count }, (_, n) => {
          const row: string[] = Array.from({ length: 6 }, () => '');
          if (names.id !== null) row[at(roles.indexOf('id'))] = `C-${n + 1}`;
          row[at(roles.indexOf('question'))] = `Is control number ${n + 1} in place?`;
          return row;
        });
        const { mapping, questions } = detectSheet(grid([...cover, header, ...rows]));
        const letter = (role: (typeof roles)[number]) =>
          roles.includes(role) ? columnLetter(at(roles.indexOf(role))) : null;
        expect(mapping).toMatchObject({
          headerRow: cover.length + 1,
          questionColumn: letter('question'),
          answerColumn: letter('answer'),
          commentColumn: letter('comment'),
          questions: count,
        });
        if (names.id !== null) expect(mapping.idColumn).toBe(letter('id'));
        expect(questions.map((q) => q.row)).toEqual(rows.map((_, n) => cover.length + 2 + n));
      }),
      { numRuns: 200 },
    );
  });
});

describe('any sheet at all', () => {
  it('maps without throwing: questions below the header, in order, each with text', () => {
    const text = fc.oneof(
      fc.constantFrom('', '', '', 'Question', 'Answer', 'Comments', 'ID', 'Yes', 'A.1', 'Security'),
      fc.constantFrom('Do you encrypt data at rest?', 'Describe your SDLC.', '1.2 Is MFA on?'),
      fc.string({ maxLength: 30 }),
    );
    const sheet = fc.record({
      cells: fc.array(fc.array(text, { maxLength: 6 }), { maxLength: 30 }),
      merged: fc.array(fc.record({ top: fc.nat(30), left: fc.nat(5), width: fc.nat(4) }), {
        maxLength: 4,
      }),
      list: fc.option(fc.constantFrom('A', 'B', 'C', 'D'), { nil: null }),
    });
    fc.assert(
      fc.property(sheet, ({ cells, merged, list }) => {
        const merges = merged.map((m) => ({
          top: m.top + 1,
          bottom: m.top + 1,
          left: m.left + 1,
          right: m.left + 1 + m.width,
        }));
        const { mapping, questions } = detectSheet(
          grid(cells, { merges, lists: list ? { [list]: ['Yes', 'No'] } : {} }),
        );
        expect(mapping.questions).toBe(questions.length);
        if (questions.length === 0) expect(mapping.questionColumn).toBeNull();
        const rows = questions.map((q) => q.row);
        expect(rows).toEqual([...new Set(rows)].sort((a, b) => a - b));
        for (const q of questions) {
          expect(q.row).toBeGreaterThan(mapping.headerRow ?? 0);
          expect(q.text).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not take a legend on an instructions sheet for questions', () => {
    const legend = grid([
      ['How to answer'],
      ['Response', 'Description'],
      ['Yes', 'The control is fully in place.'],
      ['No', 'The control is not in place.'],
      ['N/A', 'The control does not apply.'],
    ]);
    expect(detectSheet(legend).mapping.questions).toBe(0);
  });
});

describe('a header with nothing under it', () => {
  it('gives way to the questions found by what they say', () => {
    const sheet = grid([
      ['Question', 'Answer'],
      [],
      ['Section A'],
      ['', 'Do you run a bug bounty?', ''],
      ['', 'Describe your vulnerability disclosure policy.', ''],
    ]);
    expect(detectSheet(sheet).mapping).toMatchObject({
      headerRow: 2,
      questionColumn: 'B',
      answerColumn: 'C',
      questions: 2,
    });
  });
});
