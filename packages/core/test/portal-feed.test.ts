import { describe, expect, it } from 'vitest';
import {
  JSON_FEED_VERSION,
  PORTAL_FEED_MAX_ENTRIES,
  ZJsonFeed,
  ZPortalFeed,
  escapeXml,
  portalFeedOf,
  renderAtomFeed,
  rfc3339,
  textToHtml,
  toJsonFeed,
  type PortalFeedSource,
} from '../src/index.ts';

const ORG = '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = { slug: 'cloud', name: 'Cloud' };
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 0, day, hour, 0, 0, 250));

function source(overrides: Partial<PortalFeedSource> = {}): PortalFeedSource {
  return {
    orgId: ORG,
    organization: {
      name: 'Acme',
      portalTitle: 'Trust Center',
      description: 'Security at Acme',
      websiteUrl: 'https://acme.example',
    },
    links: {
      page: 'https://trust.example/trust/acme',
      atom: 'https://trust.example/trust/acme/feed.atom',
      json: 'https://trust.example/trust/acme/feed.json',
    },
    idAuthority: 'trust.example',
    now: new Date('2026-02-01T00:00:00Z'),
    severalProducts: false,
    updates: [
      {
        id: uuid(1),
        topicId: uuid(2),
        topic: 'SOC 2 renewed',
        category: 'compliance',
        publishedAt: at(3),
        message: 'First line\n\nSecond line',
      },
    ],
    documents: [
      {
        itemId: uuid(3),
        fileId: uuid(4),
        title: 'SOC 2 report',
        fileName: 'soc2.pdf',
        contentType: 'application/pdf',
        size: 1234,
        url: 'https://trust.example/api/portal/acme/files/x',
        product,
        publishedAt: at(5),
      },
    ],
    subprocessors: [
      {
        itemId: uuid(5),
        name: 'Stripe',
        purpose: 'Payments',
        location: 'United States',
        website: 'https://stripe.com',
        product,
        addedAt: at(4),
      },
    ],
    ...overrides,
  };
}

describe('portal feed entries', () => {
  it('lists updates, documents and subprocessors newest first, dated in RFC 3339', () => {
    const feed = ZPortalFeed.parse(portalFeedOf(source()));
    expect(feed.entries.map((e) => e.kind)).toEqual(['document', 'subprocessor', 'update']);
    expect(feed.entries.map((e) => e.published)).toEqual([
      '2026-01-05T00:00:00Z',
      '2026-01-04T00:00:00Z',
      '2026-01-03T00:00:00Z',
    ]);
    expect(feed.updated).toBe('2026-01-05T00:00:00Z');
    expect(feed.id).toBe(`urn:uuid:${ORG}`);
    expect(feed.title).toBe('Acme Trust Center');
    expect(feed.author).toEqual({ name: 'Acme', url: 'https://acme.example' });
  });

  it('gives each entry a stable urn:uuid: or tag: id', () => {
    const [document, subprocessor, update] = portalFeedOf(source()).entries;
    expect(update?.id).toBe(`urn:uuid:${uuid(1)}`);
    expect(subprocessor?.id).toBe(`urn:uuid:${uuid(5)}`);
    expect(document?.id).toBe(`tag:trust.example,2026-01-05:document/${uuid(3)}/${uuid(4)}`);
    // Another address, another moment: the same ids.
    const again = portalFeedOf(
      source({
        links: {
          page: 'https://trust.acme.example',
          atom: 'https://trust.acme.example/feed.atom',
          json: 'https://trust.acme.example/feed.json',
        },
        now: new Date(),
      }),
    );
    expect(again.entries.map((e) => e.id)).toEqual(
      [document, subprocessor, update].map((e) => e?.id),
    );
    expect(again.id).toBe(`urn:uuid:${ORG}`);
  });

  it('links each entry to the page that shows it', () => {
    const [document, subprocessor, update] = portalFeedOf(source()).entries;
    expect(update?.url).toBe(`https://trust.example/trust/acme?tcuUid=${uuid(2)}`);
    expect(document?.url).toBe(`https://trust.example/trust/acme?itemUid=${uuid(3)}&product=cloud`);
    expect(subprocessor?.url).toContain(`itemUid=${uuid(5)}`);
    const onDomain = portalFeedOf(source({ links: { ...source().links, page: 'https://t.acme' } }));
    expect(onDomain.entries[2]?.url).toBe(`https://t.acme/?tcuUid=${uuid(2)}`);
  });

  it('keeps the newest 50, once each, in an order that never moves', () => {
    const updates = Array.from({ length: 70 }, (_, i) => ({
      id: uuid(100 + i),
      topicId: uuid(2),
      topic: `Update ${i}`,
      category: 'general' as const,
      // Pairs share a date: the id decides.
      publishedAt: at(1 + Math.floor(i / 2)),
      message: 'm',
    }));
    const feed = portalFeedOf(source({ updates: [...updates, ...updates], documents: [] }));
    expect(feed.entries).toHaveLength(PORTAL_FEED_MAX_ENTRIES);
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(PORTAL_FEED_MAX_ENTRIES);
    const times = feed.entries.map((e) => Date.parse(e.published));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(feed.entries[0]?.title).toBe('Update 68');
    expect(feed.entries[1]?.title).toBe('Update 69');
    const reversed = portalFeedOf(
      source({ updates: [...updates].reverse(), documents: [], subprocessors: [] }),
    );
    expect(reversed.entries.map((e) => e.id)).toEqual(
      portalFeedOf(source({ updates, documents: [], subprocessors: [] })).entries.map((e) => e.id),
    );
  });

  it('is dated when made while it has no entry, and falls back to the page as author', () => {
    const feed = portalFeedOf(
      source({
        updates: [],
        documents: [],
        subprocessors: [],
        organization: {
          name: 'Acme',
          portalTitle: 'Trust Center',
          description: ' ',
          websiteUrl: 'javascript:alert(1)',
        },
      }),
    );
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('2026-02-01T00:00:00Z');
    expect(feed.subtitle).toBeNull();
    expect(feed.author.url).toBe('https://trust.example/trust/acme');
  });

  it('names the product on entries when the portal lists several', () => {
    const feed = portalFeedOf(source({ severalProducts: true }));
    expect(feed.entries[0]?.lines).toContain('Product: Cloud');
    expect(portalFeedOf(source()).entries[0]?.lines).not.toContain('Product: Cloud');
  });

  it('writes RFC 3339 to the second', () => {
    expect(rfc3339(new Date('2026-03-04T09:15:00.999Z'))).toBe('2026-03-04T09:15:00Z');
  });
});

describe('feed writers', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e\tf\ng')).toBe('abcde\tf\ng');
    expect(escapeXml('😀 é')).toBe('😀 é');
    expect(textToHtml(['<b>bold</b>', '', 'x & y'])).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt;</p><p>x &amp; y</p>',
    );
  });

  it('writes Atom with its required elements, escaping titles and HTML content', () => {
    const hostile = source({
      updates: [
        {
          id: uuid(1),
          topicId: uuid(2),
          topic: '<script>alert("x")</script> & more',
          category: 'incidents',
          publishedAt: at(9),
          message: '<img src=x onerror=alert(1)>\u0007',
        },
      ],
    });
    const atom = renderAtomFeed(portalFeedOf(hostile));
    expect(
      atom.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"',
      ),
    ).toBe(true);
    expect(atom).toContain(`<id>urn:uuid:${ORG}</id>`);
    expect(atom).toContain('<updated>2026-01-09T00:00:00Z</updated>');
    expect(atom).toContain('<author><name>Acme</name><uri>https://acme.example</uri></author>');
    expect(atom).toContain(
      '<link rel="self" type="application/atom+xml" href="https://trust.example/trust/acme/feed.atom"/>',
    );
    expect(atom).toContain(
      '<title type="text">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>',
    );
    // HTML content is escaped once as HTML and once as XML: readers show the text, run nothing.
    expect(atom).toContain(
      '<content type="html">&lt;p&gt;&amp;lt;img src=x onerror=alert(1)&amp;gt;&lt;/p&gt;</content>',
    );
    expect(atom).not.toContain('\u0007');
    expect(atom).not.toContain('<script');
    expect(atom).toContain(
      `<link rel="enclosure" type="application/pdf" href="https://trust.example/api/portal/acme/files/x" length="1234"/>`,
    );
    expect(atom).toContain('<category term="incidents" label="Incidents"/>');
    expect(atom.match(/<entry>/g)).toHaveLength(3);
  });

  it('writes JSON Feed 1.1 with the same entries', () => {
    const feed = portalFeedOf(source());
    const json = ZJsonFeed.parse(toJsonFeed(feed));
    expect(json.version).toBe(JSON_FEED_VERSION);
    expect(json.feed_url).toBe('https://trust.example/trust/acme/feed.json');
    expect(json.home_page_url).toBe('https://trust.example/trust/acme');
    expect(json.description).toBe('Security at Acme');
    expect(json.items.map((i) => i.id)).toEqual(feed.entries.map((e) => e.id));
    const update = json.items.find((i) => i.id === `urn:uuid:${uuid(1)}`);
    expect(update?.content_text).toBe('First line\n\nSecond line');
    expect(update?.content_html).toBe('<p>First line</p><p>Second line</p>');
    expect(update?.tags).toEqual(['Compliance']);
    expect(json.items[0]?.attachments).toEqual([
      {
        url: 'https://trust.example/api/portal/acme/files/x',
        mime_type: 'application/pdf',
        size_in_bytes: 1234,
      },
    ]);
    const documents = source().documents.map((d) => ({ ...d, size: null }));
    const letter = toJsonFeed(portalFeedOf(source({ documents })));
    expect(letter.items[0]?.attachments?.[0]).not.toHaveProperty('size_in_bytes');
  });
});
