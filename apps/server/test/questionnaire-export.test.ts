/**
 * Writing answers into a customer's file (docs/questionnaires.md, Importing and exporting files):
 * the answer and comment cells take the answers (the list's own value where the column offers
 * one), and everything else, every cell's value and style, merged range, validation, frozen pane,
 * column width, defined name, note and image, and every other part of the zip, stays as it was.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, QUESTIONNAIRE_FILE_MESSAGES as M, type AppError } from '@trustfront/core';
import {
  readQuestionnaire,
  writeAnswers,
  type AnswerCell,
} from '../src/services/questionnaires/files/index.ts';
import { handmadeWorkbook } from './helpers/questionnaire-handmade.ts';
import {
  largeWorkbook,
  QUESTIONNAIRE_CSV,
  questionnaireDocx,
  questionnaireWorkbook,
} from './helpers/questionnaire-fixtures.ts';
import { readZip } from './helpers/zip.ts';

async function load(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** What exceljs reads of a sheet and its typings leave out. */
interface SheetModels {
  dataValidations: { model: Record<string, unknown> };
  conditionalFormattings: unknown[];
}
const models = (sheet: ExcelJS.Worksheet) => sheet as unknown as SheetModels;

/** A sheet's images: which image, where its corners are anchored, its size. */
const images = (sheet: ExcelJS.Worksheet) =>
  sheet.getImages().map(({ imageId, range }) => ({
    imageId,
    corners: [range.tl, range.br].map(
      (a) => a && [a.nativeCol, a.nativeRow, a.nativeColOff, a.nativeRowOff],
    ),
    ext: (range as { ext?: unknown }).ext,
  }));

/**
 * Every sheet of `after` is `before`'s, cell by cell (value, style, note), with its merges,
 * validations, views, widths, conditional formats and images; only the `written` cells
 * ('Sheet!C7') may hold another value.
 */
function expectSameWorkbook(
  before: ExcelJS.Workbook,
  after: ExcelJS.Workbook,
  written: Set<string>,
) {
  expect(after.worksheets.map((s) => [s.name, s.state])).toEqual(
    before.worksheets.map((s) => [s.name, s.state]),
  );
  expect(after.definedNames.model).toEqual(before.definedNames.model);
  for (const sheet of before.worksheets) {
    const other = after.getWorksheet(sheet.name);
    if (!other) throw new Error(`${sheet.name} is missing`);
    expect(other.model.merges, sheet.name).toEqual(sheet.model.merges);
    expect(models(other).dataValidations.model, sheet.name).toEqual(
      models(sheet).dataValidations.model,
    );
    expect(other.views, sheet.name).toEqual(sheet.views);
    expect(models(other).conditionalFormattings, sheet.name).toEqual(
      models(sheet).conditionalFormattings,
    );
    expect(images(other), sheet.name).toEqual(images(sheet));
    const columns = Math.max(sheet.columnCount, other.columnCount);
    for (let c = 1; c <= columns; c++) {
      expect(other.getColumn(c).width, `${sheet.name} column ${c}`).toBe(sheet.getColumn(c).width);
    }
    const rows = Math.max(sheet.rowCount, other.rowCount);
    for (let r = 1; r <= rows; r++) {
      for (let c = 1; c <= columns; c++) {
        const was = sheet.getCell(r, c);
        const is = other.getCell(r, c);
        const at = `${sheet.name}!${was.address}`;
        expect(is.style, at).toEqual(was.style);
        expect(is.note, at).toEqual(was.note);
        if (!written.has(at)) expect(is.value, at).toEqual(was.value);
      }
    }
  }
}

/** The names of the parts whose bytes differ (or that one of the zips lacks). */
async function changedParts(before: Buffer, after: Buffer): Promise<string[]> {
  const a = await readZip(before);
  const b = await readZip(after);
  expect(b.map((e) => e.name)).toEqual(a.map((e) => e.name));
  return a.filter((e, i) => !b[i]?.data.equals(e.data)).map((e) => e.name);
}

describe('exporting a workbook', () => {
  it('writes the answers, as the list spells them, and leaves everything else as it was', async () => {
    const original = await questionnaireWorkbook();
    const { sheets } = await readQuestionnaire(original, 'review.xlsx');
    const answers: AnswerCell[] = [
      { sheet: 'Security', row: 7, answer: 'yes', comment: 'Approved by the CISO & reviewed.' },
      { sheet: 'Security', row: 8, answer: 'N/A', comment: null },
      { sheet: 'Security', row: 9, answer: 'na', comment: 'Line one\nline two' },
      { sheet: 'Security', row: 12, answer: null, comment: 'Keys rotate yearly <in the KMS>.' },
      { sheet: 'Privacy', row: 3, answer: 'not applicable', comment: 'We are a processor.' },
      { sheet: 'Privacy', row: 6, answer: 'Custom text', comment: null },
    ];
    const exported = await writeAnswers(
      original,
      'xlsx',
      sheets.map((s) => s.mapping),
      answers,
    );
    const before = await load(original);
    const after = await load(exported);
    const written = new Set([
      'Security!C7',
      'Security!D7',
      'Security!C8',
      'Security!C9',
      'Security!D9',
      'Security!D12',
      'Privacy!C3',
      'Privacy!D3',
      'Privacy!C6',
    ]);
    expectSameWorkbook(before, after, written);
    // What was compared is there to compare.
    const security = after.getWorksheet('Security');
    if (!security) throw new Error('Security is missing');
    expect(Object.keys(models(security).dataValidations.model)).toHaveLength(195);
    expect(models(security).conditionalFormattings).toHaveLength(1);
    expect(security.model.merges).toEqual(['A6:D6', 'A10:D10']);
    expect(security.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(images(security)).toHaveLength(1);
    expect(security.getCell('A5').note).toBe('Ids follow the controls matrix.');
    expect(security.getColumn(2).width).toBe(60);
    expect(security.getCell('C7').fill).toMatchObject({ fgColor: { argb: 'FFFFF2CC' } });
    const value = (sheet: string, ref: string) => after.getWorksheet(sheet)?.getCell(ref).value;
    expect(
      [...written].map((at) => {
        const [sheet = '', ref = ''] = at.split('!');
        return value(sheet, ref);
      }),
    ).toEqual([
      'Yes',
      'Approved by the CISO & reviewed.',
      'N/A',
      'N/A',
      'Line one\nline two',
      'Keys rotate yearly <in the KMS>.',
      'Not applicable',
      'We are a processor.',
      'Custom text',
    ]);
    // The formula is still a formula.
    expect(value('Security', 'D2')).toEqual(before.getWorksheet('Security')?.getCell('D2').value);
    // Only the two worksheets answered changed; every other part is byte for byte the same.
    expect(await changedParts(original, exported)).toEqual([
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet3.xml',
    ]);
    // The file reads as before: same sheets, same questions.
    const again = await readQuestionnaire(exported, 'review.xlsx');
    expect(again.sheets.map((s) => s.questions)).toEqual(sheets.map((s) => s.questions));
  });

  it("patches another program's workbook in place: prefixes kept, new cells styled as their column, formulas left", async () => {
    const original = await handmadeWorkbook();
    const { sheets } = await readQuestionnaire(original, 'controls.xlsx');
    const exported = await writeAnswers(
      original,
      'xlsx',
      sheets.map((s) => s.mapping),
      [
        { sheet: 'Controls', row: 2, answer: 'YES', comment: 'dropped: the column is a list' },
        { sheet: 'Controls', row: 3, answer: 'No', comment: null },
        { sheet: 'Controls', row: 4, answer: 'n/a', comment: null },
      ],
    );
    expect(await changedParts(original, exported)).toEqual(['xl/worksheets/sheet1.xml']);
    const xml = (await readZip(exported))
      .find((e) => e.name === 'xl/worksheets/sheet1.xml')
      ?.data.toString();
    expect(xml).toContain(
      '<x:row r="2" spans="1:3"><x:c r="A2" t="s"><x:v>3</x:v></x:c><x:c r="B2" t="inlineStr"><x:is><x:t>Do you encrypt backups?</x:t></x:is></x:c><x:c r="C2" s="1" t="inlineStr"><x:is><x:t>Yes</x:t></x:is></x:c></x:row>',
    );
    expect(xml).toContain('<x:c r="C3"><x:f>1+1</x:f><x:v>2</x:v></x:c>');
    expect(xml).toContain('<x:c r="C4" s="1" t="inlineStr"><x:is><x:t>N/A</x:t></x:is></x:c>');
    expect(xml).toContain('<xm:sqref>C2:C4</xm:sqref>');
    // exceljs 4.4 fails to load this workbook at all; the file layer reads it again as before.
    const again = await readQuestionnaire(exported, 'controls.xlsx');
    expect(again.sheets.map((s) => s.questions)).toEqual(sheets.map((s) => s.questions));
  });

  it('writes 300 answers in one go', async () => {
    const original = await largeWorkbook(300);
    const { sheets } = await readQuestionnaire(original, 'large.xlsx');
    const answers = (sheets[0]?.questions ?? []).map((q, i) => ({
      sheet: 'Questions',
      row: q.row,
      answer: i % 2 ? 'Yes' : 'No',
      comment: `Evidence ${i + 1}`,
    }));
    const exported = await writeAnswers(
      original,
      'xlsx',
      sheets.map((s) => s.mapping),
      answers,
    );
    const sheet = (await load(exported)).getWorksheet('Questions');
    expect(sheet?.getCell('C301').value).toBe('Yes');
    expect(sheet?.getCell('D2').value).toBe('Evidence 1');
    expect(sheet?.getCell('B301').value).toBe(
      'Do you meet requirement number 300 of the standard?',
    );
  });

  it('refuses an answer for a sheet without an answer column, or for a sheet it does not have', async () => {
    const original = await questionnaireWorkbook();
    const { sheets } = await readQuestionnaire(original, 'review.xlsx');
    const mappings = sheets.map((s) => s.mapping);
    const refused = (answers: AnswerCell[]) =>
      writeAnswers(original, 'xlsx', mappings, answers).then(
        () => null,
        (e: AppError) => [e.code, e.status, e.message],
      );
    expect(await refused([{ sheet: 'Cover', row: 3, answer: 'Yes', comment: null }])).toEqual([
      'questionnaire_mapping_invalid',
      400,
      M.noAnswerColumn('Cover'),
    ]);
    expect(await refused([{ sheet: 'Nope', row: 3, answer: 'Yes', comment: null }])).toEqual([
      'questionnaire_mapping_invalid',
      400,
      M.unknownSheet('Nope'),
    ]);
  });
});

describe('exporting a CSV file', () => {
  it('changes only the two columns, keeping the mark, separators, quoting and line endings', async () => {
    const original = Buffer.from(QUESTIONNAIRE_CSV, 'utf8');
    const { sheets } = await readQuestionnaire(original, 'review.csv');
    const exported = await writeAnswers(
      original,
      'csv',
      sheets.map((s) => s.mapping),
      [
        { sheet: 'review.csv', row: 2, answer: 'Yes', comment: 'Checks by an agency, yearly' },
        { sheet: 'review.csv', row: 3, answer: 'See "Onboarding"', comment: 'Day one\nand yearly' },
        { sheet: 'review.csv', row: 4, answer: '=1+2', comment: null },
      ],
    );
    expect(exported.toString('utf8')).toBe(
      [
        '\uFEFFID,Question,Answer,Notes,Owner',
        'A.1,"Do you run background checks on employees?",Yes,"Checks by an agency, yearly",HR',
        '"A.2","Describe your onboarding process,',
        'including security training.","See ""Onboarding""","Day one',
        'and yearly",Security',
        'B.1,Is data backed up daily?,\'=1+2,,"IT, Ops"',
        '',
      ].join('\r\n'),
    );
  });

  it('adds named answer and comment columns to a table whose header has none', async () => {
    const original = Buffer.from(
      'ID,Question\n1,Do you encrypt data at rest?\n2,Is MFA enforced for staff?\n',
      'utf8',
    );
    const { sheets } = await readQuestionnaire(original, 'ours.csv');
    expect(sheets[0]?.mapping).toMatchObject({ answerColumn: 'C', commentColumn: 'D' });
    const exported = await writeAnswers(
      original,
      'csv',
      sheets.map((s) => s.mapping),
      [
        { sheet: 'ours.csv', row: 2, answer: 'Yes', comment: 'AES-256' },
        { sheet: 'ours.csv', row: 3, answer: 'Yes', comment: null },
      ],
    );
    expect(exported.toString('utf8')).toBe(
      [
        'ID,Question,Answer,Comments',
        '1,Do you encrypt data at rest?,Yes,AES-256',
        '2,Is MFA enforced for staff?,Yes',
        '',
      ].join('\n'),
    );
  });
});

describe('exporting a Word document', () => {
  it("writes into both tables' cells, keeping their properties, and nothing else", async () => {
    const original = await questionnaireDocx();
    const { sheets } = await readQuestionnaire(original, 'supplier.docx');
    const exported = await writeAnswers(
      original,
      'docx',
      sheets.map((s) => s.mapping),
      [
        {
          sheet: 'Table 1',
          row: 3,
          answer: 'Yes',
          comment: 'Approved & published.\nReviewed yearly.',
        },
        { sheet: 'Table 2', row: 2, answer: 'Yes', comment: 'Within 48 hours.' },
      ],
    );
    expect(await changedParts(original, exported)).toEqual(['word/document.xml']);
    const before =
      (await readZip(original)).find((e) => e.name === 'word/document.xml')?.data.toString() ?? '';
    const after =
      (await readZip(exported)).find((e) => e.name === 'word/document.xml')?.data.toString() ?? '';
    const empty =
      '<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/><w:shd w:fill="FFF2CC"/></w:tcPr><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:color w:val="1F4E79"/></w:rPr></w:r></w:p></w:tc>';
    const filled = (...lines: string[]) =>
      `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/><w:shd w:fill="FFF2CC"/></w:tcPr>${lines
        .map(
          (line) =>
            `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:color w:val="1F4E79"/></w:rPr>${
              line ? `<w:t xml:space="preserve">${line}</w:t>` : ''
            }</w:r></w:p>`,
        )
        .join('')}</w:tc>`;
    // The document is the original with four empty cells filled, in order.
    const parts = before.split(empty);
    expect(parts).toHaveLength(7);
    const fills = [
      filled('Yes'),
      filled('Approved &amp; published.', 'Reviewed yearly.'),
      empty,
      empty,
      empty,
      filled('Yes', '', 'Within 48 hours.'),
    ];
    expect(after).toBe(parts.map((p, i) => p + (fills[i] ?? '')).join(''));
    const again = await readQuestionnaire(exported, 'supplier.docx');
    expect(again.sheets.map((s) => s.questions)).toEqual(sheets.map((s) => s.questions));
  });
});

describe('a Word table with drop-down lists', () => {
  const dropDown = `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:sdt><w:sdtPr><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:id w:val="7"/><w:showingPlcHdr/><w:dropDownList><w:listItem w:displayText="Yes" w:value="Y"/><w:listItem w:displayText="No" w:value="N"/><w:listItem w:displayText="N/A" w:value="NA"/></w:dropDownList></w:sdtPr><w:sdtContent><w:r><w:rPr><w:rStyle w:val="PlaceholderText"/><w:b/></w:rPr><w:t>Choose an item.</w:t></w:r></w:sdtContent></w:sdt></w:p></w:tc>`;
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  const body = `<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid><w:tr>${cell('Question')}${cell('Answer')}</w:tr><w:tr>${cell('Is a firewall in place?')}${dropDown}</w:tr><w:tr>${cell('Are ports scanned?')}${dropDown}</w:tr></w:tbl>`;

  it("offers the list's values and writes the answer inside the control", async () => {
    const original = await questionnaireDocx(body);
    const { sheets } = await readQuestionnaire(original, 'network.docx');
    expect(sheets[0]?.mapping).toMatchObject({
      questionColumn: 'A',
      answerColumn: 'B',
      answerOptions: ['Yes', 'No', 'N/A'],
      questions: 2,
    });
    const exported = await writeAnswers(
      original,
      'docx',
      sheets.map((s) => s.mapping),
      [{ sheet: 'Table 1', row: 2, answer: 'n/a', comment: null }],
    );
    const xml =
      (await readZip(exported)).find((e) => e.name === 'word/document.xml')?.data.toString() ?? '';
    const written = dropDown
      .replace('<w:showingPlcHdr/>', '')
      .replace(
        '<w:r><w:rPr><w:rStyle w:val="PlaceholderText"/><w:b/></w:rPr><w:t>Choose an item.</w:t></w:r>',
        '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">N/A</w:t></w:r>',
      );
    expect(xml.split(written)).toHaveLength(2);
    expect(xml.split(dropDown)).toHaveLength(2);
  });
});

describe('the exported file name', () => {
  it("is the original's with the organisation's after it", () => {
    expect(exportFileName('CAIQ v4.0.3.xlsx', 'Acme Corp')).toBe('CAIQ v4.0.3 - Acme Corp.xlsx');
    expect(exportFileName('C:\\Users\\me\\Vendor Review.DOCX', 'A/B: "Co"')).toBe(
      'Vendor Review - A B Co.docx',
    );
    expect(exportFileName('review - Acme.csv', 'Acme')).toBe('review - Acme.csv');
    expect(exportFileName('', 'Acme')).toBe('questionnaire - Acme');
  });
});
