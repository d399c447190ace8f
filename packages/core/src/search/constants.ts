/** Search and Ask AI constants (docs/search.md, Ask AI and Limits). */

/**
 * Result types of the search result model (docs/search.md, Result types), in the order the dialog
 * groups them.
 */
export const SEARCH_RESULT_TYPES = [
  'TrustCenterContent',
  'Documents',
  'KnowledgeBase',
  'Controls',
  'Facts',
  'TrustCenterUpdates',
  'Webpage',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** How each type is shown as a group heading. */
export const SEARCH_TYPE_LABELS: Record<SearchResultType, string> = {
  TrustCenterContent: 'Trust Items',
  Documents: 'Documents',
  KnowledgeBase: 'FAQs',
  Controls: 'Controls',
  Facts: 'Facts',
  TrustCenterUpdates: 'Updates',
  Webpage: 'Webpages',
};

/** Where a result came from: the server ("semantic") or local text search ("fuse"). */
export const SEARCH_SOURCES = ['semantic', 'fuse'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** Who may see a control, fact or webpage: everyone the portal reaches, or staff only. */
export const RECORD_VISIBILITIES = ['public', 'internal'] as const;
export type RecordVisibility = (typeof RECORD_VISIBILITIES)[number];

export const CONTROL_STATUSES = ['implemented', 'in_progress', 'planned'] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const CONTROL_STATUS_LABELS: Record<ControlStatus, string> = {
  implemented: 'Implemented',
  in_progress: 'In progress',
  planned: 'Planned',
};

export const SEARCH_TIMING = {
  /** Server ("semantic") search debounce. */
  semanticDebounceMs: 500,
  /** Local (Fuse) search debounce. */
  localDebounceMs: 100,
  /** Loading turns 'stalled' after this. */
  stallMs: 300,
  /** The search-query analytics event fires this long after typing stops. */
  analyticsDelayMs: 700,
  /** Simple list: delay before the next page shows. */
  listLoadDelayMs: 500,
} as const;

export const SEARCH_LIMITS = {
  termMaxLength: 512,
  /** Entries shown per group before '...N more'. */
  groupPreview: 3,
  /** Simple list: first page, then each further page. */
  listFirst: 15,
  listMore: 10,
  /** Results panel: 82 px per result up to 5, then a fixed 467 px. */
  rowHeightPx: 82,
  rowsBeforeFixed: 5,
  fixedPanelPx: 467,
  /** Most hits the server returns per type. */
  perType: 25,
  /** Passages the answerer reads. */
  answerPassages: 6,
  /** Sentences an extractive answer holds at most. */
  answerSentences: 3,
} as const;

/** Results panel height for `n` results (docs/search.md, Limits). */
export const resultsPanelHeight = (n: number): number =>
  n <= SEARCH_LIMITS.rowsBeforeFixed ? n * SEARCH_LIMITS.rowHeightPx : SEARCH_LIMITS.fixedPanelPx;

/** The next number of entries the simple list shows, capped at the total. */
export const nextListSize = (shown: number, total: number): number =>
  Math.min(total, shown === 0 ? SEARCH_LIMITS.listFirst : shown + SEARCH_LIMITS.listMore);
