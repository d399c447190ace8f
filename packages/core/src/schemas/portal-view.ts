import { z } from 'zod';
import { ZSearchAvailability } from '../search/schemas.ts';
import {
  CARD_KINDS,
  DOCUMENT_ACCESS_TYPES,
  ENABLED_STATES,
  ITEM_ACCESS,
  SECTION_IDS,
} from '../constants/cards.ts';
import { ZPageScripts } from '../rules/consent-settings.ts';
import { ZFourthPartyView } from './fourth-parties.ts';
import { ZPortalLanguage } from './languages.ts';

/** A stored image served at GET /api/share/{orgId}/assets/{assetId}?v={revision}. */
export const ZAssetRef = z.object({ assetId: z.string(), revision: z.number().int() });
export type TAssetRef = z.infer<typeof ZAssetRef>;

/** Portal modes (docs/portal.md, Modes): 'account' is AccountExternal. */
export const PORTAL_MODES = ['public', 'preview', 'account', 'main'] as const;
export const ZPortalMode = z.enum(PORTAL_MODES);
export type TPortalMode = z.infer<typeof ZPortalMode>;

export const PUBLIC_ACCESS_LEVELS = ['Minimal', 'PublicContentOnly', 'LoginRequired'] as const;
export type TPublicAccessLevel = (typeof PUBLIC_ACCESS_LEVELS)[number];

export const ZClickAction = z.enum(['none', 'url', 'email']);

export const ZPortalCustomization = z.object({
  portalTitle: z.string(),
  showPortalTitle: z.boolean(),
  description: z.string().nullable(),
  logo: ZAssetRef.nullable(),
  favicon: ZAssetRef.nullable(),
  socialImage: ZAssetRef.nullable(),
  /** The footer's 'Built on' link; off when the organisation disabled it. */
  showBuiltOn: z.boolean(),
  publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS),
  contactSupport: z.object({ onClickAction: ZClickAction, supportUrl: z.string().nullable() }),
  supportMailbox: z.string().nullable(),
  reportIssue: z.object({ onClickAction: ZClickAction, reportUrl: z.string().nullable() }),
  securityMailbox: z.string().nullable(),
  /** Organisation-wide document access type; view_only blocks every download. */
  documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES),
  allowBulkDownload: z.boolean(),
  /** Shows the request-login button on the Documents card when private documents exist. */
  showRequestLogin: z.boolean(),
  /** Whether a public portal is published; share links are disabled until it is. */
  isPublished: z.boolean(),
  showSecurityReviewBanner: z.boolean(),
  /**
   * The organisation's scripts and cookie banner, each loaded after consent (docs/portal.md, Page
   * chrome).
   */
  scripts: ZPageScripts,
});
export type TPortalCustomization = z.infer<typeof ZPortalCustomization>;

export const ZProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  show: z.boolean(),
  banner: ZAssetRef.nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductLink = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string(),
  show: z.boolean(),
});

export const ZDocument = z.object({
  fileId: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES),
  /** The caller may open the document. */
  isUnlocked: z.boolean(),
  /** The caller may download it (unlocked, and neither the file nor the organisation is view-only). */
  canDownload: z.boolean(),
  /** A bridge letter generated on request rather than a stored file. */
  generated: z.boolean(),
  /** The day (YYYY-MM-DD, UTC) its file was last replaced; absent when it never was. */
  updatedAt: z.string().optional(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const COMPANY_SOURCES = ['brandfetch', 'clearbit', 'addendum', 'custom', 'drata'] as const;
export const ZCompany = z.object({
  source: z.enum(COMPANY_SOURCES),
  name: z.string(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  logo: ZAssetRef.nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** Item options (docs/portal.md, Items); which ones a card uses depends on its kind. */
export const ZItemDetails = z.object({
  explanation: z.string().optional(),
  href: z.string().optional(),
  listEntries: z.array(z.string()).optional(),
  /** Risk profile choice, e.g. 'restricted', 'range', 'custom'. */
  choice: z.string().optional(),
  /** Risk profile range or custom value, e.g. 'hours_24_48' or 'hours_12'. */
  value: z.string().optional(),
  maturity: z.string().optional(),
  recurrence: z.string().optional(),
  auditor: z.string().optional(),
  /** ISO date (yyyy-mm-dd). */
  expiry: z.string().optional(),
  type: z.string().optional(),
  /** Integrations feeding the item (e.g. 'hackerone', 'statuspageio'). */
  integrations: z.array(z.string()).optional(),
  company: ZCompany.optional(),
  purpose: z.string().optional(),
  location: z.string().optional(),
  additionalDetails: z.string().optional(),
  /** Security grade entry (docs/editing.md, Security grades). */
  grade: z
    .object({
      provider: z.string(),
      label: z.string(),
      description: z.string(),
      url: z.string().nullable(),
      grade: z.string(),
    })
    .optional(),
});
export type TItemDetails = z.infer<typeof ZItemDetails>;

export const ZItemView = z.object({
  itemUid: z.string(),
  title: z.string(),
  enabledState: z.enum(ENABLED_STATES),
  /** Always present; 'restricted_hidden' only reaches callers allowed to see the item. */
  access: z.enum(ITEM_ACCESS),
  /** The caller may open this item's documents. */
  isUnlocked: z.boolean(),
  slug: z.string().nullable(),
  isCustom: z.boolean(),
  details: ZItemDetails,
  documents: z.array(ZDocument),
  /** A subprocessor's certifications from its own trust feed (docs/fourth-parties.md). */
  fourthParty: ZFourthPartyView.optional(),
});
export type TItemView = z.infer<typeof ZItemView>;

export const ZBugBountyStats = z.object({
  programUrl: z.string(),
  programStatistics: z.object({
    reportsResolved: z.number(),
    lastReportedResolved: z.string().nullable(),
  }),
  responseEfficiency: z.object({
    averageTimeToFirstResponse: z.number().nullable(),
    averageTimeToTriage: z.number().nullable(),
    averageBounty: z.number().nullable(),
  }),
});
export type TBugBountyStats = z.infer<typeof ZBugBountyStats>;

export const STATUS_INDICATORS = [
  'none',
  'operational',
  'minor',
  'major',
  'critical',
  'maintenance',
] as const;
export const ZStatusPage = z.object({
  pageUrl: z.string(),
  indicator: z.enum(STATUS_INDICATORS),
  description: z.string(),
});
export type TStatusPage = z.infer<typeof ZStatusPage>;

/** Card-level content that is not a list of items. */
export const ZCardContent = z.object({
  /** Overview text (plain paragraphs). */
  overview: z.string().optional(),
  bugBounty: ZBugBountyStats.optional(),
  statusPage: ZStatusPage.optional(),
});
export type TCardContent = z.infer<typeof ZCardContent>;

export const ZCardView = z.object({
  kind: z.enum(CARD_KINDS),
  title: z.string(),
  /** Only main mode receives hidden cards. */
  hidden: z.boolean(),
  placeholder: z.string().nullable(),
  displayText: z.string().nullable(),
  icon: ZAssetRef.nullable(),
  /** itemUids of the Documents card's featured documents. */
  featuredDocuments: z.array(z.string()),
  content: ZCardContent,
  items: z.array(ZItemView),
});
export type TCardView = z.infer<typeof ZCardView>;

export const ZSectionView = z.object({ id: z.enum(SECTION_IDS), enabled: z.boolean() });

export const ZKnowledgeBaseEntry = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  comment: z.string().nullable(),
});
export type TKnowledgeBaseEntry = z.infer<typeof ZKnowledgeBaseEntry>;

/** GET {base}/view and {base}/view/{productId}. */
export const ZPortalView = z.object({
  org: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    websiteUrl: z.string().nullable(),
  }),
  mode: ZPortalMode,
  customization: ZPortalCustomization,
  products: z.array(ZProduct),
  productLinks: z.array(ZProductLink),
  product: ZProduct,
  /** Ordered sections; `enabled` per docs/portal.md, Products. */
  sections: z.array(ZSectionView),
  /** Cards in display order. */
  cards: z.array(ZCardView),
  knowledgeBase: z.object({ total: z.number().int(), entries: z.array(ZKnowledgeBaseEntry) }),
  topicCount: z.number().int(),
  /** Search and Ask AI for the caller on this product (docs/search.md, Ask AI). */
  search: ZSearchAvailability,
  /** The reader's language and the organisation's languages (docs/languages.md). */
  language: ZPortalLanguage.optional(),
  /**
   * The organisation's content revision the view was read at: an access request sends it back
   * (`statusPageCustomizationRevision`), so staff can tell which page the visitor saw.
   */
  revision: z.number().int().optional(),
});
export type TPortalView = z.infer<typeof ZPortalView>;

/**
 * GET {base}/view of a portal whose content does not reach the caller gets the organisation and
 * its customisation, so that the page can say why, and no content at all: `login_required` for
 * a login-only portal (public access level LoginRequired) seen by a public visitor,
 * `unavailable` when no product of the portal is shown to the caller.
 */
export const ZClosedPortalView = z.object({
  org: ZPortalView.shape.org,
  mode: ZPortalMode,
  customization: ZPortalCustomization,
  closed: z.enum(['login_required', 'unavailable']),
  language: ZPortalLanguage.optional(),
});
export type TClosedPortalView = z.infer<typeof ZClosedPortalView>;

/** What GET {base}/view answers: the portal, or why its content is closed to the caller. */
export const ZPortalViewAnswer = z.union([ZPortalView, ZClosedPortalView]);
export type TPortalViewAnswer = z.infer<typeof ZPortalViewAnswer>;
