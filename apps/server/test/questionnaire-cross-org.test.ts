/**
 * The questionnaire workspace across organisations (docs/questionnaires.md, The workspace): every
 * route answers another organisation's questionnaire as missing, to its staff and its API tokens
 * alike; a question is found only under its own questionnaire; a question is assigned only to a
 * staff member of its organisation; and an assignee that is no id is refused, not stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiTokenCreated,
  ZQuestionnaireImported,
  ZWorkspaceQuestionnaire,
  type TWorkspaceQuestionnaire,
} from '@trustfront/core';
import { workspaceComments, workspaceQuestionnaires } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { addEntries, draft, importFile, questionCsv } from './helpers/questionnaire-workspace.ts';
import { buildOrg, buildProduct, buildStaff } from './factories.ts';

const QUESTIONS = [
  { ref: 'ENC-01', text: 'Do you encrypt customer data at rest?' },
  { ref: 'HR-02', text: 'Do you run background checks on employees?' },
];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(await databaseKinds())('questionnaires across organisations (%s)', (kind) => {
  let t: TestApp;
  let a: TWorkspaceQuestionnaire;
  let b: TWorkspaceQuestionnaire;
  let ownerA: Record<string, string>;
  let ownerB: Record<string, string>;
  let staffB: { id: string };

  async function workspaceOf(headers: Record<string, string>, name: string) {
    const res = await importFile(t.app, headers, name, questionCsv(QUESTIONS), 'text/csv');
    expect(res.statusCode, res.body).toBe(201);
    return draft(t.app, headers, ZQuestionnaireImported.parse(res.json()).id);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const orgA = await buildOrg(db, { name: 'Alpha Trust' });
    const orgB = await buildOrg(db, { name: 'Beta Trust' });
    for (const org of [orgA, orgB]) {
      await buildProduct(db, org);
      await addEntries(db, org.id, [
        { question: 'Do you encrypt data at rest?', answer: `${org.name} encrypts it.` },
      ]);
    }
    const adminA = await buildStaff(db, orgA, ['app:questionnaires', 'app:settings']);
    const adminB = await buildStaff(db, orgB, ['app:questionnaires', 'app:settings']);
    ownerA = { cookie: adminA.cookie };
    ownerB = { cookie: adminB.cookie };
    staffB = adminB.user;
    a = await workspaceOf(ownerA, 'alpha.csv');
    b = await workspaceOf(ownerB, 'beta.csv');
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const first = (q: TWorkspaceQuestionnaire) => q.questions[0]?.id ?? '';
  const routes = (id: string, questionId: string): [Method, string, object?][] => [
    ['GET', `/api/app/questionnaires/${id}`],
    ['PATCH', `/api/app/questionnaires/${id}/mapping`, { sheets: a.sheets, confirm: true }],
    ['POST', `/api/app/questionnaires/${id}/draft`],
    ['PATCH', `/api/app/questionnaires/${id}/questions/${questionId}`, { comment: 'Mine now' }],
    ['PATCH', `/api/app/questionnaires/${id}/questions/${questionId}`, { approved: true }],
    ['POST', `/api/app/questionnaires/${id}/approve-high`],
    ['GET', `/api/app/questionnaires/${id}/export`],
    ['GET', `/api/app/questionnaires/${id}/export?format=xlsx`],
    ['POST', `/api/app/questionnaires/${id}/send`],
    ['DELETE', `/api/app/questionnaires/${id}`],
  ];

  async function tokenOf(headers: Record<string, string>, scopes: string[]) {
    const res = await call(headers, 'POST', '/api/app/settings/api-tokens', {
      name: `T ${scopes.join(' ')}`,
      scopes,
      expiresInDays: 30,
    });
    return { authorization: `Bearer ${ZApiTokenCreated.parse(res.json()).token}` };
  }

  it("every route answers another organisation's questionnaire, or its question under one's own, as missing", async () => {
    const callers = {
      'staff of B': ownerB,
      'token of B': await tokenOf(ownerB, ['app:questionnaires']),
    };
    for (const [who, headers] of Object.entries(callers)) {
      for (const [method, url, body] of [
        ...routes(a.id, first(a)),
        // B's own questionnaire with A's question.
        ['PATCH', `/api/app/questionnaires/${b.id}/questions/${first(a)}`, { comment: 'x' }],
        ['PATCH', `/api/app/questionnaires/${b.id}/questions/${first(a)}`, { answer: 'No' }],
      ] as [Method, string, object?][]) {
        const res = await call(headers, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Alpha');
      }
    }
    const noScope = await tokenOf(ownerA, ['app:settings']);
    for (const [method, url, body] of routes(a.id, first(a))) {
      expect((await call(noScope, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call({}, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // A's questionnaire and its questions are as they were.
    const still = ZWorkspaceQuestionnaire.parse(
      (await call(ownerA, 'GET', `/api/app/questionnaires/${a.id}`)).json(),
    );
    expect(still).toEqual(a);
    expect(
      await t.database.db
        .select()
        .from(workspaceComments)
        .where(eq(workspaceComments.questionId, first(a))),
    ).toEqual([]);
    expect(
      await t.database.db
        .select({ id: workspaceQuestionnaires.id })
        .from(workspaceQuestionnaires)
        .where(eq(workspaceQuestionnaires.id, a.id)),
    ).toHaveLength(1);
  });

  it('a question is assigned only to a staff member of its organisation, by an id', async () => {
    const url = `/api/app/questionnaires/${a.id}/questions/${first(a)}`;
    for (const assigneeId of [staffB.id, '', 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
      const res = await call(ownerA, 'PATCH', url, { assigneeId });
      expect(res.statusCode, `${JSON.stringify(assigneeId)}: ${res.body}`).toBe(400);
    }
    const after = ZWorkspaceQuestionnaire.parse(
      (await call(ownerA, 'GET', `/api/app/questionnaires/${a.id}`)).json(),
    );
    expect(after.questions[0]?.assignee ?? null).toBeNull();
  });
});
