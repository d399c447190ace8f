/**
 * Questionnaire drafts from the answer engine (docs/search.md, Drafts): staff's scope cites every
 * source and marks those an anonymous visitor may not see as internal; a member's scope cites only
 * what the member reaches; a question nothing supports is left to a person; short answers follow
 * the column's list; and a language model stood up by the test phrases the explanation from the
 * cited passages only (what it is sent is checked), the extractive draft standing when it fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_REASONS } from '@trustfront/core';
import {
  draftAnswers,
  memberDraftScope,
  staffDraftScope,
  type DraftScope,
} from '../src/answers/drafts.ts';
import { controls, kbEntries } from '../src/db/schema/index.ts';
import { LLM_INSTRUCTION } from '../src/services/search/llm-answer.ts';
import { passageVectors } from '../src/services/search/vectors/vector-search.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
} from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { chatEndpoint } from './helpers/chat-endpoint.ts';
import { databaseKinds } from './helpers/database.ts';
import { putDocumentText } from './helpers/search.ts';

/** A model that answers from the passages it is sent, citing the first. */
const fakeModel = () => chatEndpoint(() => 'Phrased by the model from the passages [1].');

const QUESTIONS = [
  { key: 'rest', text: 'Is customer data encrypted at rest?', answerOptions: ['Y', 'N', 'N/A'] },
  { key: 'cards', text: 'Do you store credit card data?', answerOptions: null },
  { key: 'rota', text: 'Is there an escalation rota for incidents?', answerOptions: null },
  { key: 'redteam', text: 'Do you run a red team exercise programme?', answerOptions: null },
  { key: 'merger', text: 'Which merger dossier covers the acquisition?', answerOptions: null },
  { key: 'ferpa', text: 'Are you FERPA compliant for student records?', answerOptions: null },
];

describe.each(await databaseKinds())('questionnaire drafts (%s)', (kind) => {
  let t: TestApp;
  let staff: DraftScope;
  let member: DraftScope;
  const model = fakeModel();
  let baseUrl = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { name: 'Drafts Corp' });
    const product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Reports' });
    const restricted = await buildItem(db, card, {
      title: 'Payment card data',
      access: 'restricted',
      details: {
        explanation: 'No. Credit card data is never stored; a PCI DSS provider holds it.',
      },
    });
    const hidden = await buildItem(db, card, {
      title: 'Merger dossier',
      access: 'restricted_hidden',
      details: { explanation: 'The merger dossier covers the acquisition of Initrode.' },
    });
    const file = await buildFile(db, t.storage, org, { item: hidden, originalName: 'm.pdf' });
    await putDocumentText(db, file, 'The merger dossier lists the acquisition terms.');
    await db.insert(kbEntries).values([
      {
        orgId: org.id,
        question: 'Is customer data encrypted at rest?',
        answer: 'Yes. Customer data is encrypted at rest with AES-256.',
      },
      {
        orgId: org.id,
        question: 'What is the escalation rota for incidents?',
        answer: 'The incident escalation rota is kept by the on-call lead.',
        accessLevel: 'restricted',
      },
    ]);
    await db.insert(controls).values({
      orgId: org.id,
      name: 'Red team exercise programme',
      description: 'A red team exercise programme runs every year against production.',
      status: 'planned',
      visibility: 'internal',
    });
    const account = await buildAccount(db, org, {
      profile: await buildProfile(db, org, [restricted]),
    });
    const staffScope = await staffDraftScope(db, org.id, product.id);
    const memberScope = await memberDraftScope(db, org.id, account.member.id, product.id);
    if (!staffScope || !memberScope) throw new Error('No scope');
    [staff, member] = [staffScope, memberScope];
    baseUrl = await model.start();
  });
  afterAll(async () => {
    await t?.close();
    await model.close();
  });

  const deps = (llm?: { baseUrl: string; model: string; apiKey: undefined }) => ({
    db: t.database.db,
    vectors: passageVectors(undefined),
    config: { llm },
  });

  it('drafts in staff scope, marking what an anonymous visitor may not see as internal', async () => {
    const done: number[] = [];
    const drafts = await draftAnswers(deps(), staff, QUESTIONS, (n) => done.push(n));
    expect(done.at(-1)).toBe(QUESTIONS.length);
    expect(drafts.get('rest')?.answer).toBe('Y');
    expect(drafts.get('rest')?.sources[0]).toEqual(
      expect.objectContaining({
        type: 'knowledge_base',
        title: 'Is customer data encrypted at rest?',
        internal: false,
      }),
    );
    expect(drafts.get('rest')?.explanation).toMatch(/AES-256.*\[1\]/);
    expect(drafts.get('rest')?.confidence).toBe('high');
    expect(drafts.get('cards')?.answer).toBe('No');
    expect(drafts.get('cards')?.sources[0]).toMatchObject({
      type: 'item',
      title: 'Payment card data',
      internal: true,
    });
    expect(drafts.get('redteam')?.sources[0]).toMatchObject({ type: 'control', internal: true });
    expect(drafts.get('rota')?.sources[0]).toMatchObject({ internal: true });
    const merger = drafts.get('merger')?.sources ?? [];
    expect(merger.length).toBeGreaterThan(0);
    expect(merger.every((s) => s.internal)).toBe(true);
    expect(drafts.get('ferpa')).toEqual({
      answer: null,
      explanation: null,
      confidence: null,
      reason: DRAFT_REASONS.needsPerson,
      sources: [],
    });
  });

  it("drafts in a member's scope from what the member reaches only", async () => {
    const drafts = await draftAnswers(deps(), member, QUESTIONS);
    expect(drafts.get('cards')?.sources[0]).toMatchObject({ title: 'Payment card data' });
    for (const key of ['rota', 'redteam', 'merger', 'ferpa']) {
      expect(drafts.get(key)).toMatchObject({ answer: null, sources: [] });
    }
    const text = JSON.stringify([...drafts.values()]);
    for (const secret of ['rota', 'Red team', 'Merger', 'Initrode']) {
      expect(text).not.toContain(secret);
    }
    expect([...drafts.values()].flatMap((d) => d.sources).some((s) => s.internal)).toBe(false);
  });

  it('has the model phrase the explanation from the cited passages only', async () => {
    const llm = { baseUrl, model: 'fake', apiKey: undefined };
    const before = model.requests.length;
    const drafts = await draftAnswers(deps(llm), member, QUESTIONS);
    const sent = model.requests.slice(before);
    // Asked only for what the engine answered, never for what is left to a person.
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.messages[0]).toEqual({ role: 'system', content: LLM_INSTRUCTION });
      const data = JSON.parse(request.messages[1]?.content.replace(/^DATA \(JSON\):\n/, '') ?? '');
      expect(data.passages.length).toBeLessThanOrEqual(3);
      expect(JSON.stringify(data)).not.toMatch(/rota|Red team|Merger|Initrode/);
    }
    expect(drafts.get('rest')).toMatchObject({
      answer: 'Y',
      explanation: 'Phrased by the model from the passages [1].',
      sources: [{ title: 'Is customer data encrypted at rest?' }],
    });

    model.fail(true);
    try {
      const fallback = await draftAnswers(deps(llm), member, QUESTIONS.slice(0, 1));
      expect(fallback.get('rest')?.explanation).toMatch(/AES-256.*\[1\]/);
    } finally {
      model.fail(false);
    }
  });
});
