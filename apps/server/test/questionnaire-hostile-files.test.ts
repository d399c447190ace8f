/**
 * Hostile questionnaire files (docs/questionnaires.md, Importing and exporting files): a part full
 * of unclosed tags is read in one pass, not once per tag (a small zip would otherwise hold the
 * server for hours); entities are never expanded; a character reference beyond Unicode does not
 * fail the read.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { readQuestionnaire, writeAnswers } from '../src/services/questionnaires/files/index.ts';
import { QUESTIONNAIRE_CSV, questionnaireDocx, zipOf } from './helpers/questionnaire-fixtures.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MANY = 200_000;

/** A one-sheet workbook: the header and two questions, then `tail` in the sheet's data. */
function workbook(
  {
    tail = '',
    afterData = '',
    shared = '',
  }: { tail?: string; afterData?: string; shared?: string },
  first = 'Is data encrypted at rest?',
): Promise<Buffer> {
  const text = (ref: string, value: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1">${text('A1', 'Question')}${text('B1', 'Answer')}</row><row r="2">${text('A2', first)}</row><row r="3"><c r="A3" t="s"><v>0</v></c></row>${tail}</sheetData>${afterData}</worksheet>`;
  return zipOf([
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheet],
    [
      'xl/sharedStrings.xml',
      `<sst xmlns="${MAIN}"><si><t>Do you back up daily?</t></si>${shared}</sst>`,
    ],
  ]);
}

async function timedQuestions(bytes: Promise<Buffer>, name: string) {
  const file = await bytes;
  const started = performance.now();
  const read = await readQuestionnaire(file, name);
  return {
    ms: performance.now() - started,
    questions: read.sheets.flatMap((s) => s.questions.map((q) => q.text)),
  };
}

describe('hostile questionnaire files', () => {
  it('unclosed tags by the hundred thousand are read in one pass', async () => {
    const cases: [string, Promise<Buffer>][] = [
      ['rows', workbook({ tail: '<row>'.repeat(MANY) })],
      ['cells', workbook({ tail: `<row r="9">${'<c>'.repeat(MANY)}</row>` })],
      ['values', workbook({ tail: `<row r="9"><c r="C9">${'<v>'.repeat(MANY)}</c></row>` })],
      ['comments', workbook({ shared: '<!--'.repeat(MANY) })],
      ['declarations', workbook({ shared: '<?x'.repeat(MANY) })],
      ['tag starts', workbook({ tail: '<row r="9"'.repeat(MANY) })],
      [
        'validations',
        workbook({ afterData: `<dataValidations>${'<dataValidation type="list">'.repeat(MANY)}` }),
      ],
      ['merges', workbook({ afterData: '<mergeCell '.repeat(MANY) })],
    ];
    for (const [name, bytes] of cases) {
      const { ms, questions } = await timedQuestions(bytes, `${name}.xlsx`);
      expect(questions, name).toEqual(['Is data encrypted at rest?', 'Do you back up daily?']);
      expect(ms, name).toBeLessThan(5_000);
    }
    const docx = questionnaireDocx(`${'<!--'.repeat(MANY)}<w:p/>`);
    const started = performance.now();
    await readQuestionnaire(await docx, 'comments.docx').catch(() => null);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('entities are not expanded, external or internal; a reference beyond Unicode is kept as written', async () => {
    const doctype =
      '<!DOCTYPE sst [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const bytes = workbook(
      { shared: `<si><t>x</t></si>` },
      'Do you read &secret; and &b; and &#x110000; and &#99999999999;?',
    );
    const { questions } = await timedQuestions(bytes, 'entities.xlsx');
    expect(questions[0]).toBe('Do you read &secret; and &b; and &#x110000; and &#99999999999;?');
    const withDoctype = await timedQuestions(
      workbook({ shared: doctype }, 'Is &b; expanded?'),
      'doctype.xlsx',
    );
    expect(withDoctype.questions[0]).toBe('Is &b; expanded?');
  });

  it('answers written into a CSV file never run as formulas when it is opened', async () => {
    const original = Buffer.from(QUESTIONNAIRE_CSV, 'utf8');
    const parsed = await readQuestionnaire(original, 'q.csv');
    const sheet = parsed.sheets[0];
    const written: [string, string][] = [
      ["-1+cmd|' /C calc'!A0", '=HYPERLINK("https://evil.example","Click")'],
      ["- cmd|' /C calc'!A0", '@SUM(A1)'],
      ['-5', '-2.5%'],
    ];
    const exported = await writeAnswers(
      original,
      'csv',
      parsed.sheets.map((s) => s.mapping),
      (sheet?.questions ?? []).map((q, i) => ({
        sheet: sheet?.mapping.name ?? '',
        row: q.row,
        answer: written[i]?.[0] ?? null,
        comment: written[i]?.[1] ?? null,
      })),
    );
    const records = parse(exported.toString('utf8').replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    expect(records.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ["'-1+cmd|' /C calc'!A0", `'=HYPERLINK("https://evil.example","Click")`],
      ["'- cmd|' /C calc'!A0", "'@SUM(A1)"],
      ['-5', '-2.5%'],
    ]);
  });
});
