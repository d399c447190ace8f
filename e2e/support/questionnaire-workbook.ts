/**
 * A small customer questionnaire as an XLSX workbook, made in the journey with exceljs: a cover
 * sheet without questions and a sheet of three (two the demo's knowledge base answers, one no
 * content supports), its answer column offering Yes, No and N/A; and a way to read an answer
 * cell back from an exported file.
 */
import ExcelJS from 'exceljs';

export const QUESTION_SHEET = 'Security';
export const COVER_SHEET = 'Cover';

/** The questions, by id: the row each sits on (the header is row 2). */
export const QUESTIONS = [
  { ref: 'DSP-01', row: 3, text: 'Is customer data encrypted at rest?' },
  { ref: 'IAM-02', row: 4, text: 'Do you support single sign-on?' },
  {
    ref: 'ZZZ-09',
    row: 5,
    text: 'Do you operate a staffed research station on the far side of the Moon?',
  },
] as const;
export const UNSUPPORTED = QUESTIONS[2];

export async function questionnaireWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const cover = book.addWorksheet(COVER_SHEET);
  cover.addRow(['Vendor security questionnaire']);
  cover.addRow(['Please answer every question on the Security sheet.']);
  const sheet = book.addWorksheet(QUESTION_SHEET);
  sheet.addRow(['Vendor security questionnaire 2026']);
  sheet.addRow(['ID', 'Question', 'Answer', 'Comment']);
  for (const q of QUESTIONS) sheet.addRow([q.ref, q.text, null, null]);
  for (const q of QUESTIONS) {
    sheet.getCell(`C${q.row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"Yes,No,N/A"'],
    };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The text of a cell of the questions' sheet in an XLSX file. */
export async function cellOf(file: Buffer, address: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  // exceljs's types name an older Buffer; it reads the bytes as they are.
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(QUESTION_SHEET);
  if (!sheet) throw new Error(`No sheet ${QUESTION_SHEET} in the file`);
  return sheet.getCell(address).text;
}
