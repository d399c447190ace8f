/**
 * Whatever the answers say, they come back from the exported file as written
 * (docs/questionnaires.md, Importing and exporting files, Writing the answers): any characters,
 * quotes, separators, line breaks and tabs, in a workbook, a CSV file and a Word document, and
 * nothing else of the file changes.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTables, tableGrid } from '../src/services/questionnaires/files/docx.ts';
import {
  readQuestionnaire,
  writeAnswers,
  type ParsedQuestionnaire,
} from '../src/services/questionnaires/files/index.ts';
import { partText, readParts } from '../src/services/questionnaires/files/package.ts';
import {
  plainWorkbook,
  QUESTIONNAIRE_CSV,
  questionnaireDocx,
} from './helpers/questionnaire-fixtures.ts';

/** Answers of every kind of character, some with line breaks, quotes and separators. */
const text = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom(
        'a',
        ' ',
        ',',
        ';',
        '"',
        "'",
        '\n',
        '\r\n',
        '\t',
        '=',
        '<',
        '&',
        'é',
        '😀',
      ),
      minLength: 1,
      maxLength: 20,
    }),
  )
  // What XML cannot hold is left out; an answer of nothing else is no answer.
  .filter((t) => clean(t).trim() !== '');

const clean = (t: string) =>
  t.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

const answers = fc.array(fc.tuple(text, text), { minLength: 3, maxLength: 3 });

function cellsOf(parsed: ParsedQuestionnaire, values: [string, string][]) {
  const sheet = parsed.sheets[0];
  return (sheet?.questions ?? []).map((q, i) => ({
    sheet: sheet?.mapping.name ?? '',
    row: q.row,
    answer: values[i]?.[0] ?? null,
    comment: values[i]?.[1] ?? null,
  }));
}

describe('answers of any text', () => {
  it('come back from a workbook as written', async () => {
    const original = await plainWorkbook({
      Questions: [
        ['ID', 'Question', 'Answer', 'Comments', 'Owner'],
        ['1', 'Do you encrypt data at rest?', null, null, 'Ops'],
        ['2', 'Do you encrypt data in transit?', null, null, 'Ops'],
        ['3', 'Describe your key management.', null, null, 'Security'],
      ],
    });
    const parsed = await readQuestionnaire(original, 'q.xlsx');
    await fc.assert(
      fc.asyncProperty(answers, async (values) => {
        const cells = cellsOf(parsed, values);
        const exported = await writeAnswers(
          original,
          'xlsx',
          parsed.sheets.map((s) => s.mapping),
          cells,
        );
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(exported as unknown as ArrayBuffer);
        const sheet = book.getWorksheet('Questions');
        values.forEach(([answer, comment], i) => {
          const row = sheet?.getRow(i + 2);
          expect(row?.getCell(3).value).toBe(clean(answer.trim()).replace(/\r\n?/g, '\n'));
          expect(row?.getCell(4).value).toBe(clean(comment.trim()).replace(/\r\n?/g, '\n'));
          expect(row?.getCell(5).value).toBe(i === 2 ? 'Security' : 'Ops');
        });
      }),
      { numRuns: 25 },
    );
  });

  it('come back from a CSV file as written, a formula kept as text, the other fields unchanged', async () => {
    const original = Buffer.from(QUESTIONNAIRE_CSV, 'utf8');
    const parsed = await readQuestionnaire(original, 'q.csv');
    const records = (bytes: Buffer) =>
      parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
        relax_column_count: true,
      }) as string[][];
    const before = records(original);
    const expected = (t: string) => {
      const v = t.trim().replace(/\r\n|\r|\n/g, '\r\n');
      return /^[=+@\t\r]/.test(v) || (/^-/.test(v) && !/^-\d+(?:[.,]\d+)*%?$/.test(v))
        ? `'${v}`
        : v;
    };
    await fc.assert(
      fc.asyncProperty(answers, async (values) => {
        const cells = cellsOf(parsed, values);
        const exported = await writeAnswers(
          original,
          'csv',
          parsed.sheets.map((s) => s.mapping),
          cells,
        );
        expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        const after = records(exported);
        expect(after).toHaveLength(before.length);
        after.forEach((record, r) => {
          const i = r - 1;
          const value = values[i];
          record.forEach((field, c) => {
            if (value && c === 2) expect(field).toBe(expected(value[0]));
            else if (value && c === 3) expect(field).toBe(expected(value[1]));
            else expect(field).toBe(before[r]?.[c] ?? '');
          });
        });
      }),
      { numRuns: 50 },
    );
  });

  it('come back from a Word document as written', async () => {
    const original = await questionnaireDocx();
    const parsed = await readQuestionnaire(original, 'q.docx');
    await fc.assert(
      fc.asyncProperty(answers, async (values) => {
        const cells = cellsOf(parsed, values).slice(0, 2);
        const exported = await writeAnswers(
          original,
          'docx',
          parsed.sheets.map((s) => s.mapping),
          cells,
        );
        const xml = partText(await readParts(exported, 'Word document'), 'word/document.xml') ?? '';
        const [table] = documentTables(xml);
        const grid = table ? tableGrid(table) : null;
        cells.forEach((cell, i) => {
          const row = grid?.cells[cell.row - 1];
          const written = (t: string) => clean(t.trim()).replace(/\r\n?/g, '\n').trim();
          expect(row?.[2]).toBe(written(values[i]?.[0] ?? ''));
          expect(row?.[3]).toBe(written(values[i]?.[1] ?? ''));
          expect(row?.[1]).toBe(parsed.sheets[0]?.questions[i]?.text);
        });
      }),
      { numRuns: 50 },
    );
  });
});
