/**
 * Signed answers through the real API (docs/questionnaires.md, Signed answers): an exported
 * workbook, CSV file and Word document each carry a signature the portal's Verify page checks;
 * an answer cell edited fails naming the cell; a source edited after export is 'changed', one
 * deleted 'removed'; another trust center, a key nobody publishes and a tampered signature each
 * fail with their reason; an Ask AI answer copied verifies, edited it fails.
 */
import { CompactSign, generateKeyPair } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  SIGNED_ANSWERS_TYP,
  SIGNED_TEXTS,
  ZAnswerResponse,
  ZQuestionnaireImported,
  ZSignedVerification,
  signedAnswersBytes,
  type TSignedAnswers,
} from '@trustfront/core';
import { kbEntries } from '../src/db/schema/index.ts';
import {
  readParts,
  partText,
  withPart,
  writeParts,
} from '../src/services/questionnaires/files/package.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { questionnaireDocx } from './helpers/questionnaire-fixtures.ts';
import {
  addEntries,
  draft,
  importFile,
  questionCsv,
  questionWorkbook,
} from './helpers/questionnaire-workspace.ts';
import { enableAi } from './helpers/search.ts';
import {
  buildAccount,
  buildOrg,
  buildProduct,
  buildStaff,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const QUESTIONS = [
  { ref: 'ENC-01', text: 'Do you encrypt customer data at rest with AES-256?' },
  { ref: 'BCP-02', text: 'Do you test your disaster recovery plan every year?' },
];
const ENCRYPTION = 'Do you encrypt customer data at rest?';

describe.each(await databaseKinds())('signed answers (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let other: OrgRow;
  let headers: Record<string, string>;
  let member: string;
  const files: Partial<Record<'xlsx' | 'csv' | 'docx', { name: string; body: Buffer }>> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Signed Trust' });
    product = await buildProduct(db, org);
    await addEntries(db, org.id, [
      {
        question: ENCRYPTION,
        answer: 'Yes. Customer data at rest is encrypted with AES-256 in every data store.',
      },
      {
        question: 'Do you test your disaster recovery plan?',
        answer: 'Yes. The disaster recovery plan is tested every year with a full failover.',
      },
      {
        question: 'How are governance policies reviewed?',
        answer: 'Governance policies are reviewed every year by the board.',
      },
    ]);
    await enableAi(db, org.id);
    headers = { cookie: (await buildStaff(db, org, ['app:questionnaires'])).cookie };
    member = (await buildAccount(db, org)).cookie;
    other = await buildOrg(db, { name: 'Elsewhere Trust' });
    await buildProduct(db, other);
  });
  afterAll(() => t.close());

  async function exported(
    format: 'xlsx' | 'csv' | 'docx',
    name: string,
    content: Buffer,
    type?: string,
  ) {
    const res = await importFile(t.app, headers, name, content, type);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = ZQuestionnaireImported.parse(res.json());
    await draft(t.app, headers, id);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/app/questionnaires/${id}/export?format=${format}`,
      headers,
    });
    expect(file.statusCode, file.body).toBe(200);
    files[format] = { name, body: file.rawPayload };
    return file.rawPayload;
  }

  const verifyFile = async (body: Buffer, name: string, slug = org.slug) => {
    const form = multipartBody(name, 'application/octet-stream', body);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${slug}/verify/signed`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSignedVerification.parse(res.json());
  };
  const verifyText = async (text: string, slug = org.slug) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${slug}/verify/signed`,
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSignedVerification.parse(res.json());
  };

  it('signs a workbook, a CSV file and a Word document, each verified as given now', async () => {
    const before = Date.now();
    const xlsx = await exported('xlsx', 'Review.xlsx', await questionWorkbook(QUESTIONS));
    const csv = await exported('csv', 'review.csv', questionCsv(QUESTIONS), 'text/csv');
    const docx = await exported('docx', 'Supplier.docx', await questionnaireDocx(), DOCX_TYPE);
    // The signature travels in a custom XML part, related from the workbook.
    const parts = await readParts(xlsx, 'workbook');
    expect(partText(parts, 'customXml/trustfrontSignature.xml')).toMatch(
      /<signature [^>]*>[\w-]+\.[\w-]+\.[\w-]+</,
    );
    expect(partText(parts, 'xl/_rels/workbook.xml.rels')).toContain(
      'customXml/trustfrontSignature.xml',
    );
    expect(csv.toString('utf8')).toMatch(/\r\n#trustfront-signature:[\w-]+\.[\w-]+\.[\w-]+\r\n$/);
    for (const [body, name] of [
      [xlsx, 'Review - Signed Trust.xlsx'],
      [csv, 'review.csv'],
      [docx, 'Supplier.docx'],
    ] as const) {
      const answer = await verifyFile(body, name);
      expect(answer, name).toMatchObject({ valid: true, failures: [] });
      expect(answer.signed).toMatchObject({ kind: 'questionnaire', organisation: 'Signed Trust' });
      expect(Date.parse(answer.signed?.issuedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(answer.signed?.answers, name).toBeGreaterThan(0);
      expect(answer.sources.length, name).toBeGreaterThan(0);
      expect(
        answer.sources.every((s) => s.status === 'unchanged'),
        name,
      ).toBe(true);
    }
  });

  it('an answer cell edited fails, naming the cell', async () => {
    const xlsx = files.xlsx?.body;
    const csv = files.csv?.body;
    if (!xlsx || !csv) throw new Error('The exports are missing');
    const parts = await readParts(xlsx, 'workbook');
    const sheet = parts.find((p) => p.name.startsWith('xl/worksheets/sheet'))?.name ?? '';
    const xml = partText(parts, sheet) ?? '';
    expect(xml).toContain('>Yes<');
    const edited = await writeParts(withPart(parts, sheet, xml.replace('>Yes<', '>No<')));
    const answer = await verifyFile(edited, 'Review.xlsx');
    expect(answer.valid).toBe(false);
    expect(answer.failures).toEqual([
      {
        code: 'cell_changed',
        at: 'Security!C2',
        message: SIGNED_TEXTS.failures.cell_changed('Security!C2'),
      },
    ]);
    // Still said: when it was given, by whom.
    expect(answer.signed?.organisation).toBe('Signed Trust');

    const text = csv.toString('utf8');
    const line = text.split('\r\n')[1] ?? '';
    const changed = text.replace(line, line.replace('Yes', 'No'));
    const csvAnswer = await verifyFile(Buffer.from(changed), 'review.csv');
    expect(csvAnswer.valid).toBe(false);
    expect(csvAnswer.failures.map((f) => [f.code, f.at])).toEqual([
      ['cell_changed', 'review.csv!C2'],
    ]);
  });

  it("a source edited after export is 'changed', one deleted 'removed'", async () => {
    const xlsx = files.xlsx?.body;
    if (!xlsx) throw new Error('The export is missing');
    await t.database.db
      .update(kbEntries)
      .set({ answer: 'Yes. Customer data at rest is encrypted with AES-256-GCM.' })
      .where(eq(kbEntries.question, ENCRYPTION));
    const answer = await verifyFile(xlsx, 'Review.xlsx');
    // The file is as signed: the signature holds, a source moved on.
    expect(answer.valid).toBe(true);
    expect(answer.sources).toContainEqual({
      type: 'knowledge_base',
      title: ENCRYPTION,
      status: 'changed',
    });
    expect(answer.sources.filter((s) => s.status === 'unchanged').length).toBeGreaterThan(0);
    await t.database.db.delete(kbEntries).where(eq(kbEntries.question, ENCRYPTION));
    const after = await verifyFile(xlsx, 'Review.xlsx');
    expect(after.sources).toContainEqual({
      type: 'knowledge_base',
      title: ENCRYPTION,
      status: 'removed',
    });
  });

  it('another trust center, a key nobody publishes and a tampered signature fail with their reason', async () => {
    const csv = files.csv?.body;
    if (!csv) throw new Error('The export is missing');
    const elsewhere = await verifyFile(csv, 'review.csv', other.slug);
    expect(elsewhere).toEqual({
      valid: false,
      failures: [
        { code: 'other_organisation', at: null, message: SIGNED_TEXTS.failures.other_organisation },
      ],
      signed: null,
      sources: [],
    });

    const text = csv.toString('utf8');
    const jws = /#trustfront-signature:([\w.-]+)/.exec(text)?.[1] ?? '';
    const [header, payload] = jws.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as TSignedAnswers;
    const { privateKey } = await generateKeyPair('EdDSA');
    const forged = await new CompactSign(signedAnswersBytes(claims))
      .setProtectedHeader({ alg: 'EdDSA', kid: 'not-published', typ: SIGNED_ANSWERS_TYP })
      .sign(privateKey);
    const foreign = await verifyFile(Buffer.from(text.replace(jws, forged)), 'review.csv');
    expect(foreign.failures.map((f) => f.code)).toEqual(['unknown_key']);
    expect(foreign.signed).toBeNull();

    // The payload altered under the trust center's own key id: the signature no longer matches.
    const altered = Buffer.from(
      JSON.stringify({ ...claims, issuedAt: '2020-01-01T00:00:00.000Z' }),
    ).toString('base64url');
    const tampered = `${header}.${altered}.${jws.split('.')[2]}`;
    const bad = await verifyFile(Buffer.from(text.replace(jws, tampered)), 'review.csv');
    expect(bad.failures.map((f) => f.code)).toEqual(['bad_signature']);

    const unsigned = await verifyFile(questionCsv(QUESTIONS), 'plain.csv');
    expect(unsigned.failures.map((f) => f.code)).toEqual(['no_signature']);
    const pdf = await verifyFile(Buffer.from('%PDF-1.7 not a questionnaire'), 'report.pdf');
    expect(pdf.failures.map((f) => f.code)).toEqual(['no_signature']);
  });

  it('an Ask AI answer carries its signature; copied it verifies, edited it fails', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/search/answer`,
      headers: { cookie: member },
      payload: {
        query: { term: 'disaster recovery plan tested', filters: { product: product.id } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result, signed } = ZAnswerResponse.parse(res.json());
    expect(result.answer).not.toBeNull();
    if (!signed) throw new Error('The answer is not signed');
    expect(signed.text).toContain(signed.jws.slice(0, 64));
    expect(signed.text).toContain(result.answer ?? '');

    const copied = await verifyText(signed.text);
    expect(copied).toMatchObject({
      valid: true,
      failures: [],
      signed: { kind: 'answer', question: 'disaster recovery plan tested', answer: result.answer },
    });
    expect(copied.sources.length).toBeGreaterThan(0);
    expect(copied.sources.every((s) => s.status === 'unchanged')).toBe(true);
    // The JWS alone verifies too.
    expect((await verifyText(signed.jws)).valid).toBe(true);

    const edited = await verifyText(
      signed.text.replace(result.answer ?? '', 'Yes, always, in full.'),
    );
    expect(edited.valid).toBe(false);
    expect(edited.failures.map((f) => f.code)).toEqual(['answer_text_changed']);
    const elsewhere = await verifyText(signed.text, other.slug);
    expect(elsewhere.failures.map((f) => f.code)).toEqual(['other_organisation']);
    const nothing = await verifyText('just some words');
    expect(nothing.failures.map((f) => f.code)).toEqual(['no_signature']);
  });

  it('reads a signature part of unclosed tags and a padded CSV signature line at once', async () => {
    const xlsx = files.xlsx?.body;
    const csv = files.csv?.body;
    if (!xlsx || !csv) throw new Error('The exports are missing');
    const parts = await readParts(xlsx, 'workbook');
    const unclosed = '<signature '.repeat(60_000);
    const tags = await writeParts(withPart(parts, 'customXml/trustfrontSignature.xml', unclosed));
    const noPart = await verifyFile(tags, 'Review.xlsx');
    expect(noPart.failures.map((f) => f.code)).toEqual(['no_signature']);
    const padded = `${csv.toString('utf8')}#trustfront-signature:${' '.repeat(300_000)}x\r\n`;
    const noLine = await verifyFile(Buffer.from(padded), 'review.csv');
    expect(noLine.failures.map((f) => f.code)).toEqual(['no_signature']);
    // Each took minutes while a pattern rescanned the text from every position: the test's
    // timeout fails it then.
  }, 30_000);

  it('reads no file larger than a questionnaire may be', async () => {
    const large = Buffer.alloc(QUESTIONNAIRE_MAX_BYTES + 1024, 0x41);
    const form = multipartBody('large.csv', 'text/csv', large);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/verify/signed`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: { message: `The file is larger than ${QUESTIONNAIRE_MAX_MB} MB` },
    });
  });

  it('refuses a request with neither a file nor a text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/verify/signed`,
      payload: { text: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Paste a signed answer' } });
  });
});
