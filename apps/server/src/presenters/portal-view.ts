/**
 * The portal page as one caller may see it: hidden cards, invisible items and locked documents
 * are decided here from the core access rules, and only whitelisted fields leave the server.
 */
import {
  CARD_DEFAULT_TITLES,
  ZItemDetails,
  bridgeLetterFileId,
  bridgeLetterFileName,
  canDownloadFile,
  isCardVisible,
  isItemUnlocked,
  isItemVisible,
  isProductVisible,
  isSectionEnabled,
  normalizeSectionOrder,
  sortCards,
  sortCardItems,
  isInHiddenSection,
  ZCardContent,
  type TCardContent,
  type TItemDetails,
  type TAssetRef,
  type TDocument,
  type TItemView,
  type TPortalView,
  type TProduct,
  type Viewer,
} from '@trustfront/core';
import type {
  CustomizationRow,
  ItemWithFiles,
  PortalData,
  ProductRow,
} from '../services/load-portal.ts';

/** The fields the access rules read, from an item row. */
const accessOf = (item: ItemWithFiles) => ({
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

/** Documents of an item for this caller, with a generated bridge letter when enabled. */
export function presentDocuments(
  viewer: Viewer,
  item: ItemWithFiles,
  orgName: string,
  customization: Pick<CustomizationRow, 'documentAccessType'>,
): TDocument[] {
  const unlocked = isItemUnlocked(viewer, accessOf(item));
  // Files not shared with the portal (spec 3 §3.8) reach staff in main mode only.
  const shared = item.files.filter((file) => file.isShared || viewer.mode === 'main');
  const docs: TDocument[] = shared.map((file) => ({
    fileId: file.id,
    originalName: file.originalName,
    contentType: file.contentType,
    documentAccessType: file.documentAccessType,
    isUnlocked: unlocked,
    canDownload: canDownloadFile(viewer, accessOf(item), file, customization.documentAccessType),
    generated: false,
  }));
  if (item.bridgeLetter?.letterEnabled) {
    const letter = {
      documentAccessType: 'view_and_download' as const,
      contentType: 'application/pdf',
    };
    docs.push({
      fileId: bridgeLetterFileId(item.id),
      originalName: bridgeLetterFileName(orgName, item.title),
      contentType: 'application/pdf',
      documentAccessType: letter.documentAccessType,
      isUnlocked: unlocked,
      canDownload: canDownloadFile(
        viewer,
        accessOf(item),
        letter,
        customization.documentAccessType,
      ),
      generated: true,
    });
  }
  return docs;
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

export function presentItem(
  viewer: Viewer,
  item: ItemWithFiles,
  orgName: string,
  customization: Pick<CustomizationRow, 'documentAccessType'>,
): TItemView {
  return {
    itemUid: item.id,
    title: item.title,
    enabledState: item.enabledState,
    access: item.access,
    isUnlocked: isItemUnlocked(viewer, accessOf(item)),
    slug: item.slug,
    isCustom: item.isCustom,
    details: presentDetails(item.details),
    documents: presentDocuments(viewer, item, orgName, customization),
  };
}

export function presentPortalView(viewer: Viewer, data: PortalData): TPortalView {
  const { org, customization: c } = data;
  const isMain = viewer.mode === 'main';
  const asset = (id: string | null) => assetRef(data.assetRevisions, id);
  const product = (p: ProductRow) => presentProduct(p, data.assetRevisions);
  const hiddenSections = data.config?.hiddenSections ?? [];
  const reachesCaller = (card: PortalData['cards'][number]) =>
    isCardVisible(viewer, card) && (isMain || !isInHiddenSection(card.kind, hiddenSections));
  const visibleCards = sortCards(data.cards.filter(reachesCaller)).map((card) => ({
    card,
    items: sortCardItems(
      card.kind,
      card.items
        .filter((item) => isItemVisible(viewer, accessOf(item)))
        .map((item) => presentItem(viewer, item, org.name, c)),
    ),
  }));
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
    // Staff always see the help card in main mode, to configure it (spec 3 §6).
    helpConfigured:
      isMain || c.contactSupport.onClickAction !== 'none' || c.reportIssue.onClickAction !== 'none',
  };
  return {
    org: { id: org.id, slug: org.slug, name: org.name, websiteUrl: org.websiteUrl },
    mode: viewer.mode,
    customization: {
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
      isPublished: c.isPublished,
      showSecurityReviewBanner: c.showSecurityReviewBanner,
    },
    products: data.products.filter((p) => isProductVisible(viewer, p)).map(product),
    productLinks: data.productLinks
      .filter((l) => l.show || isMain)
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
  };
}
