/**
 * A staff draft phrased by the language model (docs/search.md, Drafts): the model is sent every
 * passage the engine chose, so a passage only staff may see can be in its words though it cites
 * another. Such a source stays listed, marked internal, so the explanation is never taken for one
 * made of public content only; a member's draft, made of what the member reaches, shows it not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDraftView } from '@trustfront/core';
import { draftAnswers, staffDraftScope, type DraftScope } from '../src/answers/drafts.ts';
import { kbEntries } from '../src/db/schema/index.ts';
import { passageVectors } from '../src/services/search/vectors/vector-search.ts';
import { buildOrg, buildProduct } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { chatEndpoint } from './helpers/chat-endpoint.ts';
import { databaseKinds } from './helpers/database.ts';

const PUBLIC = 'Do you encrypt your backups?';

/** A model that repeats every passage it is sent and cites the public one only. */
const echoingModel = () =>
  chatEndpoint((request) => {
    const data = JSON.parse(request.messages[1]?.content.replace(/^DATA \(JSON\):\n/, '') ?? '{}');
    const passages = (data.passages ?? []) as { title: string; text: string }[];
    const cite = passages.findIndex((p) => p.title === PUBLIC) + 1;
    return `${passages.map((p) => p.text).join(' ')} [${cite}]`;
  });

describe.each(await databaseKinds())('phrased staff drafts (%s)', (kind) => {
  let t: TestApp;
  let staff: DraftScope;
  const model = echoingModel();
  let baseUrl = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { name: 'Vault Corp' });
    const product = await buildProduct(db, org);
    await db.insert(kbEntries).values([
      { orgId: org.id, question: PUBLIC, answer: 'Yes. Backups are encrypted with AES-256.' },
      {
        orgId: org.id,
        question: 'Where are the keys of the encrypted backups?',
        answer: 'The backup encryption keys are held in the Zanzibar vault.',
        accessLevel: 'restricted',
      },
    ]);
    const scope = await staffDraftScope(db, org.id, product.id);
    if (!scope) throw new Error('No scope');
    staff = scope;
    baseUrl = await model.start();
  });
  afterAll(async () => {
    await t?.close();
    await model.close();
  });

  it('keeps an uncited source only staff may see, marked internal', async () => {
    const llm = { baseUrl, model: 'fake', apiKey: undefined };
    const deps = { db: t.database.db, vectors: passageVectors(undefined), config: { llm } };
    const drafts = await draftAnswers(deps, staff, [
      { key: 'q', text: 'Are backups encrypted, and where are the keys?', answerOptions: null },
    ]);
    const draft = drafts.get('q');
    // The model saw both passages and put both in its words, citing the public one.
    expect(draft?.explanation).toContain('Zanzibar');
    expect(draft?.sources.map((s) => [s.title, s.internal])).toEqual([
      [PUBLIC, false],
      ['Where are the keys of the encrypted backups?', true],
    ]);
    // Approved as it is, the member is shown the public source only.
    const view = memberDraftView(
      {
        ref: null,
        section: null,
        text: 'q',
        approved: true,
        answer: draft?.answer ?? null,
        explanation: draft?.explanation ?? null,
        sources: draft?.sources ?? [],
        memberDraft: null,
      },
      false,
    );
    expect(view.sources.map((s) => s.title)).toEqual([PUBLIC]);
  });
});
