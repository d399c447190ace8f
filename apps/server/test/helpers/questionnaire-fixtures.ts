/**
 * Questionnaire files built in code for the file layer's tests: a workbook shaped as customers
 * send them (a cover sheet, a header below cover text, merged section rows, a Yes/No/N/A list,
 * frozen panes, a formula, widths, styles, a note, an image, a conditional format), a CSV file
 * with a byte-order mark and multi-line cells, and a Word document with two tables.
 */
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import yazl from 'yazl';
import { AppError } from '@trustfront/core';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

/** The security sheet's questions, by row: [row, id, text]. */
export const SECURITY_QUESTIONS: [number, string, string][] = [
  [7, 'IAM-01.1', 'Are access control policies established, documented and approved?'],
  [8, 'IAM-01.2', 'Are access control policies reviewed at least annually?'],
  [9, 'IAM-02.1', 'Is multi-factor authentication required for administrative access?'],
  [11, 'DSP-01.1', 'Is customer data encrypted at rest?'],
  [12, 'DSP-01.2', 'Describe how encryption keys are managed and rotated.'],
];

/** The privacy sheet's questions, by row: [row, id, text]. */
export const PRIVACY_QUESTIONS: [number, string, string][] = [
  [3, '1.1', 'Do you maintain a record of processing activities?'],
  [4, '1.2', 'Do you have a designated data protection officer?'],
  [6, '2.1', 'How long is personal data retained after the end of the contract?'],
];

async function security(book: ExcelJS.Workbook) {
  const sheet = book.addWorksheet('Security');
  sheet.getCell('A1').value = 'Vendor Security Assessment';
  sheet.getCell('A1').font = { bold: true, size: 16 };
  sheet.getCell('A2').value = 'Please answer every question below.';
  sheet.getCell('D2').value = { formula: 'COUNTA(C7:C12)', result: 0 };
  sheet.getCell('A3').value = 'Vendor name:';
  sheet.getRow(5).values = ['Question ID', 'Control Question', 'Answer', 'Comments'];
  sheet.getRow(5).font = { bold: true };
  sheet.getRow(5).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEEFF' } };
  sheet.getCell('A5').note = 'Ids follow the controls matrix.';
  const sections: [number, string][] = [
    [6, 'Identity & Access Management'],
    [10, 'Data Security & Privacy'],
  ];
  for (const [row, title] of sections) {
    sheet.mergeCells(`A${row}:D${row}`);
    sheet.getCell(`A${row}`).value = title;
    sheet.getCell(`A${row}`).font = { bold: true, italic: true };
  }
  for (const [row, id, text] of SECURITY_QUESTIONS) {
    sheet.getCell(`A${row}`).value = id;
    sheet.getCell(`B${row}`).value = text;
    sheet.getCell(`B${row}`).alignment = { wrapText: true, vertical: 'top' };
    sheet.getCell(`C${row}`).border = BORDER;
    sheet.getCell(`C${row}`).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFF2CC' },
    };
    sheet.getCell(`D${row}`).border = BORDER;
  }
  // An answer already there: written over by the export.
  sheet.getCell('C8').value = 'No';
  for (let row = 6; row <= 200; row++) {
    sheet.getCell(`C${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"Yes,No,N/A"'],
    };
  }
  sheet.columns.forEach((column, i) => {
    column.width = [14, 60, 12, 40][i] ?? 10;
  });
  sheet.getColumn(5).width = 9;
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 5 }];
  sheet.addConditionalFormatting({
    ref: 'C7:C12',
    rules: [
      {
        type: 'containsText',
        operator: 'containsText',
        text: 'No',
        priority: 1,
        style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFFFC7CE' } } },
      },
    ],
  });
  const image = book.addImage({ buffer: PNG as unknown as ExcelJS.Buffer, extension: 'png' });
  sheet.addImage(image, { tl: { col: 5, row: 0 }, ext: { width: 20, height: 20 } });
}

function privacy(book: ExcelJS.Workbook) {
  const sheet = book.addWorksheet('Privacy');
  sheet.getRow(1).values = ['#', 'Requirement', 'Vendor Response', 'Explanation'];
  sheet.getCell('B2').value = 'Records';
  for (const [row, id, text] of PRIVACY_QUESTIONS) {
    sheet.getCell(`A${row}`).value = id;
    sheet.getCell(`B${row}`).value = text;
    sheet.getCell(`C${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['Lists!$A$1:$A$3'],
    };
  }
  sheet.getCell('B5').value = 'Retention';
  sheet.getColumn(2).width = 50;
  const lists = book.addWorksheet('Lists', { state: 'hidden' });
  ['Yes', 'No', 'Not applicable'].forEach((v, i) => (lists.getCell(`A${i + 1}`).value = v));
  book.definedNames.add('Lists!$A$1:$A$3', 'Answers');
}

/** The workbook: Cover, Security, Privacy, Lists (hidden). */
export async function questionnaireWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const cover = book.addWorksheet('Cover');
  cover.getCell('A1').value = 'Security questionnaire';
  cover.getCell('A3').value =
    'Answer each question on the following sheets; add detail in the comments.';
  cover.getCell('A4').value = 'Return the file to procurement by the end of the month.';
  cover.getColumn(1).width = 80;
  await security(book);
  privacy(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook of one sheet with `count` questions under a header in row 1. */
export async function largeWorkbook(count: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  sheet.addRow(['Ref', 'Question', 'Response', 'Notes']);
  for (let i = 1; i <= count; i++) {
    sheet.addRow([`Q-${i}`, `Do you meet requirement number ${i} of the standard?`, null, null]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook of these sheets, each of these rows. */
export async function plainWorkbook(sheets: Record<string, (string | null)[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** CSV text, with a UTF-8 byte-order mark, CRLF lines and a question over two lines. */
export const QUESTIONNAIRE_CSV = [
  '\uFEFFID,Question,Answer,Notes,Owner',
  'A.1,"Do you run background checks on employees?",,,HR',
  '"A.2","Describe your onboarding process,',
  'including security training.","","",Security',
  'B.1,Is data backed up daily?,,,"IT, Ops"',
  '',
].join('\r\n');

/** A zip of these parts, in this order. */
export async function zipOf(parts: [string, string | Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of parts) {
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, name);
  }
  zip.end();
  return buffer(zip.outputStream);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const cell = (text: string, extra = '') =>
  `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/>${extra}</w:tcPr><w:p><w:pPr><w:spacing w:after="0"/></w:pPr>${
    text
      ? `<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`
      : ''
  }</w:p></w:tc>`;
const styledEmpty = () =>
  '<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/><w:shd w:fill="FFF2CC"/></w:tcPr><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:color w:val="1F4E79"/></w:rPr></w:r></w:p></w:tc>';
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const table = (...rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${rows.join('')}</w:tbl>`;
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** The document's body: a title, a table with a header and sections, text, a headerless table. */
export const DOCX_BODY = [
  paragraph('Supplier security questionnaire'),
  paragraph('Please complete both tables.'),
  table(
    row(cell('ID'), cell('Question'), cell('Response'), cell('Comments')),
    row(cell('Governance', '<w:gridSpan w:val="4"/>')),
    row(
      cell('G-1'),
      cell('Do you have an information security policy?'),
      styledEmpty(),
      styledEmpty(),
    ),
    row(
      cell('G-2'),
      cell('Is the policy reviewed &amp; approved yearly?'),
      styledEmpty(),
      styledEmpty(),
    ),
  ),
  paragraph('Further questions:'),
  table(
    row(cell('Describe your incident response process.'), styledEmpty()),
    row(cell('Do you notify customers of breaches within 72 hours?'), styledEmpty()),
  ),
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>',
].join('');

/** A minimal Word document around this body. */
export function questionnaireDocx(body = DOCX_BODY): Promise<Buffer> {
  return zipOf([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

/** The refusal a promise rejects with, as code, status and message. */
export async function refusal(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, status, message } = error as AppError;
  return { code, status, message };
}
