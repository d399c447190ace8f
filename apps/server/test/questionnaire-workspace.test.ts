/**
 * The questionnaire workspace (docs/questionnaires.md): importing each format, correcting the
 * mapping, drafting in the background with states, confidence and cited sources, review
 * (edit, approve, assign with its mail, comment), approve-high, export, and the refusals: bad
 * files keep nothing, another organisation's questionnaire is missing, the scope is needed, and
 * API tokens with the scope do what staff do.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiTokenCreated,
  ZMappingSaved,
  ZQuestionnaireImported,
  ZWorkspaceList,
  ZWorkspaceQuestion,
  ZWorkspaceQuestionnaire,
  type TWorkspaceQuestionnaire,
} from '@trustfront/core';
import { auditLog, mails, workspaceQuestionnaires } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { questionnaireDocx } from './helpers/questionnaire-fixtures.ts';
import {
  addEntries,
  draft,
  importFile,
  questionCsv,
  questionWorkbook,
} from './helpers/questionnaire-workspace.ts';
import { buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const QUESTIONS = [
  { ref: 'ENC-01', text: 'Do you encrypt customer data at rest with AES-256?' },
  { ref: 'BCP-02', text: 'Do you test your disaster recovery plan every year?' },
  { ref: 'ZZZ-03', text: 'Which colour is the Wallaroo mascot of the Quandong team?' },
];

describe.each(await databaseKinds())('questionnaire workspace (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let staff: { cookie: string; user: { id: string; email: string } };
  let colleague: { cookie: string; user: { id: string; email: string } };
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Acme Trust' });
    await buildProduct(db, org);
    await addEntries(db, org.id, [
      {
        question: 'Do you encrypt customer data at rest?',
        answer: 'Yes. Customer data at rest is encrypted with AES-256 in every data store.',
      },
      {
        question: 'Do you test your disaster recovery plan?',
        answer: 'Yes. The disaster recovery plan is tested every year with a full failover.',
        accessLevel: 'restricted',
      },
    ]);
    staff = await buildStaff(db, org, ['app:questionnaires', 'app:knowledge-base']);
    colleague = await buildStaff(db, org, ['app:questionnaires']);
    headers = { cookie: staff.cookie };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const storedFiles = () => {
    const dir = join(t.filesDir, 'questionnaires', org.id);
    try {
      return readdirSync(dir).length;
    } catch {
      return 0;
    }
  };

  async function imported(fileName: string, content: Buffer, type?: string) {
    const res = await importFile(t.app, headers, fileName, content, type);
    expect(res.statusCode, res.body).toBe(201);
    return ZQuestionnaireImported.parse(res.json());
  }

  it('imports a workbook, a CSV file and a Word document, finding their questions', async () => {
    const xlsx = await imported('Vendor review.xlsx', await questionWorkbook(QUESTIONS));
    expect(xlsx.format).toBe('xlsx');
    expect(xlsx.sheets).toEqual([
      expect.objectContaining({ name: 'Security', questionColumn: 'B', questions: 3 }),
    ]);
    const csv = await imported('vendor.csv', questionCsv(QUESTIONS), 'text/csv');
    expect(csv.format).toBe('csv');
    expect(csv.sheets.reduce((n, s) => n + s.questions, 0)).toBe(3);
    const docx = await imported('Supplier.docx', await questionnaireDocx(), DOCX_TYPE);
    expect(docx.format).toBe('docx');
    expect(docx.sheets.map((s) => [s.name, s.questions])).toEqual([
      ['Table 1', 2],
      ['Table 2', 2],
    ]);
    const docxQuestions = ZWorkspaceQuestionnaire.parse(
      (await call('GET', `/api/app/questionnaires/${docx.id}`)).json(),
    ).questions;
    expect(docxQuestions[0]).toMatchObject({ ref: 'G-1', section: 'Governance', state: 'new' });
    await call('DELETE', `/api/app/questionnaires/${docx.id}`);
    const list = ZWorkspaceList.parse(
      (await call('GET', '/api/app/questionnaires/workspace')).json(),
    );
    expect(list.questionnaires.map((q) => q.fileName)).toEqual([
      'vendor.csv',
      'Vendor review.xlsx',
    ]);
    expect(list.questionnaires[0]).toMatchObject({ status: 'imported', questions: 3 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'questionnaire.import')));
    expect(audit.map((a) => a.target).sort()).toEqual([
      'Supplier.docx',
      'Vendor review.xlsx',
      'vendor.csv',
    ]);
  });

  it('keeps nothing of a file it cannot read', async () => {
    const before = storedFiles();
    const bad = await importFile(t.app, headers, 'broken.xlsx', Buffer.from('not a workbook'));
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json()).toMatchObject({ error: { code: expect.any(String) } });
    const pdf = await importFile(
      t.app,
      headers,
      'q.pdf',
      Buffer.from('%PDF-1.7'),
      'application/pdf',
    );
    expect(pdf.statusCode).toBeGreaterThanOrEqual(400);
    expect(storedFiles()).toBe(before);
    const rows = await t.database.db
      .select()
      .from(workspaceQuestionnaires)
      .where(eq(workspaceQuestionnaires.fileName, 'broken.xlsx'));
    expect(rows).toEqual([]);
  });

  it('corrects the mapping: before drafting freely, after drafting only when confirmed', async () => {
    const q = await imported('mapping.xlsx', await questionWorkbook(QUESTIONS));
    const sheet = q.sheets[0];
    if (!sheet) throw new Error('no sheet');
    const columns = {
      name: sheet.name,
      headerRow: 1,
      idColumn: 'A',
      questionColumn: 'B',
      answerColumn: 'C',
      commentColumn: 'D',
    };
    const none = await call('PATCH', `/api/app/questionnaires/${q.id}/mapping`, {
      sheets: [
        {
          ...sheet,
          questions: undefined,
          answerOptions: undefined,
          headerRow: null,
          questionColumn: null,
        },
      ],
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(ZMappingSaved.parse(none.json()).sheets[0]?.questions).toBe(0);
    const back = await call('PATCH', `/api/app/questionnaires/${q.id}/mapping`, {
      sheets: [columns],
    });
    expect(ZMappingSaved.parse(back.json()).sheets[0]?.questions).toBe(3);
    await draft(t.app, headers, q.id);
    const refused = await call('PATCH', `/api/app/questionnaires/${q.id}/mapping`, {
      sheets: [columns],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('drafts_would_be_lost');
    const confirmed = await call('PATCH', `/api/app/questionnaires/${q.id}/mapping`, {
      sheets: [columns],
      confirm: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const again = (
      await call('GET', `/api/app/questionnaires/${q.id}`)
    ).json() as TWorkspaceQuestionnaire;
    expect(again.status).toBe('imported');
    expect(again.questions.every((x) => x.state === 'new' && x.draft === null)).toBe(true);
  });

  let drafted: TWorkspaceQuestionnaire;
  const byRef = (ref: string) => {
    const found = drafted.questions.find((q) => q.ref === ref);
    if (!found) throw new Error(`no question ${ref}`);
    return found;
  };

  it('drafts in the background: answers with sources and confidence, or a person', async () => {
    const q = await imported('drafts.xlsx', await questionWorkbook(QUESTIONS));
    drafted = await draft(t.app, headers, q.id);
    expect(drafted.status).toBe('review');
    expect(drafted.progress).toEqual({ done: 0, total: 3 });
    const enc = byRef('ENC-01');
    expect(enc.state).toBe('drafted');
    expect(enc.draft?.answer).toBe('Yes');
    expect(enc.draft?.confidence).toBe('high');
    expect(enc.draft?.sources[0]).toMatchObject({
      type: 'knowledge_base',
      title: 'Do you encrypt customer data at rest?',
      internal: false,
    });
    // A restricted entry is one an anonymous visitor may not see: marked internal.
    const bcp = byRef('BCP-02');
    expect(bcp.draft?.sources.some((s) => s.internal)).toBe(true);
    const zzz = byRef('ZZZ-03');
    expect(zzz.state).toBe('needs_person');
    expect(zzz.draft).toMatchObject({ answer: null, confidence: null, sources: [] });
  });

  it('reviews: edit, approve, comment, assign with a mail linking the question', async () => {
    const url = (id: string) => `/api/app/questionnaires/${drafted.id}/questions/${id}`;
    const refused = await call('PATCH', url(byRef('ZZZ-03').id), { approved: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('answer_required');
    const edited = ZWorkspaceQuestion.parse(
      (
        await call('PATCH', url(byRef('BCP-02').id), {
          answer: 'Yes',
          explanation: 'Twice a year.',
        })
      ).json(),
    );
    expect(edited).toMatchObject({ state: 'edited', answer: 'Yes', explanation: 'Twice a year.' });
    const assigned = await call('PATCH', url(byRef('ZZZ-03').id), {
      assigneeId: colleague.user.id,
      comment: 'Marketing knows the mascot.',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(ZWorkspaceQuestion.parse(assigned.json())).toMatchObject({
      assignee: { id: colleague.user.id },
      comments: [
        expect.objectContaining({ text: 'Marketing knows the mascot.', author: 'Sam Staff' }),
      ],
    });
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, colleague.user.email), eq(mails.kind, 'questionnaire_assigned')));
    expect(mail?.text).toContain(
      `http://localhost:3000/app/questionnaires/${drafted.id}?question=${byRef('ZZZ-03').id}`,
    );
    const stranger = await call('PATCH', url(byRef('ZZZ-03').id), {
      assigneeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.statusCode).toBe(400);
  });

  it('approves every high-confidence draft at once, then the rest makes it done', async () => {
    const res = await call('POST', `/api/app/questionnaires/${drafted.id}/approve-high`);
    expect(res.json()).toEqual({ approved: 1 });
    const url = (id: string) => `/api/app/questionnaires/${drafted.id}/questions/${id}`;
    await call('PATCH', url(byRef('BCP-02').id), { approved: true });
    const last = await call('PATCH', url(byRef('ZZZ-03').id), { answer: 'Green', approved: true });
    expect(last.json()).toMatchObject({ state: 'approved', approved: { by: 'Sam Staff' } });
    const done = (await call('GET', `/api/app/questionnaires/${drafted.id}`)).json();
    expect(done).toMatchObject({ status: 'done', progress: { done: 3, total: 3 } });
  });

  it('exports the same workbook with the answers written, named for the organisation', async () => {
    const res = await call('GET', `/api/app/questionnaires/${drafted.id}/export?format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain('Acme');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = book.getWorksheet('Security');
    const answers = [2, 3, 4].map((r) => [ws?.getCell(`C${r}`).text, ws?.getCell(`D${r}`).text]);
    expect(answers[0]?.[0]).toBe('Yes');
    expect(answers[1]).toEqual(['Yes', 'Twice a year.']);
    expect(answers[2]?.[0]).toBe('Green');
    const wrong = await call('GET', `/api/app/questionnaires/${drafted.id}/export?format=docx`);
    expect(wrong.statusCode).toBe(400);
    // Staff imported it: there is no member to send it back to.
    const send = await call('POST', `/api/app/questionnaires/${drafted.id}/send`);
    expect(send.statusCode).toBe(409);
  });

  it("another organisation's questionnaire is missing; the scope is needed", async () => {
    const other = await buildOrg(t.database.db);
    const outsider = await buildStaff(t.database.db, other, ['app:questionnaires']);
    const as = (cookie: string, method: 'GET' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: { cookie } });
    expect(
      (await as(outsider.cookie, 'GET', `/api/app/questionnaires/${drafted.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(outsider.cookie, 'DELETE', `/api/app/questionnaires/${drafted.id}`)).statusCode,
    ).toBe(404);
    const list = ZWorkspaceList.parse(
      (await as(outsider.cookie, 'GET', '/api/app/questionnaires/workspace')).json(),
    );
    expect(list.questionnaires).toEqual([]);
    const accounts = await buildStaff(t.database.db, org, ['app:accounts']);
    expect((await as(accounts.cookie, 'GET', '/api/app/questionnaires/workspace')).statusCode).toBe(
      403,
    );
    const noScope = await importFile(
      t.app,
      { cookie: accounts.cookie },
      'x.csv',
      questionCsv(QUESTIONS),
      'text/csv',
    );
    expect(noScope.statusCode).toBe(403);
  });

  it('an API token with the scope does what staff do; one without is refused', async () => {
    const admin = await buildStaff(t.database.db, org, ['app:settings', 'app:questionnaires']);
    const token = async (scopes: string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/settings/api-tokens',
        headers: { cookie: admin.cookie },
        payload: { name: `T ${scopes.join(' ')}`, scopes, expiresInDays: 30 },
      });
      return ZApiTokenCreated.parse(res.json()).token;
    };
    const bearer = { authorization: `Bearer ${await token(['app:questionnaires'])}` };
    const res = await importFile(t.app, bearer, 'token.csv', questionCsv(QUESTIONS), 'text/csv');
    expect(res.statusCode, res.body).toBe(201);
    const id = ZQuestionnaireImported.parse(res.json()).id;
    const got = await draft(t.app, bearer, id);
    expect(got.questions).toHaveLength(3);
    // The CSV file comes back with the drafts written in its answer and comment columns.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/app/questionnaires/${id}/export?format=csv`,
      headers: bearer,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, enc, , zzz] = csv.body.split(/\r?\n/);
    expect(header).toBe('ID,Question,Answer,Comment');
    expect(enc).toMatch(/^"?ENC-01"?,.*,"?Yes"?,.*AES-256/);
    expect(zzz).toMatch(/,$/);
    const other = { authorization: `Bearer ${await token(['app:settings'])}` };
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/app/questionnaires/${id}`,
      headers: other,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/questionnaires/${id}`,
      headers: bearer,
    });
    expect(deleted.statusCode).toBe(204);
  });
});
