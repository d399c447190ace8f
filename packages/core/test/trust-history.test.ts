import { describe, expect, it } from 'vitest';
import {
  HISTORY_MESSAGES,
  ZTrustChangeEntry,
  ZTrustFeed,
  diffTrustFeeds,
  fieldValue,
  historyCutoff,
  historyDay,
  historyPruneKey,
  type TTrustFeed,
  type TTrustFeedProduct,
} from '../src/index.ts';

const AT = new Date('2026-03-10T12:00:00Z');
const sha = (c: string) => c.repeat(64);
function first<T>(list: readonly T[]): T {
  const [head] = list;
  if (head === undefined) throw new Error('An empty list');
  return head;
}

function product(overrides: Partial<TTrustFeedProduct> = {}): TTrustFeedProduct {
  return {
    id: 'p1',
    name: 'Cloud',
    slug: 'cloud',
    page: 'https://t.example/trust/acme?product=cloud',
    certifications: [
      { id: 'c1', title: 'SOC 2', state: 'enabled', auditor: 'Big4', expiry: null, url: null },
    ],
    controls: [
      {
        id: 'k1',
        cardKind: 'DataSecurity',
        card: 'Data security',
        title: 'Encryption at rest',
        state: 'enabled',
        explanation: 'AES-256',
      },
    ],
    subprocessors: [
      {
        id: 's1',
        name: 'AWS',
        purpose: 'Hosting',
        location: 'EU',
        website: 'https://aws.amazon.com',
        addedOn: '2025-01-02',
      },
    ],
    documents: [
      {
        id: 'f1',
        itemId: 'i1',
        title: 'Pentest report',
        fileName: 'pentest.pdf',
        contentType: 'application/pdf',
        size: 100,
        sha256: sha('a'),
        downloadable: true,
        url: 'https://t.example/api/portal/acme/files/f1',
      },
    ],
    restrictedDocuments: [{ itemId: 'i2', title: 'SOC 2 report' }],
    ...overrides,
  };
}

function feed(overrides: Partial<TTrustFeed> = {}): TTrustFeed {
  return ZTrustFeed.parse({
    version: 1,
    organization: {
      name: 'Acme',
      slug: 'acme',
      websiteUrl: null,
      portalTitle: 'Trust Center',
      description: null,
    },
    access: 'public',
    links: {
      page: 'https://t.example/trust/acme',
      feed: 'https://t.example/trust/acme/trust.json',
      signature: 'https://t.example/trust/acme/trust.json.sig',
      schema: 'https://t.example/schemas/trust-center-feed.v1.json',
      jwks: 'https://t.example/.well-known/jwks.json',
      llms: 'https://t.example/trust/acme/llms.txt',
      atom: 'https://t.example/trust/acme/feed.atom',
      jsonFeed: 'https://t.example/trust/acme/feed.json',
      history: 'https://t.example/trust/acme/history.json',
      mcp: 'https://t.example/trust/acme/mcp',
    },
    products: [product()],
    updates: [
      {
        id: 'u1',
        topic: 'New subprocessor',
        category: 'subprocessors',
        publishedAt: '2026-03-01T09:00:00.000Z',
        message: 'We added AWS',
      },
    ],
    ...overrides,
  });
}

describe('diffTrustFeeds', () => {
  it('finds nothing between the same answers', () => {
    expect(diffTrustFeeds(feed(), feed(), AT)).toEqual([]);
  });

  it('records everything as added when nothing was recorded before, with the effective days', () => {
    const entries = diffTrustFeeds(null, feed(), AT);
    for (const e of entries) expect(ZTrustChangeEntry.parse(e)).toEqual(e);
    expect(entries.map((e) => [e.kind, e.action, e.subject.id, e.effectiveOn])).toEqual([
      ['product', 'added', 'p1', '2026-03-10'],
      ['certification', 'added', 'c1', '2026-03-10'],
      ['control', 'added', 'k1', '2026-03-10'],
      ['subprocessor', 'added', 's1', '2025-01-02'],
      ['document', 'added', 'i1', '2026-03-10'],
      ['document', 'added', 'i2', '2026-03-10'],
      ['update', 'published', 'u1', '2026-03-01'],
    ]);
    const subprocessor = entries.find((e) => e.kind === 'subprocessor');
    expect(subprocessor?.product).toEqual({ id: 'p1', name: 'Cloud' });
    expect(subprocessor?.fields).toEqual([
      { field: 'name', old: null, new: 'AWS' },
      { field: 'purpose', old: null, new: 'Hosting' },
      { field: 'location', old: null, new: 'EU' },
      { field: 'website', old: null, new: 'https://aws.amazon.com' },
    ]);
    const restricted = entries.find((e) => e.subject.id === 'i2');
    expect(restricted?.fields).toEqual([
      { field: 'title', old: null, new: 'SOC 2 report' },
      { field: 'access', old: null, new: 'restricted' },
    ]);
  });

  it('tells subprocessors added and removed with their days, and changed fields old and new', () => {
    const before = feed();
    const after = feed({
      products: [
        product({
          subprocessors: [
            {
              id: 's2',
              name: 'Stripe',
              purpose: 'Payments',
              location: 'US',
              website: null,
              addedOn: '2026-03-09',
            },
          ],
          controls: [{ ...first(product().controls), state: 'not_enabled', explanation: null }],
        }),
      ],
    });
    const entries = diffTrustFeeds(before, after, AT);
    expect(entries).toEqual([
      {
        kind: 'control',
        action: 'changed',
        product: { id: 'p1', name: 'Cloud' },
        subject: { id: 'k1', title: 'Encryption at rest' },
        fields: [
          { field: 'state', old: 'enabled', new: 'not_enabled' },
          { field: 'explanation', old: 'AES-256', new: null },
        ],
        effectiveOn: '2026-03-10',
      },
      {
        kind: 'subprocessor',
        action: 'added',
        product: { id: 'p1', name: 'Cloud' },
        subject: { id: 's2', title: 'Stripe' },
        fields: [
          { field: 'name', old: null, new: 'Stripe' },
          { field: 'purpose', old: null, new: 'Payments' },
          { field: 'location', old: null, new: 'US' },
        ],
        effectiveOn: '2026-03-09',
      },
      {
        kind: 'subprocessor',
        action: 'removed',
        product: { id: 'p1', name: 'Cloud' },
        subject: { id: 's1', title: 'AWS' },
        fields: [
          { field: 'name', old: 'AWS', new: null },
          { field: 'purpose', old: 'Hosting', new: null },
          { field: 'location', old: 'EU', new: null },
          { field: 'website', old: 'https://aws.amazon.com', new: null },
        ],
        effectiveOn: '2026-03-10',
      },
    ]);
  });

  it('tells a document whose file took another’s place as replaced, with digest and size', () => {
    const doc = first(product().documents);
    const after = feed({
      products: [
        product({
          documents: [
            { ...doc, id: 'f2', size: 120, sha256: sha('b'), fileName: 'pentest-2026.pdf' },
          ],
          restrictedDocuments: [],
        }),
      ],
    });
    const entries = diffTrustFeeds(feed(), after, AT);
    expect(entries.map((e) => [e.kind, e.action, e.subject.title])).toEqual([
      ['document', 'replaced', 'Pentest report'],
      ['document', 'removed', 'SOC 2 report'],
    ]);
    expect(entries[0]?.fields).toEqual([
      { field: 'fileName', old: 'pentest.pdf', new: 'pentest-2026.pdf' },
      { field: 'size', old: 100, new: 120 },
      { field: 'sha256', old: sha('a'), new: sha('b') },
    ]);
    // The same file retitled is a change, not a replacement.
    const retitled = feed({
      products: [product({ documents: [{ ...doc, title: 'Penetration test' }] })],
    });
    expect(diffTrustFeeds(feed(), retitled, AT)).toEqual([
      expect.objectContaining({
        kind: 'document',
        action: 'changed',
        fields: [{ field: 'title', old: 'Pentest report', new: 'Penetration test' }],
      }),
    ]);
  });

  it('tells the portal closing to visitors, its products going with it, and updates', () => {
    const closed = feed({ access: 'login_required', products: [], updates: [] });
    const entries = diffTrustFeeds(feed(), closed, AT);
    expect(entries[0]).toEqual({
      kind: 'portal',
      action: 'changed',
      product: null,
      subject: { id: 'acme', title: 'Acme' },
      fields: [{ field: 'access', old: 'public', new: 'login_required' }],
      effectiveOn: '2026-03-10',
    });
    expect(entries.filter((e) => e.action === 'removed').map((e) => e.kind)).toEqual([
      'product',
      'certification',
      'control',
      'subprocessor',
      'document',
      'document',
      'update',
    ]);
    const edited = feed({
      updates: [{ ...first(feed().updates), message: 'We added AWS in the EU' }],
    });
    expect(diffTrustFeeds(feed(), edited, AT)).toEqual([
      expect.objectContaining({
        kind: 'update',
        action: 'changed',
        fields: [{ field: 'message', old: 'We added AWS', new: 'We added AWS in the EU' }],
      }),
    ]);
  });
});

describe('historyDay', () => {
  const now = new Date('2026-03-10T08:00:00Z');
  it('answers the day and the instant after it', () => {
    expect(historyDay('2026-03-10', now, 3)).toEqual({
      ok: true,
      day: '2026-03-10',
      end: new Date('2026-03-11T00:00:00Z'),
    });
    expect(historyDay('2024-02-29', now, 3)).toMatchObject({ ok: true });
  });
  it('refuses a date that is no date, a future day and a day no longer kept', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '10-03-2026', '2026-3-1', '0000-01-01']) {
      expect(historyDay(bad, now, 3)).toEqual({ ok: false, message: HISTORY_MESSAGES.badDay });
    }
    expect(historyDay('2026-03-11', now, 3)).toEqual({
      ok: false,
      message: HISTORY_MESSAGES.futureDay,
    });
    expect(historyDay('2023-03-09', now, 3)).toEqual({
      ok: false,
      message: HISTORY_MESSAGES.notKept(3),
    });
    expect(historyDay('2023-03-10', now, 3)).toMatchObject({ ok: true });
  });
  it('keeps whole years and names the prune job by day', () => {
    expect(historyCutoff(now, 3)).toEqual(new Date('2023-03-10T08:00:00Z'));
    expect(historyPruneKey(now)).toBe('trust-history.prune:2026-03-10');
  });
});

describe('fieldValue', () => {
  it('says a state in words, and other values as they are', () => {
    expect(fieldValue('work_in_progress', 'state')).toBe('In Progress');
    expect(fieldValue('not_enabled', 'state')).toBe('Not enabled');
    expect(fieldValue('work_in_progress', 'title')).toBe('work_in_progress');
    expect(fieldValue('general', 'category')).toBe('General');
    expect(fieldValue('vulnerabilities', 'category')).toBe('Vulnerabilities');
    expect(fieldValue('general', 'topic')).toBe('general');
    expect(fieldValue(null, 'state')).toBe('—');
    expect(fieldValue(true)).toBe('Yes');
  });
});
