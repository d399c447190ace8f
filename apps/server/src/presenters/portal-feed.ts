/**
 * The portal's news feeds (docs/portal.md, Atom and JSON feeds), made from the trust feed of the
 * anonymous page: its trust updates, the documents that open to a visitor and its subprocessors.
 * What it adds are the dates of those very things (an item's addition, a stored file's), never
 * another item, document or field.
 */
import {
  portalFeedOf,
  type PortalFeedDocument,
  type PortalFeedSubprocessor,
  type PortalFeedUpdate,
  type TPortalFeed,
  type TTopic,
  type TTrustFeed,
} from '@trustfront/core';

export interface PortalFeedInput {
  /** The trust feed of the anonymous page. */
  trust: TTrustFeed;
  /** The trust updates' answer it was made from (each update under its topic). */
  topics: readonly TTopic[];
  itemDates: ReadonlyMap<string, Date>;
  fileDates: ReadonlyMap<string, Date>;
  orgId: string;
  /** The deployment's main host, which mints `tag:` ids. */
  idAuthority: string;
  now: Date;
}

/** The later of the dates known. */
const latest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates
    .filter((d): d is Date => d !== undefined)
    .reduce<Date | undefined>((a, b) => (a && a > b ? a : b), undefined);

export function presentPortalFeed(input: PortalFeedInput): TPortalFeed {
  const { trust, itemDates, fileDates } = input;
  const topicOf = new Map(input.topics.flatMap((t) => t.updates.map((u) => [u.id, t.id])));
  const updates: PortalFeedUpdate[] = trust.updates.flatMap((u) => {
    const topicId = topicOf.get(u.id);
    if (!topicId) return [];
    const { id, topic, category, message } = u;
    return [{ id, topicId, topic, category, message, publishedAt: new Date(u.publishedAt) }];
  });
  const documents: PortalFeedDocument[] = trust.products.flatMap((p) =>
    p.documents.flatMap((d) => {
      const publishedAt = latest(itemDates.get(d.itemId), fileDates.get(d.id));
      if (!publishedAt) return [];
      return [
        {
          itemId: d.itemId,
          fileId: d.id,
          title: d.title,
          fileName: d.fileName,
          contentType: d.contentType,
          size: d.size,
          url: d.url,
          product: { slug: p.slug, name: p.name },
          publishedAt,
        },
      ];
    }),
  );
  const subprocessors: PortalFeedSubprocessor[] = trust.products.flatMap((p) =>
    p.subprocessors.flatMap((s) => {
      const addedAt = itemDates.get(s.id);
      if (!addedAt) return [];
      const { name, purpose, location, website } = s;
      const product = { slug: p.slug, name: p.name };
      return [{ itemId: s.id, name, purpose, location, website, product, addedAt }];
    }),
  );
  return portalFeedOf({
    orgId: input.orgId,
    organization: {
      name: trust.organization.name,
      portalTitle: trust.organization.portalTitle,
      description: trust.organization.description,
      websiteUrl: trust.organization.websiteUrl,
    },
    links: { page: trust.links.page, atom: trust.links.atom, json: trust.links.jsonFeed },
    idAuthority: input.idAuthority,
    now: input.now,
    severalProducts: trust.products.length > 1,
    updates,
    documents,
    subprocessors,
  });
}
