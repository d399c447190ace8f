/**
 * The workspace learns (docs/questionnaires.md, It learns): an answer staff wrote, approved with
 * "keep in knowledge base", becomes an entry, and the next questionnaire asking it is drafted
 * from it with high confidence; a question nearly the same links or updates that entry instead
 * of adding a twin; entries answering one question differently are listed as conflicts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZQuestionnaireImported, ZUnansweredList } from '@trustfront/core';
import { kbEntries } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  addEntries,
  draft,
  importFile,
  questionWorkbook,
  type FileQuestion,
} from './helpers/questionnaire-workspace.ts';
import { buildOrg, buildProduct, buildStaff, type OrgRow } from './factories.ts';

const BOUNTY = 'Do you run a Wallaroo bug bounty programme for researchers?';

describe.each(await databaseKinds())('questionnaire learning (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await buildOrg(t.database.db, { name: 'Learning Corp' });
    await buildProduct(t.database.db, org);
    headers = {
      cookie: (await buildStaff(t.database.db, org, ['app:questionnaires', 'app:knowledge-base']))
        .cookie,
    };
  });
  afterAll(() => t.close());

  const entries = () => t.database.db.select().from(kbEntries).where(eq(kbEntries.orgId, org.id));

  async function drafted(name: string, questions: FileQuestion[]) {
    const res = await importFile(t.app, headers, name, await questionWorkbook(questions));
    expect(res.statusCode, res.body).toBe(201);
    return draft(t.app, headers, ZQuestionnaireImported.parse(res.json()).id);
  }
  const patch = (id: string, questionId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/app/questionnaires/${id}/questions/${questionId}`,
      headers,
      payload,
    });

  it('keeps a written answer, and the next questionnaire drafts it with high confidence', async () => {
    const first = await drafted('first.xlsx', [{ ref: 'B-1', text: BOUNTY }]);
    const [q] = first.questions;
    expect(q?.state).toBe('needs_person');
    const res = await patch(first.id, q?.id ?? '', {
      answer: 'Yes',
      explanation: 'Our Wallaroo bug bounty programme rewards researchers for every valid report.',
      approved: true,
      keepInKnowledgeBase: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      question: BOUNTY,
      sourceType: 'questionnaire',
      sourceName: 'first.xlsx',
      accessLevel: 'public',
    });
    expect(entry?.answer).toMatch(/^Yes\. Our Wallaroo bug bounty/);

    const second = await drafted('second.xlsx', [{ ref: 'X-9', text: BOUNTY }]);
    expect(second.questions[0]?.draft).toMatchObject({
      answer: 'Yes',
      confidence: 'high',
      sources: [expect.objectContaining({ type: 'knowledge_base', title: BOUNTY })],
    });
  });

  it('a question nearly the same links the entry when the answers agree, updates it when not', async () => {
    const near = 'Do you run a Wallaroo bug bounty programme for security researchers?';
    const third = await drafted('third.xlsx', [{ ref: 'N-1', text: near }]);
    const [q] = third.questions;
    await patch(third.id, q?.id ?? '', {
      answer: 'Yes',
      explanation: 'Our Wallaroo bug bounty programme rewards researchers for every valid report.',
      approved: true,
      keepInKnowledgeBase: true,
    });
    expect(await entries()).toHaveLength(1);
    const fourth = await drafted('fourth.xlsx', [{ ref: 'N-2', text: near }]);
    const [r] = fourth.questions;
    await patch(fourth.id, r?.id ?? '', {
      answer: 'No',
      explanation: 'The Wallaroo bug bounty programme closed this year.',
      approved: true,
      keepInKnowledgeBase: true,
    });
    const after = await entries();
    expect(after).toHaveLength(1);
    expect(after[0]?.answer).toMatch(/^No\. The Wallaroo bug bounty programme closed/);
  });

  it('an approved draft, or one approved without asking, adds nothing', async () => {
    const fifth = await drafted('fifth.xlsx', [
      { ref: 'A-1', text: BOUNTY },
      { ref: 'A-2', text: 'Which Quandong mascot colour do you prefer?' },
    ]);
    const [a, b] = fifth.questions;
    await patch(fifth.id, a?.id ?? '', { approved: true, keepInKnowledgeBase: true });
    await patch(fifth.id, b?.id ?? '', { answer: 'Green', approved: true });
    expect(await entries()).toHaveLength(1);
  });

  it('lists entries answering the same question differently as knowledge-base conflicts', async () => {
    await addEntries(t.database.db, org.id, [
      { question: 'Is customer data stored in the EU?', answer: 'Yes, in Frankfurt.' },
      { question: 'Is customer data stored in the EU only?', answer: 'No, also in the US.' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app/knowledge-base/unanswered',
      headers,
    });
    const { conflicts } = ZUnansweredList.parse(res.json());
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.entries.map((e) => e.answer).sort()).toEqual([
      'No, also in the US.',
      'Yes, in Frankfurt.',
    ]);
  });
});
