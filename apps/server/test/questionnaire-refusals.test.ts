/**
 * Files the questionnaire layer refuses (docs/questionnaires.md, Importing and exporting files,
 * Refusals): each with its code, status and message, a zip bomb before it is inflated.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_FILE_LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  QUESTIONNAIRE_MAX_BYTES,
} from '@trustfront/core';
import { readQuestionnaire } from '../src/services/questionnaires/files/index.ts';
import {
  largeWorkbook,
  plainWorkbook,
  questionnaireDocx,
  questionnaireWorkbook,
  zipOf,
  refusal,
} from './helpers/questionnaire-fixtures.ts';

describe('files refused', () => {
  const ole = (extra: Buffer) =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      extra,
    ]);

  it('each with its reason', async () => {
    const cases: [Buffer | Promise<Buffer>, string, string, number, string][] = [
      [Buffer.from('%PDF-1.7 questions'), 'q.pdf', 'questionnaire_unsupported', 400, M.unsupported],
      [ole(Buffer.alloc(64)), 'old.xls', 'questionnaire_unsupported', 400, M.legacyFormat],
      [
        ole(Buffer.from('EncryptionInfo', 'utf16le')),
        'locked.xlsx',
        'questionnaire_protected',
        422,
        M.passwordProtected,
      ],
      [
        Buffer.from('not a zip at all'),
        'q.xlsx',
        'questionnaire_unreadable',
        422,
        M.unreadable('workbook'),
      ],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        'q.docx',
        'questionnaire_unreadable',
        422,
        M.unreadable('Word document'),
      ],
      [zipOf([['hello.txt', 'hi']]), 'q.xlsx', 'questionnaire_unsupported', 400, M.unsupported],
      [
        questionnaireDocx(`<w:p><w:r><w:t>Do you encrypt data?</w:t></w:r></w:p>`),
        'letter.docx',
        'questionnaire_no_questions',
        422,
        M.noTables,
      ],
      [
        plainWorkbook({ Cover: [['Welcome'], ['Please read the instructions.']] }),
        'cover.xlsx',
        'questionnaire_no_questions',
        422,
        M.noQuestions,
      ],
      [
        Buffer.from('name,team\nAda,Security\n'),
        'people.csv',
        'questionnaire_no_questions',
        422,
        M.noQuestions,
      ],
      [
        Buffer.from([0x41, 0x00, 0x42, 0x0a]),
        'binary.csv',
        'questionnaire_unreadable',
        422,
        M.unreadable('CSV file'),
      ],
      [
        Buffer.alloc(QUESTIONNAIRE_MAX_BYTES + 1),
        'huge.csv',
        'questionnaire_too_large',
        413,
        M.tooLarge,
      ],
      [
        Buffer.from(`Question\n${'Is it on?\n'.repeat(QUESTIONNAIRE_FILE_LIMITS.rows)}`),
        'long.csv',
        'questionnaire_too_large',
        413,
        M.tooManyRows('long.csv', QUESTIONNAIRE_FILE_LIMITS.rows),
      ],
    ];
    for (const [bytes, name, code, status, message] of cases) {
      expect(await refusal(readQuestionnaire(await bytes, name)), name).toEqual({
        code,
        status,
        message,
      });
    }
  });

  it('a zip that would unpack beyond the limit, before inflating it', async () => {
    const bytes = await questionnaireWorkbook();
    // The central directory declares an entry's size: make the first one claim 300 MB.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(300 * 1024 * 1024, central + 24);
    expect(await refusal(readQuestionnaire(bytes, 'bomb.xlsx'))).toEqual({
      code: 'questionnaire_too_large',
      status: 413,
      message: M.unpacksTooLarge(QUESTIONNAIRE_FILE_LIMITS.unpackedBytes / 1024 / 1024),
    });
  });

  it('a sheet with text beyond the rows read, but not one merely formatted down to its last row', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(['Question', 'Answer']);
    sheet.addRow(['Is data encrypted?', '']);
    sheet.getRow(1_048_576).height = 30;
    sheet.getRow(1_048_576).getCell(2).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFF0000' },
    };
    const formatted = Buffer.from(await book.xlsx.writeBuffer());
    expect((await readQuestionnaire(formatted, 'q.xlsx')).sheets[0]?.questions).toHaveLength(1);
    sheet.getCell(`A${QUESTIONNAIRE_FILE_LIMITS.rows + 1}`).value = 'End';
    const long = Buffer.from(await book.xlsx.writeBuffer());
    expect(await refusal(readQuestionnaire(long, 'q.xlsx'))).toEqual({
      code: 'questionnaire_too_large',
      status: 413,
      message: M.tooManyRows('Questions', QUESTIONNAIRE_FILE_LIMITS.rows),
    });
  });

  it('more questions than a questionnaire may hold', async () => {
    const bytes = await largeWorkbook(QUESTIONNAIRE_FILE_LIMITS.questions + 1);
    expect(await refusal(readQuestionnaire(bytes, 'many.xlsx'))).toEqual({
      code: 'questionnaire_too_large',
      status: 413,
      message: M.tooManyQuestions(QUESTIONNAIRE_FILE_LIMITS.questions),
    });
  });
});
