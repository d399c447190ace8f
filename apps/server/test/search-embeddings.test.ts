/**
 * Server search and Ask AI with the optional embeddings: a local OpenAI-compatible endpoint
 * (a deterministic concept-bag embedder) stood up by the test, PGlite with pgvector. A term that
 * shares no word with the content ("cipher") finds it only through the vectors, and the vector
 * path never returns what does not reach the caller. Without EMBEDDINGS_BASE_URL, with the
 * endpoint down, and on PostgreSQL without pgvector, search answers from full-text matching alone.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmbeddingsConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { controls, kbEntries, topics, updates } from '../src/db/schema/index.ts';
import { EmbeddingsUnavailableError } from '../src/services/search/vectors/embeddings-client.ts';
import { embedChanged } from '../src/services/search/vectors/vector-index.ts';
import { RETRY_AFTER_MS, passageVectors } from '../src/services/search/vectors/vector-search.ts';
import {
  storedModel,
  useVectorModel,
  vectorExtensionAvailable,
} from '../src/services/search/vectors/vector-store.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  type OrgRow,
  type ProductRow,
} from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { isPostgresAvailable } from './helpers/database.ts';
import {
  DIMENSIONS,
  startEmbeddingsEndpoint,
  type EmbeddingsEndpoint,
} from './helpers/embeddings-endpoint.ts';
import {
  answerAs,
  enableAi,
  putDocumentText,
  searchAs,
  type SearchCaller,
} from './helpers/search.ts';

/** Shares no word (nor trigram of a title) with any content below: found by meaning only. */
const TERM = 'cipher';

interface World {
  org: OrgRow;
  product: ProductRow;
  anonymous: SearchCaller;
  member: SearchCaller;
  /** Ids of what the term is near, by who may see it. */
  ids: Record<
    'item' | 'faq' | 'update' | 'document' | 'hidden' | 'restrictedFaq' | 'control',
    string
  >;
}

async function buildWorld(t: TestApp): Promise<World> {
  const { db } = t.database;
  const org = await buildOrg(db, { name: 'Vector Corp' });
  const product = await buildProduct(db, org);
  const card = await buildCard(db, product, { kind: 'Reports' });
  const item = await buildItem(db, card, {
    title: 'Data protection',
    details: { explanation: 'Every customer record is encrypted at rest.' },
  });
  const restricted = await buildItem(db, card, { title: 'Key escrow', access: 'restricted' });
  const hidden = await buildItem(db, card, {
    title: 'Board matters',
    access: 'restricted_hidden',
    details: { explanation: 'Cryptography vendor shortlist.' },
  });
  const file = await buildFile(db, t.storage, org, { item: restricted, originalName: 'keys.pdf' });
  await putDocumentText(db, file, 'AES keys are rotated yearly.');
  const [faq, restrictedFaq] = await db
    .insert(kbEntries)
    .values([
      { orgId: org.id, question: 'Is data encrypted at rest?', answer: 'Yes, with AES-256.' },
      {
        orgId: org.id,
        question: 'Which suites protect internal links?',
        answer: 'TLS 1.3 with AES-GCM.',
        accessLevel: 'restricted',
      },
    ])
    .returning();
  const [control] = await db
    .insert(controls)
    .values({
      orgId: org.id,
      name: 'Key rotation',
      description: 'Cryptographic keys rotate quarterly.',
      visibility: 'internal',
    })
    .returning();
  const [topic] = await db
    .insert(topics)
    .values({ orgId: org.id, subject: 'Certificate change', category: 'general' })
    .returning();
  if (!faq || !restrictedFaq || !control || !topic) throw new Error('Nothing inserted');
  const [update] = await db
    .insert(updates)
    .values({
      topicId: topic.id,
      message: 'New TLS certificates were installed.',
      spAudience: 'private',
    })
    .returning();
  if (!update) throw new Error('Nothing inserted');
  await enableAi(db, org.id);
  const member = await buildAccount(db, org, {
    profile: await buildProfile(db, org, [restricted]),
  });
  return {
    org,
    product,
    anonymous: { query: {} },
    member: { query: {}, cookie: member.cookie },
    ids: {
      item: item.id,
      faq: faq.id,
      update: update.id,
      document: file.id,
      hidden: hidden.id,
      restrictedFaq: restrictedFaq.id,
      control: control.id,
    },
  };
}

/** A chat endpoint that keeps the passages it was given and cites the first. */
function passageRecorder() {
  const passages: string[][] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] };
      const user = messages.find((m) => m.role === 'user')?.content ?? '';
      const data = JSON.parse(user.replace(/^DATA \(JSON\):\n/, '')) as {
        passages: { text: string }[];
      };
      passages.push(data.passages.map((p) => p.text));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content: 'As the content says [1].' } }] }));
    });
  });
  return {
    passages,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const embeddingsOf = (endpoint: EmbeddingsEndpoint, model = 'concept-bag'): EmbeddingsConfig => ({
  baseUrl: endpoint.url,
  model,
  apiKey: undefined,
  minSimilarity: 0.3,
});

/** Embeds what changed in the app's database, as its background job does. */
const embedAll = (t: TestApp) => embedChanged({ db: t.database.db, vectors: t.vectors });

const idsOf = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('search with embeddings (pglite)', () => {
  let endpoint: EmbeddingsEndpoint;
  const chat = passageRecorder();
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    endpoint = await startEmbeddingsEndpoint();
    const llm = { baseUrl: await chat.start(), model: 'recorder', apiKey: undefined };
    t = await createTestApp('pglite', { embeddings: embeddingsOf(endpoint), llm });
    await t.app.ready();
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await endpoint?.close();
    await chat.close();
  });

  const find = (caller: SearchCaller, term = TERM) =>
    searchAs(t.app, w.org.slug, caller, w.product.id, term);

  it('embeds the content in the background and finds by meaning what shares no word', async () => {
    expect(t.vectors.enabled()).toBe(true);
    await expect
      .poll(async () => idsOf(await find(w.anonymous)), { timeout: 20_000 })
      .toContain(w.ids.faq);
    expect(await storedModel(t.database.db)).toEqual({
      model: 'concept-bag',
      dimensions: DIMENSIONS,
    });
  });

  it('never returns through the vectors what does not reach the caller', async () => {
    await embedAll(t);
    const anonymous = idsOf(await find(w.anonymous));
    expect(anonymous).toEqual(expect.arrayContaining([w.ids.item, w.ids.faq]));
    const member = idsOf(await find(w.member));
    expect(member).toEqual(
      expect.arrayContaining([w.ids.item, w.ids.faq, w.ids.update, w.ids.document]),
    );
    for (const never of [w.ids.hidden, w.ids.restrictedFaq, w.ids.control]) {
      expect(anonymous).not.toContain(never);
      expect(member).not.toContain(never);
    }
    expect(anonymous).not.toContain(w.ids.update);
    expect(anonymous).not.toContain(w.ids.document);
  });

  it('gives Ask AI the nearest permitted passages', async () => {
    await embedAll(t);
    const asked = await answerAs(t.app, w.org.slug, w.member, w.product.id, TERM);
    expect(asked.status).toBe(200);
    const given = (chat.passages.at(-1) ?? []).join('\n');
    expect(given).toContain('AES-256');
    expect(given).toContain('AES keys are rotated yearly.');
    for (const secret of ['Cryptography vendor shortlist', 'AES-GCM', 'rotate quarterly']) {
      expect(given).not.toContain(secret);
    }
    expect(asked.sources.length).toBe(1);
  });

  it('embeds again only what changed, and forgets what is gone', async () => {
    await embedAll(t);
    const before = endpoint.inputs;
    await t.database.db
      .update(kbEntries)
      .set({ answer: 'Yes, with AES-256 and keys in an HSM.' })
      .where(sql`${kbEntries.id} = ${w.ids.faq}`);
    expect(await embedAll(t)).toEqual({ units: 1, more: false });
    expect(endpoint.inputs - before).toBe(1);
    expect((await embedAll(t)).units).toBe(0);
    await t.database.db.delete(controls).where(sql`${controls.id} = ${w.ids.control}`);
    await embedAll(t);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM search_vectors WHERE ref_id = ${w.ids.control}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('answers from full-text alone while the endpoint is down, and uses it again after a pause', async () => {
    await embedAll(t);
    endpoint.down = true;
    try {
      const requests = endpoint.requests;
      expect(await find(w.anonymous)).toEqual([]);
      expect(idsOf(await find(w.anonymous, 'encrypted at rest'))).toContain(w.ids.faq);
      // After one failure the endpoint is left alone for a while: no search waits for it.
      expect(await find(w.anonymous, 'cipher suites')).toEqual([]);
      expect(endpoint.requests - requests).toBe(1);
      await t.database.db.insert(kbEntries).values({
        orgId: w.org.id,
        question: 'Do you rotate keys?',
        answer: 'Keys rotate yearly.',
      });
      await expect(embedAll(t)).rejects.toBeInstanceOf(EmbeddingsUnavailableError);
    } finally {
      endpoint.down = false;
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RETRY_AFTER_MS + 1000 });
    try {
      expect(idsOf(await find(w.anonymous))).toContain(w.ids.faq);
    } finally {
      vi.useRealTimers();
    }
  });

  it('embeds everything again for another model or another vector length', async () => {
    const { db } = t.database;
    await embedAll(t);
    await useVectorModel(db, { model: 'concept-bag', dimensions: 3 });
    const before = endpoint.inputs;
    const { units } = await embedAll(t);
    expect(units).toBeGreaterThan(5);
    expect(endpoint.inputs - before).toBe(units);
    expect(await storedModel(db)).toEqual({ model: 'concept-bag', dimensions: DIMENSIONS });

    const other = passageVectors(embeddingsOf(endpoint, 'another-model'));
    await other.prepare(db, { info: () => undefined, warn: () => undefined });
    expect(await storedModel(db)).toBeNull();
    expect((await embedChanged({ db, vectors: other })).units).toBe(units);
    expect(await storedModel(db)).toEqual({ model: 'another-model', dimensions: DIMENSIONS });
  });
});

describe('search without embeddings (pglite)', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    w = await buildWorld(t);
  });
  afterAll(() => t?.close());

  it('finds by words alone and keeps no vectors', async () => {
    await t.app.ready();
    expect(t.vectors.enabled()).toBe(false);
    expect(await searchAs(t.app, w.org.slug, w.anonymous, w.product.id, TERM)).toEqual([]);
    const hits = await searchAs(t.app, w.org.slug, w.anonymous, w.product.id, 'encrypted at rest');
    expect(idsOf(hits)).toContain(w.ids.faq);
    expect(await vectorExtensionAvailable(t.database.db)).toBe(false);
    const tables = await queryRows<{ name: string | null }>(
      t.database.db,
      sql`SELECT to_regclass('search_vectors')::text AS name`,
    );
    expect(tables[0]?.name).toBeNull();
  });
});

describe.runIf(await isPostgresAvailable())(
  'search with embeddings set (postgres, no pgvector)',
  () => {
    let endpoint: EmbeddingsEndpoint;
    let t: TestApp;
    let w: World;
    beforeAll(async () => {
      endpoint = await startEmbeddingsEndpoint();
      t = await createTestApp('postgres', { embeddings: embeddingsOf(endpoint) });
      w = await buildWorld(t);
    });
    afterAll(async () => {
      await t?.close();
      await endpoint?.close();
    });

    it('says so in one line at start and searches by words alone', async () => {
      await t.app.ready();
      expect(await vectorExtensionAvailable(t.database.db)).toBe(false);
      const warnings: string[] = [];
      const vectors = passageVectors(embeddingsOf(endpoint));
      await vectors.prepare(t.database.db, {
        info: () => undefined,
        warn: (m: string) => warnings.push(m),
      });
      expect(warnings).toEqual([expect.stringContaining('no pgvector')]);
      expect(vectors.enabled()).toBe(false);
      expect(t.vectors.enabled()).toBe(false);
      expect(await searchAs(t.app, w.org.slug, w.anonymous, w.product.id, TERM)).toEqual([]);
      const hits = await searchAs(
        t.app,
        w.org.slug,
        w.anonymous,
        w.product.id,
        'encrypted at rest',
      );
      expect(idsOf(hits)).toContain(w.ids.faq);
      expect(await embedAll(t)).toEqual({ units: 0, more: false });
      expect(endpoint.requests).toBe(0);
    });
  },
);
