/**
 * Business constants and limits (docs/portal.md, Limits; docs/search.md, Limits; docs/editing.md,
 * Limits).
 */
export const LIMITS = {
  notificationWindowMs: 24 * 60 * 60 * 1000,
  productTooltipOpenDelayMs: 500,
  productTooltipCloseDelayMs: 400,
  productListMaxHeightPx: 300,
  highlightScrollOffsetPx: 200,
  bannerMaxHeightPx: 350,
  socialImage: { width: 1200, height: 630 },
  updatesPageSize: 5,
  genericCardItems: 3,
  documentsCollapsed: 12,
  documentsCollapsedSmall: 9,
  overviewMaxHeightPx: 600,
  /** Longest Overview text an editor may save. */
  overviewMaxChars: 5000,
  drawerMaxWidthPx: 800,
  subprocessorPageSize: 10000,
  subprocessorStackedLogos: 5,
  subprocessorLogoSize: 25,
  trustedByLogoSize: 56,
  trustedByAvatarSize: 30,
  knowledgeBasePageSize: 10,
  shareCopiedMs: 3000,
  errorToastMs: 10_000,
  ndaToastMs: 20_000,
  requestTimeoutMs: 120_000,
  bridgeLetterNameTooltipChars: 60,
  nameMaxChars: 24,
  searchMaxLength: 512,
  placeholderMaxChars: 1000,
  /** A card's display text: this many characters at least (or none, for the default)… */
  displayTextMinChars: 4,
  /** …and at most this many. */
  displayTextMaxChars: 100,
  /** Largest document an editor may upload. */
  uploadMaxBytes: 100 * 1024 * 1024,
  /** Largest card icon (docs/editing.md, Card icons: 'Max size: 1MB'). */
  iconMaxBytes: 1024 * 1024,
} as const;

/** The longest comment a member may write on an item (docs/access.md, Member features). */
export const COMMENT_MAX_CHARS = 2000;
