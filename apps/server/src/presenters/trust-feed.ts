/**
 * The trust feed (docs/portal.md, The signed feed), made from the answers an anonymous visitor's
 * page gets: the view of each product it lists and the trust updates. Everything the feed names
 * is in those answers; what it adds are facts about those very things (the day an item was
 * added, a stored file's size and digest), never another item, document or field.
 */
import type {
  CardKind,
  TClosedPortalView,
  TItemView,
  TPortalView,
  TTopic,
  TTrustFeed,
  TTrustFeedProduct,
} from '@trustfront/core';
import type { FileDigest } from '../services/documents/file-digests.ts';

/** Cards whose items are not controls: they have their own part of the feed or none. */
const NOT_CONTROLS: ReadonlySet<CardKind> = new Set([
  'Overview',
  'Certifications',
  'Subprocessors',
  'Documents',
  'TrustedBy',
]);

export interface TrustFeedLinks {
  /** The portal page (`https://…/trust/acme`, or a custom domain's origin). */
  page: string;
  /** The portal API base, `https://…/api/portal/acme`. */
  api: string;
  feed: string;
  signature: string;
  schema: string;
  jwks: string;
  llms: string;
  /** The news feeds, Atom and JSON Feed. */
  atom: string;
  jsonFeed: string;
  /** The MCP endpoint. */
  mcp: string;
  /** The history of what was published (docs/portal.md, History). */
  history: string;
}

export interface TrustFeedSource {
  /** The anonymous page of each product it lists, or its closed page. */
  pages: { view: TPortalView; itemDates: ReadonlyMap<string, Date> }[] | TClosedPortalView;
  /** The trust updates the anonymous page shows. */
  topics: readonly TTopic[];
  digests: ReadonlyMap<string, FileDigest>;
  links: TrustFeedLinks;
}

const day = (date: Date | undefined) => (date ?? new Date(0)).toISOString().slice(0, 10);
const text = (value: string | undefined) => value ?? null;

function presentProduct(
  view: TPortalView,
  itemDates: ReadonlyMap<string, Date>,
  { digests, links }: Pick<TrustFeedSource, 'digests' | 'links'>,
): TTrustFeedProduct {
  const { product } = view;
  const itemsOf = (kind: CardKind) =>
    view.cards.filter((c) => c.kind === kind).flatMap((c) => c.items);
  const documentItems: TItemView[] = view.cards.flatMap((c) => c.items);
  const fileUrl = (fileId: string, itemUid: string, download: boolean) =>
    `${links.api}/files/${fileId}?${new URLSearchParams({
      itemUid,
      productId: product.productId,
      disposition: download ? 'attachment' : 'inline',
    })}`;
  return {
    id: product.productId,
    name: product.productName,
    slug: product.productSlug,
    page: `${links.page}?${new URLSearchParams({ product: product.productSlug })}`,
    certifications: itemsOf('Certifications').map((item) => ({
      id: item.itemUid,
      title: item.title,
      state: item.enabledState,
      auditor: text(item.details.auditor),
      expiry: text(item.details.expiry),
      url: text(item.details.href),
    })),
    controls: view.cards
      .filter((c) => !NOT_CONTROLS.has(c.kind))
      .flatMap((card) =>
        card.items.map((item) => ({
          id: item.itemUid,
          cardKind: card.kind,
          card: card.title,
          title: item.title,
          state: item.enabledState,
          explanation: text(item.details.explanation),
        })),
      ),
    subprocessors: itemsOf('Subprocessors').map((item) => {
      const company = item.details.company;
      return {
        id: item.itemUid,
        name: item.title,
        purpose: text(item.details.purpose),
        location: text(item.details.location),
        website: company?.url ?? (company?.domain ? `https://${company.domain}` : null),
        addedOn: day(itemDates.get(item.itemUid)),
      };
    }),
    documents: documentItems.flatMap((item) =>
      item.documents
        .filter((d) => d.isUnlocked)
        .map((d) => {
          const digest = digests.get(d.fileId);
          return {
            id: d.fileId,
            itemId: item.itemUid,
            title: item.title,
            fileName: d.originalName,
            contentType: d.contentType,
            size: digest?.size ?? null,
            sha256: digest?.sha256 ?? null,
            downloadable: d.canDownload,
            url: fileUrl(d.fileId, item.itemUid, d.canDownload),
          };
        }),
    ),
    restrictedDocuments: documentItems
      .filter((item) => item.documents.some((d) => !d.isUnlocked))
      .map((item) => ({ itemId: item.itemUid, title: item.title })),
  };
}

/** The stored files among the documents the pages open (those a digest is published for). */
export function publishedFileIds(pages: readonly { view: TPortalView }[]): string[] {
  return [
    ...new Set(
      pages.flatMap(({ view }) =>
        view.cards.flatMap((c) =>
          c.items.flatMap((i) =>
            i.documents.filter((d) => d.isUnlocked && !d.generated).map((d) => d.fileId),
          ),
        ),
      ),
    ),
  ];
}

export function presentTrustFeed(source: TrustFeedSource): TTrustFeed {
  const { pages, links } = source;
  const head = Array.isArray(pages) ? pages[0]?.view : pages;
  if (!head) throw new Error('A trust feed needs the page of at least one product');
  const isOpen = Array.isArray(pages);
  return {
    version: 1,
    organization: {
      name: head.org.name,
      slug: head.org.slug,
      websiteUrl: head.org.websiteUrl,
      portalTitle: head.customization.portalTitle,
      description: head.customization.description,
    },
    access: isOpen ? 'public' : pages.closed,
    links: {
      page: links.page,
      feed: links.feed,
      signature: links.signature,
      schema: links.schema,
      jwks: links.jwks,
      llms: links.llms,
      atom: links.atom,
      jsonFeed: links.jsonFeed,
      mcp: links.mcp,
      history: links.history,
    },
    products: isOpen ? pages.map((p) => presentProduct(p.view, p.itemDates, source)) : [],
    updates: isOpen
      ? source.topics
          .flatMap((topic) =>
            topic.updates.map((u) => ({
              id: u.id,
              topic: topic.subject,
              category: topic.category,
              publishedAt: u.createdAt,
              message: u.message,
            })),
          )
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      : [],
  };
}
