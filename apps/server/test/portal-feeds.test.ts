/**
 * The portal's news feeds, Atom and JSON Feed, against the anonymous page (docs/portal.md, Atom
 * and JSON feeds): the same entries as its view and trust updates, nothing of a restricted item,
 * a hidden card, a disabled item, an e-mail-only or a private update, in any session; RFC 4287's
 * required elements read by a real XML parser; 404 for unknown and unpublished organisations;
 * ETags; the page head and the trust feed linking both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_FEED_MAX_ENTRIES,
  ZComplianceUpdateResponse,
  ZJsonFeed,
  ZPortalView,
  ZTrustFeed,
  type TJsonFeed,
} from '@trustfront/core';
import {
  cards,
  customDomains,
  items,
  organizations,
  portalCustomizations,
  topics,
  updates,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { one } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><!--app-shell--></body></html>`;
const PASSWORD = 'feeds-test-password';

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: string;
  content: string;
}

/** The direct children of `parent` named `name` in the Atom namespace. */
const children = (parent: Element, name: string): Element[] =>
  [...parent.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);

/** The single child's text, failing when it is missing or repeated. */
function text(parent: Element, name: string): string {
  const found = children(parent, name);
  expect(found, `exactly one <${name}> in <${parent.localName}>`).toHaveLength(1);
  return found[0]?.textContent ?? '';
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads an Atom document with an XML parser (which refuses one that is not well-formed) and
 * checks what RFC 4287 requires of the feed and of each entry.
 */
function readAtom(xml: string): { feed: Element; entries: AtomEntry[] } {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const feed = document.documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed']);
  expect(text(feed, 'id')).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  expect(text(feed, 'title')).not.toBe('');
  expect(text(feed, 'updated')).toMatch(RFC3339);
  const author = children(feed, 'author');
  expect(author).toHaveLength(1);
  expect(text(author[0] as Element, 'name')).not.toBe('');
  const self = children(feed, 'link').filter((l) => l.getAttribute('rel') === 'self');
  expect(self).toHaveLength(1);
  const entries = children(feed, 'entry').map((entry) => {
    const alternate = children(entry, 'link').filter(
      (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    expect(alternate).toHaveLength(1);
    const read = {
      id: text(entry, 'id'),
      title: text(entry, 'title'),
      updated: text(entry, 'updated'),
      link: alternate[0]?.getAttribute('href') ?? '',
      content: text(entry, 'content'),
    };
    expect(read.id).toMatch(/^(urn:uuid:[0-9a-f-]{36}|tag:[a-z0-9.-]+,\d{4}-\d{2}-\d{2}:\S+)$/);
    expect(read.updated).toMatch(RFC3339);
    expect(read.title).not.toBe('');
    expect(new URL(read.link).protocol).toBe('http:');
    return read;
  });
  return { feed, entries };
}

/** What an entry is about: an update's or subprocessor's id, `{itemId}/{fileId}` of a document. */
const subjectOf = (id: string) => id.replace(/^urn:uuid:/, '').replace(/^tag:.*:document\//, '');

describe.each(await databaseKinds())('news feeds on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  let dir: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const atom = async (headers: Record<string, string> = {}) => {
    const res = await get('/trust/acme/feed.atom', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    return readAtom(res.body);
  };
  const jsonFeed = async (): Promise<TJsonFeed> => {
    const res = await get('/trust/acme/feed.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    return ZJsonFeed.parse(res.json());
  };
  const customize = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, orgId));

  /** What the anonymous page shows that the feeds announce, by subject. */
  async function pageSubjects(): Promise<Set<string>> {
    const first = ZPortalView.parse((await get('/api/portal/acme/view')).json());
    const subjects = new Set<string>();
    for (const product of first.products) {
      const page = ZPortalView.parse(
        (await get(`/api/portal/acme/view/${product.productId}`)).json(),
      );
      for (const card of page.cards) {
        for (const item of card.items) {
          if (card.kind === 'Subprocessors') subjects.add(item.itemUid);
          for (const d of item.documents.filter((doc) => doc.isUnlocked)) {
            subjects.add(`${item.itemUid}/${d.fileId}`);
          }
        }
      }
    }
    const answer = ZComplianceUpdateResponse.parse(
      (await get('/api/portal/acme/compliance-update')).json(),
    );
    for (const topic of answer.topics) for (const u of topic.updates) subjects.add(u.id);
    return subjects;
  }

  /** The feeds announce what the page shows, newest first, and the two feeds agree. */
  async function expectFeedsAreThePage(): Promise<AtomEntry[]> {
    const { entries } = await atom();
    const shown = await pageSubjects();
    const announced = entries.map((e) => subjectOf(e.id));
    for (const subject of announced) expect(shown).toContain(subject);
    expect(announced.length).toBe(Math.min(shown.size, PORTAL_FEED_MAX_ENTRIES));
    const times = entries.map((e) => Date.parse(e.updated));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const json = await jsonFeed();
    expect(json.items.map((i) => [i.id, i.title, i.date_published, i.url])).toEqual(
      entries.map((e) => [e.id, e.title, e.updated, e.link]),
    );
    return entries;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustfront-feeds-'));
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist });
    await seedDemo(t.database.db, t.storage, { adminPassword: PASSWORD });
    orgId = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('announce the updates, documents and subprocessors the anonymous page shows', async () => {
    const entries = await expectFeedsAreThePage();
    const kinds = new Set(entries.map((e) => e.title.split(':')[0]));
    expect(kinds).toContain('Document published');
    expect(kinds).toContain('Subprocessor added');
    const { feed } = await atom();
    expect(text(feed, 'id')).toBe(`urn:uuid:${orgId}`);
    const links = children(feed, 'link').map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['self', 'http://localhost:3000/trust/acme/feed.atom']);
    expect(links).toContainEqual(['alternate', 'http://localhost:3000/trust/acme']);
    expect(links).toContainEqual(['alternate', 'http://localhost:3000/trust/acme/feed.json']);
    const json = await jsonFeed();
    expect(json.feed_url).toBe('http://localhost:3000/trust/acme/feed.json');
    expect(json.home_page_url).toBe('http://localhost:3000/trust/acme');
  });

  it('leave out a restricted item’s documents, a hidden card, a disabled item, e-mail-only and private updates', async () => {
    const { db } = t.database;
    const before = await expectFeedsAreThePage();
    const documentEntry = before.find((e) => e.id.startsWith('tag:'));
    // Every product's Subprocessors card (the demo has several products).
    const subprocessorCards = await db.select().from(cards).where(eq(cards.kind, 'Subprocessors'));
    const [restrictedItem] = subjectOf(documentEntry?.id ?? '').split('/');
    const restricted = one(
      await db
        .select()
        .from(items)
        .where(eq(items.id, restrictedItem ?? '')),
    );
    const subprocessors = await db
      .select()
      .from(items)
      .where(
        inArray(
          items.cardId,
          subprocessorCards.map((c) => c.id),
        ),
      );
    const disabled = subprocessors.find((s) => before.some((e) => subjectOf(e.id) === s.id));
    if (!disabled) throw new Error('No subprocessor in the feed');

    const topic = one(
      await db
        .insert(topics)
        .values({ orgId, subject: 'Feed matrix topic', category: 'incidents' })
        .returning(),
    );
    const emailOnlyTopic = one(
      await db
        .insert(topics)
        .values({ orgId, subject: 'Mailed only', category: 'general' })
        .returning(),
    );
    const [shown, emailOnly, privateUpdate, mailedTopicUpdate] = await db
      .insert(updates)
      .values([
        { topicId: topic.id, message: 'On the portal for everyone' },
        { topicId: topic.id, message: 'Mailed only', channels: ['email'] },
        { topicId: topic.id, message: 'Members only', spAudience: 'private' },
        { topicId: emailOnlyTopic.id, message: 'Mailed topic', channels: ['email'] },
      ])
      .returning();

    const switchAll = async (on: boolean) => {
      await db
        .update(items)
        .set({ access: on ? 'restricted' : restricted.access })
        .where(eq(items.id, restricted.id));
      await db
        .update(items)
        .set({ enabledState: on ? 'not_enabled' : disabled.enabledState })
        .where(eq(items.id, disabled.id));
    };
    const hideCards = async (on: boolean) => {
      for (const card of subprocessorCards) {
        await db
          .update(cards)
          .set({ hidden: on || card.hidden })
          .where(eq(cards.id, card.id));
      }
    };
    await switchAll(true);
    try {
      const entries = await expectFeedsAreThePage();
      const body = `${(await get('/trust/acme/feed.atom')).body}${(await get('/trust/acme/feed.json')).body}`;
      expect(entries[0]?.id).toBe(`urn:uuid:${shown?.id}`);
      expect(entries[0]?.title).toBe('Feed matrix topic');
      for (const absent of [emailOnly, privateUpdate, mailedTopicUpdate]) {
        expect(body).not.toContain(absent?.id);
      }
      expect(body).not.toContain('Members only');
      expect(body).not.toContain('Mailed');
      expect(body).not.toContain(restricted.id);
      expect(body).not.toContain(disabled.id);
      // The session changes nothing: staff read the anonymous visitor's feed.
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@acme.example', password: PASSWORD },
      });
      const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await get('/trust/acme/feed.atom', { cookie })).body).toBe(
        (await get('/trust/acme/feed.atom')).body,
      );

      await hideCards(true);
      const hidden = await expectFeedsAreThePage();
      expect(hidden.some((e) => e.title.startsWith('Subprocessor added'))).toBe(false);
    } finally {
      await hideCards(false);
      await switchAll(false);
      await db.delete(topics).where(eq(topics.id, topic.id));
      await db.delete(topics).where(eq(topics.id, emailOnlyTopic.id));
    }
    expect((await atom()).entries.map((e) => e.id)).toEqual(before.map((e) => e.id));
  });

  it('escape staff’s texts into a well-formed document', async () => {
    const topic = one(
      await t.database.db
        .insert(topics)
        .values({ orgId, subject: '<b>Bold</b> & "quoted" \u0001', category: 'general' })
        .returning(),
    );
    await t.database.db
      .insert(updates)
      .values({ topicId: topic.id, message: '<script>alert(1)</script>\n]]> &amp;' });
    try {
      const { entries } = await atom();
      expect(entries[0]?.title).toBe('<b>Bold</b> & "quoted" ');
      expect(entries[0]?.content).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>]]&gt; &amp;amp;</p>',
      );
      const json = await jsonFeed();
      expect(json.items[0]?.content_text).toBe('<script>alert(1)</script>\n]]> &amp;');
    } finally {
      await t.database.db.delete(topics).where(eq(topics.id, topic.id));
    }
  });

  it('answer 404 for an unknown, unpublished or hidden portal', async () => {
    for (const path of ['feed.atom', 'feed.json']) {
      const unknown = await get(`/trust/nobody/${path}`);
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'company_not_found']);
    }
    const { db } = t.database;
    const org = one(await db.select().from(organizations).where(eq(organizations.id, orgId)));
    await db.update(organizations).set({ publishedAt: null }).where(eq(organizations.id, orgId));
    try {
      for (const path of ['feed.atom', 'feed.json']) {
        const res = await get(`/trust/acme/${path}`);
        expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_published']);
      }
      const page = await get('/trust/acme');
      expect(page.body).not.toContain('feed.atom');
    } finally {
      await db
        .update(organizations)
        .set({ publishedAt: org.publishedAt })
        .where(eq(organizations.id, orgId));
    }
    await customize({ isPublished: false });
    try {
      expect((await get('/trust/acme/feed.atom')).statusCode).toBe(404);
      expect((await get('/trust/acme/feed.json')).statusCode).toBe(404);
    } finally {
      await customize({ isPublished: true });
    }
  });

  it('are public, kept per content revision and revalidated with their ETag', async () => {
    const first = await get('/trust/acme/feed.atom');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/trust/acme/feed.atom', { 'if-none-match': etag })).statusCode).toBe(304);
    const json = await get('/trust/acme/feed.json');
    expect(json.headers.etag).not.toBe(etag);
    expect(
      (await get('/trust/acme/feed.json', { 'if-none-match': String(json.headers.etag) }))
        .statusCode,
    ).toBe(304);
    const topic = one(
      await t.database.db
        .insert(topics)
        .values({ orgId, subject: 'A new change', category: 'general' })
        .returning(),
    );
    await t.database.db.insert(updates).values({ topicId: topic.id, message: 'New' });
    try {
      const changed = await get('/trust/acme/feed.atom', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('A new change');
    } finally {
      await t.database.db.delete(topics).where(eq(topics.id, topic.id));
    }
  });

  it('are linked from the page head and the trust feed, and served on a custom domain', async () => {
    const page = await get('/trust/acme');
    expect(page.body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Acme Corp Trust Center" href="http://localhost:3000/trust/acme/feed.atom">'.replace(
        'Acme Corp',
        one(await t.database.db.select().from(organizations).where(eq(organizations.id, orgId)))
          .name,
      ),
    );
    expect(page.body).toMatch(
      /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="http:\/\/localhost:3000\/trust\/acme\/feed\.json">/,
    );
    const trust = ZTrustFeed.parse((await get('/trust/acme/trust.json')).json());
    expect([trust.links.atom, trust.links.jsonFeed]).toEqual([
      'http://localhost:3000/trust/acme/feed.atom',
      'http://localhost:3000/trust/acme/feed.json',
    ]);
    expect((await get('/trust/acme/llms.txt')).body).toContain(trust.links.atom);

    await t.database.db
      .insert(customDomains)
      .values({ orgId, domain: 'trust.acme.example', verifiedAt: new Date() });
    const host = { host: 'trust.acme.example' };
    const onDomain = await get('/feed.atom', host);
    expect(onDomain.statusCode).toBe(200);
    const read = readAtom(onDomain.body);
    // The same changes, the same ids: only the links name the domain.
    expect(read.entries.map((e) => e.id)).toEqual((await atom()).entries.map((e) => e.id));
    expect(read.entries[0]?.link.startsWith('http://trust.acme.example/?')).toBe(true);
    const domainJson = ZJsonFeed.parse((await get('/feed.json', host)).json());
    expect(domainJson.feed_url).toBe('http://trust.acme.example/feed.json');
    expect((await get('/', host)).body).toContain('href="http://trust.acme.example/feed.atom"');
    expect((await get('/feed.atom', { host: 'other.example' })).statusCode).toBe(404);
  });
});
