/**
 * Texts of the Documents card and the bulk download dialog that docs/ does not quote verbatim
 * (its own texts live in MESSAGES in @trustfront/core).
 */
export const DOCUMENT_TEXTS = {
  featuredDocuments: 'Featured documents',
  otherDocuments: 'Other documents',
  tabAll: 'All',
  tabPublic: 'Public',
  tabPrivate: 'Private',
  view: (name: string) => `View ${name}`,
  download: (name: string) => `Download ${name}`,
  locked: 'Access required',
  viewOnly: 'View only',
  bulkDownload: 'Bulk download',
  requestLogin: 'Log in for private documents',
  selectAll: 'Select all',
  downloadSelected: (n: number) => `Download (${n})`,
  preparing: (n: number) => `Preparing ${n} ${n === 1 ? 'document' : 'documents'}…`,
  downloadStarted: (n: number) =>
    `Your download of ${n} ${n === 1 ? 'document' : 'documents'} has started.`,
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  errorBody: 'The documents could not be prepared. Please try again.',
  /** A document whose file was replaced (docs/documents.md, Versions). */
  updated: (date: string) => `Updated ${date}`,
} as const;
