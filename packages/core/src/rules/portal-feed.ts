/**
 * The entries of a portal's news feeds (docs/portal.md, Atom and JSON feeds): the trust updates,
 * public documents and subprocessors an anonymous visitor's page shows, each dated by when it
 * appeared, newest first. The caller hands in only what that page shows; this decides nothing
 * about access.
 */
import { TOPIC_CATEGORY_LABELS, type TopicCategory } from '../constants/cards.ts';
import type { TPortalFeed, TPortalFeedEntry } from '../schemas/portal-feed.ts';

/** Entries a feed carries at most: the newest. */
export const PORTAL_FEED_MAX_ENTRIES = 50;

/** A trust update the page shows. */
export interface PortalFeedUpdate {
  id: string;
  topicId: string;
  /** The topic's subject. */
  topic: string;
  category: TopicCategory;
  publishedAt: Date;
  message: string;
}

/** A product of the page, named on entries when the portal lists several. */
export interface PortalFeedProduct {
  slug: string;
  name: string;
}

/** A document that opens to a visitor, on one item. */
export interface PortalFeedDocument {
  itemId: string;
  fileId: string;
  /** The item's title. */
  title: string;
  fileName: string;
  contentType: string;
  size: number | null;
  /** The file's address. */
  url: string;
  product: PortalFeedProduct;
  /** When it appeared: the later of the item's and the stored file's creation. */
  publishedAt: Date;
}

/** A subprocessor the page lists. */
export interface PortalFeedSubprocessor {
  itemId: string;
  name: string;
  purpose: string | null;
  location: string | null;
  website: string | null;
  product: PortalFeedProduct;
  /** When its item was added. */
  addedAt: Date;
}

export interface PortalFeedSource {
  /** The organisation's id: the feed's own `urn:uuid:` id, one for all its addresses. */
  orgId: string;
  organization: {
    name: string;
    portalTitle: string;
    description: string | null;
    websiteUrl: string | null;
  };
  links: TPortalFeed['links'];
  /** The DNS name minting `tag:` ids: the deployment's main host, whatever address is asked. */
  idAuthority: string;
  /** The feed's `updated` while it has no entry. */
  now: Date;
  /** Whether the portal lists several products (entries then name theirs). */
  severalProducts: boolean;
  updates: readonly PortalFeedUpdate[];
  documents: readonly PortalFeedDocument[];
  subprocessors: readonly PortalFeedSubprocessor[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 3339 in UTC, to the second. */
export const rfc3339 = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An entry's id: `urn:uuid:` of a UUID, else a `tag:` URI (RFC 4151) of the authority, the
 * entry's own day (which never changes) and its path.
 */
function entryId(authority: string, date: Date, path: string, uuid?: string): string {
  if (uuid && UUID.test(uuid)) return `urn:uuid:${uuid.toLowerCase()}`;
  const specific = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `tag:${authority.toLowerCase()},${rfc3339(date).slice(0, 10)}:${specific}`;
}

/** The page with a query (the page may be an origin without a path). */
function pageWith(page: string, query: Record<string, string>): string {
  const url = new URL(page);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

const isWebUrl = (value: string | null): value is string => {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const productLine = (source: PortalFeedSource, product: PortalFeedProduct) =>
  source.severalProducts ? [`Product: ${product.name}`] : [];

interface Dated {
  entry: TPortalFeedEntry;
  at: number;
}

function updateEntries(source: PortalFeedSource): Dated[] {
  return source.updates.map((u) => ({
    at: u.publishedAt.getTime(),
    entry: {
      id: entryId(source.idAuthority, u.publishedAt, `update/${u.id}`, u.id),
      kind: 'update',
      title: u.topic,
      published: rfc3339(u.publishedAt),
      url: pageWith(source.links.page, { tcuUid: u.topicId }),
      category: { term: u.category, label: TOPIC_CATEGORY_LABELS[u.category] },
      lines: u.message.split(/\r\n|\r|\n/),
      attachment: null,
    },
  }));
}

function documentEntries(source: PortalFeedSource): Dated[] {
  return source.documents.map((d) => ({
    at: d.publishedAt.getTime(),
    entry: {
      id: entryId(source.idAuthority, d.publishedAt, `document/${d.itemId}/${d.fileId}`),
      kind: 'document',
      title: `Document published: ${d.title}`,
      published: rfc3339(d.publishedAt),
      url: pageWith(source.links.page, { itemUid: d.itemId, product: d.product.slug }),
      category: { term: 'documents', label: 'Documents' },
      lines: [`${d.title} (${d.fileName})`, ...productLine(source, d.product)],
      attachment: { url: d.url, contentType: d.contentType, size: d.size },
    },
  }));
}

function subprocessorEntries(source: PortalFeedSource): Dated[] {
  return source.subprocessors.map((s) => ({
    at: s.addedAt.getTime(),
    entry: {
      id: entryId(source.idAuthority, s.addedAt, `subprocessor/${s.itemId}`, s.itemId),
      kind: 'subprocessor',
      title: `Subprocessor added: ${s.name}`,
      published: rfc3339(s.addedAt),
      url: pageWith(source.links.page, { itemUid: s.itemId, product: s.product.slug }),
      category: { term: 'subprocessors', label: 'Subprocessors' },
      lines: [
        `${s.name} was added to the subprocessors.`,
        ...(s.purpose ? [`Purpose: ${s.purpose}`] : []),
        ...(s.location ? [`Location: ${s.location}`] : []),
        ...(s.website ? [`Website: ${s.website}`] : []),
        ...productLine(source, s.product),
      ],
      attachment: null,
    },
  }));
}

/**
 * The feed: every change the page shows, newest first (ties by id, so the order never moves),
 * once each, at most PORTAL_FEED_MAX_ENTRIES; `updated` is the newest entry's date.
 */
export function portalFeedOf(source: PortalFeedSource): TPortalFeed {
  const seen = new Set<string>();
  const dated = [
    ...updateEntries(source),
    ...documentEntries(source),
    ...subprocessorEntries(source),
  ]
    .sort((a, b) => b.at - a.at || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0))
    .filter(({ entry }) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)))
    .slice(0, PORTAL_FEED_MAX_ENTRIES);
  const { organization: org, links } = source;
  const newest = dated[0];
  return {
    id: `urn:uuid:${source.orgId.toLowerCase()}`,
    title: `${org.name} ${org.portalTitle}`.trim(),
    subtitle: org.description?.trim() || null,
    updated: newest ? newest.entry.published : rfc3339(source.now),
    author: { name: org.name, url: isWebUrl(org.websiteUrl) ? org.websiteUrl : links.page },
    links,
    entries: dated.map((d) => d.entry),
  };
}
