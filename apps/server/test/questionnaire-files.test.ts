/**
 * Reading a customer's questionnaire (docs/questionnaires.md, Importing and exporting files): the
 * questions of a workbook, a CSV file and a Word document are found sheet by sheet, read again
 * under corrected columns (its refusals: questionnaire-refusals.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_FILE_MESSAGES as M, unmappedSheet } from '@trustfront/core';
import { readQuestionnaire, readWithMapping } from '../src/services/questionnaires/files/index.ts';
import { handmadeWorkbook } from './helpers/questionnaire-handmade.ts';
import {
  largeWorkbook,
  PRIVACY_QUESTIONS,
  QUESTIONNAIRE_CSV,
  questionnaireDocx,
  questionnaireWorkbook,
  SECURITY_QUESTIONS,
  refusal,
} from './helpers/questionnaire-fixtures.ts';

/** A header in row 1 over the id, question, answer and comment columns, A to D. */
const ID_QUESTION_ANSWER_COMMENT = {
  headerRow: 1,
  idColumn: 'A',
  questionColumn: 'B',
  answerColumn: 'C',
  commentColumn: 'D',
};

describe('a workbook', () => {
  it('maps the cover to nothing and finds each question sheet under its header', async () => {
    const parsed = await readQuestionnaire(await questionnaireWorkbook(), 'Vendor review.xlsx');
    expect(parsed.format).toBe('xlsx');
    const [cover, security, privacy, lists] = parsed.sheets;
    expect(cover?.mapping).toEqual(unmappedSheet('Cover'));
    expect(lists?.mapping).toEqual(unmappedSheet('Lists'));
    expect(security?.mapping).toEqual({
      name: 'Security',
      headerRow: 5,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'D',
      answerOptions: ['Yes', 'No', 'N/A'],
      questions: 5,
    });
    expect(security?.questions).toEqual(
      SECURITY_QUESTIONS.map(([row, ref, text]) => ({
        row,
        ref,
        text,
        section: row < 10 ? 'Identity & Access Management' : 'Data Security & Privacy',
      })),
    );
    // The list of the privacy sheet's answers comes from the hidden sheet's cells.
    expect(privacy?.mapping).toMatchObject({
      headerRow: 1,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'D',
      answerOptions: ['Yes', 'No', 'Not applicable'],
      questions: 3,
    });
    expect(privacy?.questions.map((q) => [q.row, q.ref, q.section])).toEqual(
      PRIVACY_QUESTIONS.map(([row, ref]) => [row, ref, row < 5 ? 'Records' : 'Retention']),
    );
  });

  it('reads a workbook written by another program: prefixes, rich text, rows without numbers', async () => {
    const parsed = await readQuestionnaire(await handmadeWorkbook(), 'controls.xlsx');
    expect(parsed.sheets[0]?.mapping).toEqual({
      name: 'Controls',
      headerRow: 1,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: null,
      answerOptions: ['Yes', 'No', 'N/A'],
      questions: 3,
    });
    expect(parsed.sheets[0]?.questions).toEqual([
      { row: 2, ref: 'A-1', section: null, text: 'Do you encrypt backups?' },
      { row: 3, ref: 'A-2', section: null, text: 'Is MFA enforced?' },
      { row: 4, ref: 'A-3', section: null, text: 'Do you log access to production?' },
    ]);
  });

  it('finds 300 questions of one sheet, in order, quickly', async () => {
    const bytes = await largeWorkbook(300);
    const started = performance.now();
    const parsed = await readQuestionnaire(bytes, 'large.xlsx');
    expect(performance.now() - started).toBeLessThan(5_000);
    const questions = parsed.sheets[0]?.questions ?? [];
    expect(questions).toHaveLength(300);
    expect(questions[0]).toEqual({
      row: 2,
      ref: 'Q-1',
      section: null,
      text: 'Do you meet requirement number 1 of the standard?',
    });
    expect(questions[299]?.row).toBe(301);
    expect(parsed.sheets[0]?.mapping).toMatchObject({ answerColumn: 'C', commentColumn: 'D' });
  });

  it('reads the questions again under the columns staff corrected', async () => {
    const bytes = await questionnaireWorkbook();
    const corrected = await readWithMapping(bytes, 'xlsx', [
      {
        name: 'Privacy',
        headerRow: 1,
        idColumn: null,
        questionColumn: 'B',
        answerColumn: 'D',
        commentColumn: null,
      },
      {
        name: 'Cover',
        headerRow: 2,
        idColumn: null,
        questionColumn: 'A',
        answerColumn: 'B',
        commentColumn: null,
      },
    ]);
    const [cover, security, privacy] = corrected.sheets;
    expect(privacy?.mapping).toMatchObject({
      answerColumn: 'D',
      answerOptions: null,
      questions: 3,
    });
    // Without an id column, a question's ref is the id its text starts with (none here).
    expect(privacy?.questions.map((q) => q.ref)).toEqual([null, null, null]);
    expect(cover?.questions.map((q) => q.row)).toEqual([3, 4]);
    // A sheet not named keeps what was detected.
    expect(security?.mapping.questions).toBe(5);
  });

  it('refuses a mapping of a sheet the file does not have, or of a column beyond those read', async () => {
    const bytes = await questionnaireWorkbook();
    const columns = { headerRow: 1, idColumn: null, questionColumn: 'B', commentColumn: null };
    expect(
      await refusal(
        readWithMapping(bytes, 'xlsx', [{ name: 'Sheet9', answerColumn: 'C', ...columns }]),
      ),
    ).toEqual({
      code: 'questionnaire_mapping_invalid',
      status: 400,
      message: M.unknownSheet('Sheet9'),
    });
    expect(
      await refusal(
        readWithMapping(bytes, 'xlsx', [{ name: 'Privacy', answerColumn: 'ZZ', ...columns }]),
      ),
    ).toMatchObject({
      code: 'questionnaire_mapping_invalid',
      message: M.columnOutOfRange('Privacy', 'ZZ'),
    });
    expect(await refusal(readWithMapping(bytes, 'docx', []))).toMatchObject({
      code: 'questionnaire_unreadable',
      message: M.unreadable('Word document'),
    });
  });
});

describe('a CSV file', () => {
  it('is one sheet named after the file, its byte-order mark dropped, a question over two lines one row', async () => {
    const parsed = await readQuestionnaire(
      Buffer.from(QUESTIONNAIRE_CSV, 'utf8'),
      'uploads/review.csv',
    );
    expect(parsed.format).toBe('csv');
    expect(parsed.sheets[0]?.mapping).toEqual({
      name: 'review.csv',
      ...ID_QUESTION_ANSWER_COMMENT,
      answerOptions: null,
      questions: 3,
    });
    expect(parsed.sheets[0]?.questions.map((q) => [q.row, q.ref, q.text])).toEqual([
      [2, 'A.1', 'Do you run background checks on employees?'],
      [3, 'A.2', 'Describe your onboarding process,\nincluding security training.'],
      [4, 'B.1', 'Is data backed up daily?'],
    ]);
  });

  it('reads semicolons, UTF-16 and Windows-1252 text', async () => {
    const text =
      'No;Question;Answer;Remarks\r\n1;Is there a policy for passwords (Passwörter)?;;\r\n';
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.replace(/;/g, '\t'), 'utf16le'),
    ]);
    for (const bytes of [Buffer.from(text), utf16, Buffer.from(text, 'latin1')]) {
      const parsed = await readQuestionnaire(bytes, 'questions.csv');
      expect(parsed.sheets[0]?.questions).toEqual([
        { row: 2, ref: '1', section: null, text: 'Is there a policy for passwords (Passwörter)?' },
      ]);
    }
    // Windows-1252's dash (0x96) reads as the dash, not as a control character.
    const cp1252 = Buffer.from(text.replace('?', ' x?'), 'latin1');
    cp1252[cp1252.indexOf(0x78)] = 0x96;
    const parsed = await readQuestionnaire(cp1252, 'questions.csv');
    expect(parsed.sheets[0]?.questions[0]?.text).toBe(
      'Is there a policy for passwords (Passwörter) –?',
    );
  });
});

describe('a Word document', () => {
  it('finds the questions of both its tables, a header in one, none in the other', async () => {
    const parsed = await readQuestionnaire(await questionnaireDocx(), 'supplier.docx');
    expect(parsed.format).toBe('docx');
    expect(parsed.sheets.map((s) => s.mapping)).toEqual([
      {
        name: 'Table 1',
        ...ID_QUESTION_ANSWER_COMMENT,
        answerOptions: null,
        questions: 2,
      },
      {
        name: 'Table 2',
        headerRow: null,
        idColumn: null,
        questionColumn: 'A',
        answerColumn: 'B',
        commentColumn: null,
        answerOptions: null,
        questions: 2,
      },
    ]);
    expect(parsed.sheets[0]?.questions).toEqual([
      {
        row: 3,
        ref: 'G-1',
        section: 'Governance',
        text: 'Do you have an information security policy?',
      },
      {
        row: 4,
        ref: 'G-2',
        section: 'Governance',
        text: 'Is the policy reviewed & approved yearly?',
      },
    ]);
    expect(parsed.sheets[1]?.questions.map((q) => [q.row, q.text])).toEqual([
      [1, 'Describe your incident response process.'],
      [2, 'Do you notify customers of breaches within 72 hours?'],
    ]);
  });
});
