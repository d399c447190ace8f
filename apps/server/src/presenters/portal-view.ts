/**
 * The portal page as one caller may see it: what reaches the caller is asked of the core rule
 * (`reachOf`, `documentReachOf`) for every product, card, item and document, and only
 * whitelisted fields leave the server.
 */
import {
  CARD_DEFAULT_TITLES,
  ZItemDetails,
  documentReachOf,
  hasPublicPortal,
  isPortalContentOpen,
  isSectionEnabled,
  itemDocuments,
  normalizeSectionOrder,
  reachOf,
  reaches,
  sortCards,
  pageScriptsWhere,
  searchAvailabilityOf,
  sortCardItems,
  ZCardContent,
  type ReachTarget,
  type TCardContent,
  type TClosedPortalView,
  type TItemDetails,
  type TAssetRef,
  type TDocument,
  type TFourthPartyView,
  type TItemView,
  type TPortalView,
  type TProduct,
  type Viewer,
} from '@trustfront/core';
import type {
  CustomizationRow,
  FourthPartyFeedRow,
  OrganizationRow,
  ProductRow,
} from '../db/schema/index.ts';
import type {
  ClosedPortalData,
  ItemWithFiles,
  PortalData,
} from '../services/portal/load-portal.ts';

/** The fields the access rules read, from an item row. */
export const accessOf = (item: ItemWithFiles) => ({
  itemUid: item.id,
  access: item.access,
  enabledState: item.enabledState,
});

type AssetRevisions = ReadonlyMap<string, number>;

const assetRef = (revisions: AssetRevisions, assetId: string | null): TAssetRef | null =>
  assetId ? { assetId, revision: revisions.get(assetId) ?? 1 } : null;

export function presentProduct(p: ProductRow, revisions: AssetRevisions): TProduct {
  return {
    productId: p.id,
    productName: p.name,
    productSlug: p.slug,
    show: p.show,
    banner: assetRef(revisions, p.bannerAssetId),
  };
}

/**
 * Documents of an item for this caller (`placement` is the item's product, card and the
 * product's hidden sections): those that reach the caller, each unlocked and downloadable as
 * the core rule decides.
 */
export function presentDocuments(
  viewer: Viewer,
  placement: ReachTarget,
  item: ItemWithFiles,
  orgName: string,
  customization: Pick<CustomizationRow, 'documentAccessType'>,
): TDocument[] {
  return itemDocuments(item, orgName).flatMap((doc) => {
    const reach = documentReachOf(
      viewer,
      { ...placement, item: accessOf(item), file: doc },
      customization.documentAccessType,
    );
    if (reach === 'none') return [];
    return [
      {
        fileId: doc.fileId,
        originalName: doc.originalName,
        contentType: doc.contentType,
        documentAccessType: doc.documentAccessType,
        isUnlocked: reach === 'view' || reach === 'download',
        canDownload: reach === 'download',
        generated: doc.generated,
        ...(doc.replacedAt ? { updatedAt: doc.replacedAt.toISOString().slice(0, 10) } : {}),
      },
    ];
  });
}

/** Whitelisted item details; a malformed stored value degrades to no details, not a failed page. */
function presentDetails(details: unknown): TItemDetails {
  const parsed = ZItemDetails.safeParse(details);
  return parsed.success ? parsed.data : {};
}

/** Whitelisted card content (overview text, integration statistics). */
function presentCardContent(content: unknown): TCardContent {
  const parsed = ZCardContent.safeParse(content);
  return parsed.success ? parsed.data : {};
}

/**
 * What a subprocessor's trust feed check kept (docs/fourth-parties.md): public facts of the other
 * vendor, shown with the entry wherever the entry shows; nothing before its first check.
 */
function presentFourthParty(feed: FourthPartyFeedRow | undefined): TFourthPartyView | undefined {
  if (!feed || (feed.checkedAt === null && feed.failingSince === null)) return undefined;
  return {
    certifications: feed.certifications.map((c) => ({
      id: c.id,
      title: c.title,
      expiry: c.expiry,
      url: c.url,
    })),
    checkedAt: feed.checkedAt?.toISOString() ?? null,
    failingSince: feed.failingSince?.toISOString() ?? null,
  };
}

export function presentItem(
  viewer: Viewer,
  placement: ReachTarget,
  item: ItemWithFiles,
  orgName: string,
  customization: Pick<CustomizationRow, 'documentAccessType'>,
): TItemView {
  const fourthParty = presentFourthParty(item.fourthParty);
  return {
    itemUid: item.id,
    title: item.title,
    enabledState: item.enabledState,
    access: item.access,
    isUnlocked: reachOf(viewer, { ...placement, item: accessOf(item) }) === 'open',
    slug: item.slug,
    isCustom: item.isCustom,
    details: presentDetails(item.details),
    documents: presentDocuments(viewer, placement, item, orgName, customization),
    ...(fourthParty ? { fourthParty } : {}),
  };
}

const presentOrg = (org: OrganizationRow) => ({
  id: org.id,
  slug: org.slug,
  name: org.name,
  websiteUrl: org.websiteUrl,
});

/**
 * Where the page is answered: `orgScripts` when the organisation's own scripts may run there
 * (core `orgScriptsMayRun`); without it, the page carries none of them.
 */
export interface PageHostOptions {
  orgScripts?: boolean;
}

function presentCustomization(
  org: OrganizationRow,
  c: CustomizationRow,
  revisions: AssetRevisions,
  { orgScripts = false }: PageHostOptions,
) {
  const asset = (id: string | null) => assetRef(revisions, id);
  return {
    portalTitle: c.portalTitle,
    showPortalTitle: c.showPortalTitle,
    description: c.description,
    logo: asset(c.logoAssetId),
    favicon: asset(c.faviconAssetId),
    socialImage: asset(c.socialImageAssetId),
    showBuiltOn: c.showBuiltOn,
    publicAccessLevel: c.publicAccessLevel,
    contactSupport: c.contactSupport,
    supportMailbox: c.supportMailbox,
    reportIssue: c.reportIssue,
    securityMailbox: c.securityMailbox,
    documentAccessType: c.documentAccessType,
    allowBulkDownload: c.allowBulkDownload,
    showRequestLogin: c.showRequestLogin,
    isPublished: hasPublicPortal({ isPublished: org.publishedAt !== null }, c),
    showSecurityReviewBanner: c.showSecurityReviewBanner,
    scripts: pageScriptsWhere(c.scripts, orgScripts),
  };
}

/**
 * The page of a portal whose content does not reach the caller (a login-only portal for a public
 * visitor): the organisation and its customisation, so the page can say why, and nothing else.
 */
export function presentClosedPortalView(
  viewer: Viewer,
  data: ClosedPortalData,
  host: PageHostOptions = {},
): TClosedPortalView {
  return {
    org: presentOrg(data.org),
    mode: viewer.mode,
    customization: presentCustomization(data.org, data.customization, data.assetRevisions, host),
    closed: isPortalContentOpen(viewer) ? 'unavailable' : 'login_required',
  };
}

export function presentPortalView(
  viewer: Viewer,
  data: PortalData,
  host: PageHostOptions = {},
): TPortalView {
  const { org, customization: c } = data;
  const isMain = viewer.mode === 'main';
  const asset = (id: string | null) => assetRef(data.assetRevisions, id);
  const product = (p: ProductRow) => presentProduct(p, data.assetRevisions);
  const hiddenSections = data.config?.hiddenSections ?? [];
  const visibleCards = sortCards(data.cards).flatMap((card) => {
    const placement = { product: data.product, hiddenSections, card };
    if (!reaches(viewer, placement)) return [];
    const items = card.items
      .filter((item) => reaches(viewer, { ...placement, item: accessOf(item) }))
      .map((item) => presentItem(viewer, placement, item, org.name, c));
    return [{ card, items: sortCardItems(card.kind, items) }];
  });
  // Featured documents name items: only those that reach the caller may be named.
  const visibleItemUids = new Set(visibleCards.flatMap(({ items }) => items.map((i) => i.itemUid)));
  const cards = visibleCards.map(({ card, items }) => ({
    kind: card.kind,
    title: card.title ?? CARD_DEFAULT_TITLES[card.kind],
    hidden: card.hidden,
    placeholder: card.placeholder,
    displayText: card.displayText,
    icon: asset(card.iconAssetId),
    featuredDocuments: card.featuredDocuments.filter((uid) => visibleItemUids.has(uid)),
    content: presentCardContent(card.content),
    items,
  }));
  const sectionState = {
    hiddenSections,
    knowledgeBaseEntries: data.knowledgeBase.total,
    topics: data.topicCount,
    // Staff always see the help card in main mode, to configure it (docs/portal.md, Sections).
    helpConfigured:
      isMain || c.contactSupport.onClickAction !== 'none' || c.reportIssue.onClickAction !== 'none',
  };
  return {
    org: presentOrg(org),
    mode: viewer.mode,
    customization: presentCustomization(org, c, data.assetRevisions, host),
    products: data.products.filter((p) => reaches(viewer, { product: p })).map(product),
    productLinks: data.productLinks
      .filter((l) => reaches(viewer, { product: { show: l.show } }))
      .map((l) => ({ id: l.id, name: l.name, link: l.link, show: l.show })),
    product: product(data.product),
    sections: normalizeSectionOrder(data.config?.sections).map((id) => ({
      id,
      enabled: isSectionEnabled(id, sectionState),
    })),
    cards,
    knowledgeBase: {
      total: data.knowledgeBase.total,
      entries: data.knowledgeBase.entries.map((e) => ({
        id: e.id,
        question: e.question,
        answer: e.answer,
        comment: e.comment,
      })),
    },
    topicCount: data.topicCount,
    search: searchAvailabilityOf({
      mode: viewer.mode,
      plan: org.plan,
      enableAiOnTrustCenter: org.features.enableAiOnTrustCenter ?? false,
      genAiEnabled: data.config?.genAiEnabled ?? false,
      aiDatastoreSetup: data.config?.isAiDatastoreSetup ?? false,
    }),
  };
}
