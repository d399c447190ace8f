/**
 * How long a document's earlier versions are kept (docs/documents.md, Versions): whole years,
 * three by default (`DOCUMENT_VERSION_RETENTION_YEARS`), counted from when a version was
 * superseded. A daily job removes older versions and their files.
 */

/** The years a superseded version is kept when nothing else is configured. */
export const DEFAULT_DOCUMENT_VERSION_RETENTION_YEARS = 3;

/** Versions superseded before this instant are past their retention. */
export function documentVersionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** The job key of the day's removal, so that every instance enqueues it and it runs once. */
export const documentVersionPruneKey = (now: Date): string =>
  `document-versions.prune:${now.toISOString().slice(0, 10)}`;
