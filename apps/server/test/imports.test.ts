/**
 * Imports (docs/import.md): a preview writes nothing; a good file lands every row; every bad file
 * answers 400 (or 413) naming the row and column or what is wrong with the file, and imports
 * nothing; the routes refuse anonymous callers (401) and staff without the scope (403).
 */
import { readdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, controls, files, items, kbEntries } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody, multipartParts } from './helpers/multipart.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type CardRow,
  type ProductRow,
} from './factories.ts';

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX workbook of rows; a cell given as `{ formula }` is a formula cell. */
async function workbook(rows: (string | { formula: string; result: string })[][]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Introduction').addRow(['This workbook answers the CAIQ.']);
  const sheet = book.addWorksheet('CAIQv4.0.3');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip of one entry, its size in the central directory set to `declared` when given. */
async function zipOf(name: string, content: Buffer, declared?: number) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(content, name);
  zip.end();
  const bytes = await buffer(zip.outputStream);
  if (declared !== undefined) {
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(declared, central + 24);
  }
  return bytes;
}

/** 60 MB of one character: a zip of it is some 60 KB. */
const BOMB = await zipOf('xl/sharedStrings.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
/** 2 MB that the zip says are 100 bytes. */
const LYING = await zipOf('xl/sharedStrings.xml', Buffer.alloc(2 * 1024 * 1024, 0x20), 100);

const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'));

describe.each(await databaseKinds())('imports (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let subprocessors: CardRow;
  let reports: CardRow;
  let editor: string;
  let kbStaff: string;
  let noScope: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'import-org' });
    product = await buildProduct(db, org);
    subprocessors = await buildCard(db, product, { kind: 'Subprocessors', position: 0 });
    reports = await buildCard(db, product, { kind: 'Reports', position: 1 });
    await buildCard(db, product, { kind: 'Policies', position: 2 });
    await buildItem(db, subprocessors, {
      title: 'Initech',
      details: {
        company: { source: 'custom', name: 'Initech', domain: null, url: null, logo: null },
      },
    });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    kbStaff = (await buildStaff(db, org, ['app:knowledge-base'])).cookie;
    noScope = (await buildStaff(db, org, ['app:cards'])).cookie;
  });
  afterAll(() => t.close());

  const send = (url: string, name: string, type: string, content: Buffer, cookie?: string) => {
    const body = multipartBody(name, type, content);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const kb = (name: string, content: Buffer, type = CSV, preview = false) =>
    send(
      `/api/app/imports/knowledge-base${preview ? '/preview' : ''}`,
      name,
      type,
      content,
      kbStaff,
    );
  const subUrl = () => `/api/trust-center/products/${product.id}/imports/subprocessors`;
  const rowsOf = async (table: typeof kbEntries | typeof controls) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const itemsOf = async (card: CardRow) =>
    t.database.db.select().from(items).where(eq(items.cardId, card.id));

  describe('knowledge base', () => {
    it('previews without writing, then imports every row of a CSV file', async () => {
      const file = csv([
        ['Question', 'Answer', 'Comment', 'Category'],
        ['Do you encrypt data at rest?', 'Yes', 'AES-256', 'Encryption'],
        ['', '', '', ''],
        ['Do you run pentests?', 'Yes, yearly', '', ''],
      ]);
      const preview = await kb('faq.csv', file, CSV, true);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        fileName: 'faq.csv',
        errors: [],
        rows: [
          { row: 2, values: { question: 'Do you encrypt data at rest?', category: 'Encryption' } },
          { row: 4, values: { question: 'Do you run pentests?' } },
        ],
      });
      expect(await rowsOf(kbEntries)).toBe(0);

      const res = await kb('faq.csv', file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        imported: 2,
        columns: [
          { header: 'Question', field: 'Question', into: null },
          { header: 'Answer', field: 'Answer', into: null },
          { header: 'Comment', field: 'Comment', into: 'below the answer' },
          { header: 'Category', field: 'Category', into: "the source's category" },
        ],
        ignored: [],
        accessLevel: 'restricted',
      });
      const rows = await t.database.db.select().from(kbEntries).orderBy(kbEntries.question);
      expect(
        rows.map((r) => [r.question, r.answer, r.comment, r.accessLevel, r.sourceSubtype]),
      ).toEqual([
        ['Do you encrypt data at rest?', 'Yes\n\nAES-256', null, 'restricted', 'Encryption'],
        ['Do you run pentests?', 'Yes, yearly', null, 'restricted', null],
      ]);
      expect(rows.every((r) => r.sourceType === 'import')).toBe(true);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'kb.import'));
      expect(audit?.after).toEqual({ imported: 2, accessLevel: 'restricted' });
    });

    it('imports a filled CAIQ workbook: the implementation below the answer, the customer responsibilities as the comment, restricted', async () => {
      const before = await rowsOf(kbEntries);
      const file = await workbook([
        ['Consensus Assessments Initiative Questionnaire v4.0.3'],
        [
          'Question ID',
          'Question',
          'CSP CAIQ Answer',
          'SSRM Control Ownership',
          'CSP Implementation Description (Optional/Recommended)',
          'CSC Responsibilities (Optional/Recommended)',
          'CCM Control ID',
          'CCM Domain Title',
        ],
        [
          'A&A-01.1',
          'Are audit policies established?',
          'Yes',
          'Shared CSP and CSC',
          'Reviewed yearly by the CISO.',
          'Customers review the audit reports shared with them.',
          'A&A-01',
          'Audit & Assurance',
        ],
        ['A&A-02.1', 'Are audits independent?', 'Yes', 'CSP-owned', '', '', 'A&A-02', 'Audit'],
      ]);
      const preview = (await kb('caiq.xlsx', file, XLSX, true)).json();
      expect(preview.ignored).toEqual(['Question ID', 'SSRM Control Ownership', 'CCM Control ID']);
      const res = await kb('caiq.xlsx', file, XLSX);
      expect(res.json()).toEqual({
        imported: 2,
        columns: [
          { header: 'Question', field: 'Question', into: null },
          { header: 'CSP CAIQ Answer', field: 'Answer', into: null },
          {
            header: 'CSP Implementation Description (Optional/Recommended)',
            field: 'Comment',
            into: 'below the answer',
          },
          {
            header: 'CSC Responsibilities (Optional/Recommended)',
            field: 'Customer responsibilities',
            into: "the entry's comment, shown with the answer",
          },
          { header: 'CCM Domain Title', field: 'Category', into: "the source's category" },
        ],
        ignored: ['Question ID', 'SSRM Control Ownership', 'CCM Control ID'],
        accessLevel: 'restricted',
      });
      expect(await rowsOf(kbEntries)).toBe(before + 2);
      const rows = await t.database.db
        .select()
        .from(kbEntries)
        .where(eq(kbEntries.sourceName, 'caiq.xlsx'))
        .orderBy(kbEntries.question);
      expect(rows.map((r) => [r.answer, r.comment, r.internalNote, r.accessLevel])).toEqual([
        [
          'Yes\n\nReviewed yearly by the CISO.',
          'Customer responsibilities: Customers review the audit reports shared with them.',
          null,
          'restricted',
        ],
        ['Yes', null, null, 'restricted'],
      ]);
      // Restricted: a visitor's knowledge base and search do not list them.
      const portal = await t.app.inject({ url: '/api/portal/import-org/knowledge-base' });
      expect(portal.statusCode).toBe(200);
      expect(portal.body).not.toContain('Are audit policies established?');
      expect(portal.body).not.toContain('Customer responsibilities');
    });

    const refused: [string, () => Promise<Buffer>, string, string][] = [
      [
        'a missing required cell',
        async () =>
          csv([
            ['Question', 'Answer'],
            ['Q1', 'A1'],
            ['Q2', 'A2'],
            ['Q3', ''],
          ]),
        'x.csv',
        "Row 4, column 'Answer': required",
      ],
      [
        'formula-like text in a CSV cell',
        async () =>
          csv([
            ['Question', 'Response'],
            ['Q1', '=HYPERLINK("http://x")'],
          ]),
        'x.csv',
        "Row 2, column 'Response': formulas are not imported",
      ],
      [
        'a formula cell in a workbook',
        () =>
          workbook([
            ['Ques Num', 'Question/Request', 'Response'],
            ['1', 'Is MFA enforced?', { formula: 'CONCAT("Y","es")', result: 'Yes' }],
          ]),
        'sig.xlsx',
        "Row 2, column 'Response': formulas are not imported",
      ],
    ];
    it.each(refused)('refuses %s with its row and column', async (_, build, name, text) => {
      const before = await rowsOf(kbEntries);
      const type = name.endsWith('.xlsx') ? XLSX : CSV;
      const preview = await kb(name, await build(), type, true);
      expect(preview.statusCode).toBe(200);
      const [error] = preview.json().errors;
      expect(`Row ${error.row}, column '${error.column}': ${error.message}`).toBe(text);
      const res = await kb(name, await build(), type);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'import_invalid',
        message: '1 row has errors: nothing was imported',
        details: { errors: [error] },
      });
      expect(await rowsOf(kbEntries)).toBe(before);
    });

    const bad: [string, string, Buffer, number, string][] = [
      ['an empty file', 'x.csv', Buffer.alloc(0), 400, 'The file is empty'],
      ['blank lines only', 'x.csv', Buffer.from('\r\n,\r\n'), 400, 'The file is empty'],
      [
        'wrong columns',
        'x.csv',
        csv([
          ['Name', 'Value'],
          ['a', 'b'],
        ]),
        400,
        "Missing columns 'Question', 'Answer'. Expected columns: Question, Answer (required); Comment, Customer responsibilities, Category (optional)",
      ],
      [
        'a header only',
        'x.csv',
        csv([['Question', 'Answer']]),
        400,
        'The file has no rows below its header',
      ],
      [
        'text that is not UTF-8',
        'x.csv',
        Buffer.from('Question,Answer\nCaf\xe9?,Oui\n', 'latin1'),
        400,
        'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
      ],
      [
        'binary junk',
        'x.csv',
        Buffer.from([0x50, 0x4b, 0x00, 0x01, 0xff, 0xfe, 0x00]),
        400,
        'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
      ],
      [
        'a text file renamed .xlsx',
        'x.xlsx',
        Buffer.from('Question,Answer\nQ,A\n'),
        400,
        'The file is not an XLSX workbook',
      ],
      [
        'a broken zip named .xlsx',
        'x.xlsx',
        Buffer.from('PK\x03\x04 not a workbook'),
        400,
        'The file is not an XLSX workbook',
      ],
      [
        'a workbook that unpacks to more than 50 MB',
        'x.xlsx',
        BOMB,
        400,
        'The workbook unpacks to more than 50 MB: save only the sheet to import and try again',
      ],
      [
        'a workbook whose zip understates what it unpacks to',
        'x.xlsx',
        LYING,
        400,
        'The file is not an XLSX workbook',
      ],
      ['another kind of file', 'x.pdf', Buffer.from('%PDF-1.4'), 400, 'Choose a CSV or XLSX file'],
      [
        'more than 5,000 rows',
        'x.csv',
        Buffer.from(`Question,Answer\n${'Q,A\n'.repeat(5001)}`),
        400,
        'The file has more than 5,000 rows: split it into smaller files',
      ],
      [
        'a file over 5 MB',
        'x.csv',
        Buffer.from(`Question,Answer\n${'Q,A\n'.repeat(1_400_000)}`),
        413,
        'The file is larger than the 5 MB allowed',
      ],
    ];
    it.each(bad)('refuses %s whole', async (_, name, content, status, message) => {
      const before = await rowsOf(kbEntries);
      for (const preview of [true, false]) {
        const type = name.endsWith('.xlsx')
          ? XLSX
          : name.endsWith('.pdf')
            ? 'application/pdf'
            : CSV;
        const res = await kb(name, content, type, preview);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().error.message).toBe(message);
      }
      expect(await rowsOf(kbEntries)).toBe(before);
    });
  });

  describe('controls', () => {
    it('imports controls with their status and visibility', async () => {
      const file = csv([
        ['Control', 'Description', 'Status', 'Visibility'],
        ['MFA', 'Every staff account uses MFA', 'In progress', ''],
        ['Backups', 'Daily, encrypted', '', 'internal'],
      ]);
      const res = await send('/api/app/imports/controls', 'c.csv', CSV, file, kbStaff);
      expect(res.json()).toMatchObject({ imported: 2, ignored: [] });
      expect(res.json().columns.map((c: { header: string }) => c.header)).toEqual([
        'Control',
        'Description',
        'Status',
        'Visibility',
      ]);
      const rows = await t.database.db.select().from(controls).orderBy(controls.position);
      expect(rows.map((r) => [r.name, r.status, r.visibility])).toEqual([
        ['MFA', 'in_progress', 'public'],
        ['Backups', 'implemented', 'internal'],
      ]);
    });

    it('refuses a file with a bad status and imports none of its rows', async () => {
      const before = await rowsOf(controls);
      const file = csv([
        ['Name', 'Description', 'Status'],
        ['SSO', 'Okta', 'done'],
        ['X', 'Y', ''],
      ]);
      const res = await send('/api/app/imports/controls', 'c.csv', CSV, file, kbStaff);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        { row: 2, column: 'Status', message: 'must be implemented, in progress or planned' },
      ]);
      expect(await rowsOf(controls)).toBe(before);
    });
  });

  describe('subprocessors', () => {
    it('adds every row to the card after its entries', async () => {
      const file = csv([
        ['Subprocessor', 'Purpose', 'Location', 'Website', 'Notes'],
        ['Amazon Web Services', 'Hosting', 'United States', 'aws.amazon.com', 'Primary region'],
        ['Postmark', 'Transactional email', 'United States', '', ''],
      ]);
      const preview = await send(`${subUrl()}/preview`, 's.csv', CSV, file, editor);
      expect(preview.json().errors).toEqual([]);
      expect(await itemsOf(subprocessors)).toHaveLength(1);
      const res = await send(subUrl(), 's.csv', CSV, file, editor);
      expect(res.json()).toEqual({ imported: 2 });
      const added = (await itemsOf(subprocessors)).sort((a, b) => a.position - b.position);
      expect(added.map((i) => i.title)).toEqual(['Initech', 'Amazon Web Services', 'Postmark']);
      expect(added[1]?.details).toMatchObject({
        company: { name: 'Amazon Web Services', domain: 'aws.amazon.com' },
        purpose: 'Hosting',
        location: 'United States',
        additionalDetails: 'Primary region',
      });
    });

    it('refuses a company already on the card or listed twice, adding none', async () => {
      const file = csv([
        ['Name', 'Purpose'],
        ['Stripe', 'Payments'],
        ['initech', 'Everything'],
        ['Stripe', 'Again'],
      ]);
      const preview = await send(`${subUrl()}/preview`, 's.csv', CSV, file, editor);
      expect(preview.json().errors).toEqual([
        { row: 3, column: 'Name', message: '"initech" is already on this card' },
        { row: 4, column: 'Name', message: '"Stripe" is already in row 2' },
      ]);
      const before = (await itemsOf(subprocessors)).length;
      const res = await send(subUrl(), 's.csv', CSV, file, editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('2 rows have errors: nothing was imported');
      expect(await itemsOf(subprocessors)).toHaveLength(before);
    });
  });

  describe('documents', () => {
    const documents = (rows: unknown[], names: string[], cookie = editor) => {
      const body = multipartParts([
        { name: 'documents', content: JSON.stringify(rows) },
        ...names.map((n) => ({
          name: 'file',
          filename: n,
          type: 'application/pdf',
          content: `%PDF-1.4 ${n}`,
        })),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/trust-center/imports/documents',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    };
    const row = (title: string, type: string | null) => ({
      title,
      type,
      productId: product.id,
      kind: 'Reports',
    });
    const storedFiles = () => readdirSync(t.filesDir, { recursive: true }).length;

    it('adds one item a file to its card, the file linked', async () => {
      const res = await documents(
        [row('SOC 2 Type II Report 2025', 'SOC 2 Type II'), row('Pentest 2025', null)],
        ['SOC2_Type_II_Report_2025.pdf', 'pentest.pdf'],
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imported: 2 });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/documents/trust-center',
        headers: { cookie: editor },
      });
      expect(
        list
          .json()
          .documents.map((d: { itemTitle: string; type: string | null; originalName: string }) => [
            d.itemTitle,
            d.type,
            d.originalName,
          ]),
      ).toEqual([
        ['SOC 2 Type II Report 2025', 'SOC 2 Type II', 'SOC2_Type_II_Report_2025.pdf'],
        ['Pentest 2025', null, 'pentest.pdf'],
      ]);
      expect(await itemsOf(reports)).toHaveLength(2);
    });

    it('refuses a bad row or a missing file, storing and writing nothing', async () => {
      const fileRows = async () => (await t.database.db.select({ n: count() }).from(files))[0]?.n;
      const before = { rows: await fileRows(), stored: storedFiles() };
      const bad = await documents([row('SOC 2', null), row('x', 'Nope')], ['a.pdf', 'b.pdf']);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.errors).toEqual([
        { row: 2, column: 'Title', message: 'Item title must be 2 to 100 characters' },
        expect.objectContaining({ row: 2, column: 'Type' }),
      ]);
      const missing = await documents([row('SOC 2', null), row('ISO', null)], ['a.pdf']);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe('Every document needs its file');
      expect({ rows: await fileRows(), stored: storedFiles() }).toEqual(before);
    });

    it('refuses a card that takes no custom items', async () => {
      const res = await documents([{ ...row('Report', null), kind: 'Subprocessors' }], ['a.pdf']);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('action_not_allowed');
    });
  });

  describe('guards', () => {
    const routes = () => [
      { url: '/api/app/imports/knowledge-base', scoped: kbStaff },
      { url: '/api/app/imports/knowledge-base/preview', scoped: kbStaff },
      { url: '/api/app/imports/controls', scoped: kbStaff },
      { url: '/api/app/imports/controls/preview', scoped: kbStaff },
      { url: subUrl(), scoped: editor },
      { url: `${subUrl()}/preview`, scoped: editor },
      { url: '/api/trust-center/imports/documents', scoped: editor },
    ];
    it('answers 401 to anonymous callers and 403 to staff without the scope', async () => {
      const file = csv([
        ['Question', 'Answer'],
        ['Q', 'A'],
      ]);
      for (const { url } of routes()) {
        expect((await send(url, 'x.csv', CSV, file)).statusCode, url).toBe(401);
        expect((await send(url, 'x.csv', CSV, file, noScope)).statusCode, url).toBe(403);
      }
      const kbAsEditor = await send('/api/app/imports/knowledge-base', 'x.csv', CSV, file, editor);
      expect(kbAsEditor.statusCode).toBe(403);
    });
  });
});
