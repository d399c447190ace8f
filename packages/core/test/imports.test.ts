import { describe, expect, it } from 'vitest';
import {
  importErrorText,
  IMPORT_LIMITS,
  looksLikeFormula,
  mapColumns,
  normalizeHeader,
  parseImport,
  suggestDocumentCard,
  suggestDocumentTitle,
  suggestDocumentType,
  websiteOf,
  type ImportKind,
  type ImportSheet,
} from '../src/index.ts';

/** A sheet from rows of texts, numbered from 1; a cell written `{=…}` is a formula cell. */
const sheet = (rows: string[][]): ImportSheet =>
  rows.map((cells, i) => ({
    number: i + 1,
    cells: cells.map((text) =>
      /^\{=.*\}$/u.test(text)
        ? { text: text.slice(2, -1), formula: true }
        : { text, formula: false },
    ),
  }));

const parse = (kind: ImportKind, rows: string[][]) => parseImport(kind, [sheet(rows)]);

const errorsOf = (kind: ImportKind, rows: string[][]) => {
  const result = parse(kind, rows);
  if (!result.ok) throw new Error(result.message);
  return result.parsed.errors.map(importErrorText);
};

describe('headers', () => {
  it('are compared without case, surrounding or repeated whitespace and required markers', () => {
    expect(normalizeHeader('  CSP   CAIQ\nAnswer * ')).toBe('csp caiq answer');
    expect(mapColumns('knowledge-base', ['QUESTION ', 'response', 'Notes:'])).toEqual({
      question: { index: 0, header: 'QUESTION' },
      answer: { index: 1, header: 'response' },
      comment: { index: 2, header: 'Notes:' },
    });
  });

  it('map a CAIQ v4 sheet below its title rows: the domain as category, the implementation into the answer, the customer responsibilities as the comment', () => {
    const result = parse('knowledge-base', [
      ['Consensus Assessments Initiative Questionnaire v4.0.2'],
      [],
      [
        'Question ID',
        'Question',
        'CSP CAIQ Answer',
        'SSRM Control Ownership',
        'CSP Implementation Description (Optional/Recommended)',
        'CSC Responsibilities (Optional/Recommended)',
        'CCM Domain Title',
      ],
      [
        'A&A-01.1',
        'Are audit policies established?',
        'Yes',
        'CSP-owned',
        'Reviewed yearly.',
        'Customers keep their own audit evidence.',
        'Audit & Assurance',
      ],
      [
        'A&A-02.1',
        'Are independent audits conducted?',
        'Yes',
        'CSP-owned',
        '',
        '',
        'Audit & Assurance',
      ],
    ]);
    expect(result.ok && result.parsed.errors).toEqual([]);
    expect(result.ok && result.parsed.ignored).toEqual(['Question ID', 'SSRM Control Ownership']);
    expect(result.ok && result.parsed.records).toEqual([
      {
        row: 4,
        record: {
          question: 'Are audit policies established?',
          answer: 'Yes\n\nReviewed yearly.',
          comment: 'Customer responsibilities: Customers keep their own audit evidence.',
          category: 'Audit & Assurance',
        },
      },
      {
        row: 5,
        record: {
          question: 'Are independent audits conducted?',
          answer: 'Yes',
          comment: null,
          category: 'Audit & Assurance',
        },
      },
    ]);
  });

  it('map a SIG Lite sheet', () => {
    const result = parse('knowledge-base', [
      ['Ques Num', 'Question/Request', 'Response', 'Additional Information', 'Section'],
      ['A.1', 'Is there a risk assessment program?', 'Yes', 'Annual', 'Risk Management'],
    ]);
    expect(result.ok && result.parsed.records[0]?.record).toEqual({
      question: 'Is there a risk assessment program?',
      answer: 'Yes\n\nAnnual',
      comment: null,
      category: 'Risk Management',
    });
    expect(result.ok && result.parsed.ignored).toEqual(['Ques Num']);
  });

  it('refuse a file without the required columns, naming the expected ones', () => {
    const result = parse('knowledge-base', [
      ['Question', 'Whatever'],
      ['Q', 'A'],
    ]);
    expect(result).toEqual({
      ok: false,
      message:
        "Missing column 'Answer'. Expected columns: Question, Answer (required); Comment, Customer responsibilities, Category (optional)",
    });
  });
});

describe('files refused whole', () => {
  it('an empty file, a header without rows, too many rows', () => {
    expect(parse('controls', [])).toEqual({ ok: false, message: 'The file is empty' });
    expect(parse('controls', [[' ', ''], []])).toEqual({ ok: false, message: 'The file is empty' });
    expect(
      parse('controls', [
        ['Name', 'Description'],
        ['', ''],
      ]),
    ).toEqual({
      ok: false,
      message: 'The file has no rows below its header',
    });
    const many = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => [`C${i}`, 'D']);
    expect(parse('controls', [['Name', 'Description'], ...many])).toEqual({
      ok: false,
      message: 'The file has more than 5,000 rows: split it into smaller files',
    });
  });
});

describe('row errors', () => {
  it('name the row and the column as the file writes it; blank rows are skipped', () => {
    expect(
      errorsOf('knowledge-base', [
        ['Question', 'Answer'],
        ['Q1', 'A1'],
        ['', ''],
        ['Q3', ''],
      ]),
    ).toEqual(["Row 4, column 'Answer': required"]);
  });

  it('refuse formula cells and formula-like text, keep text that starts with a dash', () => {
    expect(
      errorsOf('controls', [
        ['Name', 'Description'],
        ['{=A1}', 'D'],
        ['=1+1', 'D'],
        ['+SUM(A1:A2)', 'D'],
        ['@HYPERLINK("x")', 'D'],
        ["-cmd|' /C calc'!A0", 'D'],
        ['Encryption', '- at rest and in transit'],
        ['MFA', '-5 days, +44 20 7946 0958, @security'],
      ]),
    ).toEqual([2, 3, 4, 5, 6].map((n) => `Row ${n}, column 'Name': formulas are not imported`));
    expect(looksLikeFormula('-A1+B2')).toBe(true);
    expect(looksLikeFormula('- yes')).toBe(false);
  });

  it('refuse text too long and characters that are not text', () => {
    expect(
      errorsOf('controls', [
        ['Name', 'Description'],
        ['x'.repeat(201), 'D'],
        ['Name', 'bad \u0000 byte'],
      ]),
    ).toEqual([
      "Row 2, column 'Name': at most 200 characters",
      "Row 3, column 'Description': contains characters that are not text",
    ]);
  });

  it('check a control status and visibility', () => {
    const result = parse('controls', [
      ['Control', 'Description', 'Implementation Status', 'Visibility'],
      ['MFA', 'Everyone', 'In Progress', 'Internal'],
      ['SSO', 'Everyone', 'done', 'secret'],
    ]);
    expect(result.ok && result.parsed.records[0]?.record).toEqual({
      name: 'MFA',
      description: 'Everyone',
      status: 'in_progress',
      visibility: 'internal',
    });
    expect(result.ok && result.parsed.errors.map(importErrorText)).toEqual([
      "Row 3, column 'Implementation Status': must be implemented, in progress or planned",
      "Row 3, column 'Visibility': must be public or internal",
    ]);
  });

  it('check a subprocessor website and a company listed twice', () => {
    expect(
      errorsOf('subprocessors', [
        ['Subprocessor', 'Purpose', 'Location', 'Website'],
        ['AWS', 'Hosting', 'US', 'aws.amazon.com'],
        ['Stripe', 'Payments', 'US', 'http://localhost'],
        ['Amazon', 'Hosting', 'EU', 'https://www.aws.amazon.com'],
        ['Slack', '', '', ''],
        ['slack', '', '', ''],
      ]),
    ).toEqual([
      "Row 3, column 'Website': must be a public web address, such as https://example.com",
      'Row 4, column \'Subprocessor\': "Amazon" is already in row 2',
      'Row 6, column \'Subprocessor\': "slack" is already in row 5',
    ]);
    expect(websiteOf('www.example.com')).toEqual({
      url: 'https://www.example.com',
      domain: 'example.com',
    });
    expect(websiteOf('ftp://example.com')).toBeNull();
  });
});

describe('documents', () => {
  it('suggest a title, a type and a card from the file name', () => {
    expect(suggestDocumentTitle('SOC2_Type_II_Report_2025.pdf')).toBe('SOC 2 Type II Report 2025');
    expect(suggestDocumentType('SOC 2 Type II Report 2025')).toBe('SOC 2 Type II');
    expect(suggestDocumentType('SOC 1 type 1')).toBe('SOC 1 Type I');
    expect(suggestDocumentTitle('iso27001-certificate.PDF')).toBe('ISO 27001 Certificate');
    expect(suggestDocumentType('ISO 27001 Certificate')).toBe('ISO 27001 Certificate');
    expect(suggestDocumentTitle('acme pentest summary q3.pdf')).toBe('Acme Pentest Summary Q3');
    expect(suggestDocumentType('Acme Pentest Summary Q3')).toBe('Penetration Test');
    expect(suggestDocumentType('Information Security Policy')).toBe('Policy');
    expect(suggestDocumentType('Data Processing Agreement')).toBe('Contract');
    expect(suggestDocumentType('CAIQ v4')).toBe('Questionnaire');
    expect(suggestDocumentType('Architecture overview')).toBeNull();
    expect(suggestDocumentCard('SOC 2 Type II')).toBe('Reports');
    expect(suggestDocumentCard('Policy')).toBe('Policies');
    expect(suggestDocumentCard(null)).toBeNull();
  });
});
