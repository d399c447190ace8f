/**
 * How long the access log keeps its rows (docs/access.md, Access log): whole months, at least
 * `ACCESS_LOG_RETENTION_MONTHS` by default. Older rows are counted per organisation, month and
 * kind of event, then deleted, by a job that runs once a day.
 */

/** The months of the access log kept in full when nothing else is configured. */
export const DEFAULT_ACCESS_LOG_RETENTION_MONTHS = 6;

/**
 * The first instant no longer summarised: the start (UTC) of the month `months` months before
 * the month of `now`. Rows older than this are at least `months` months old.
 */
export function accessLogCutoff(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

/** The job key of the day's summary, so that every instance enqueues it and it runs once. */
export const accessLogSummaryKey = (now: Date): string =>
  `access-log.summarise:${now.toISOString().slice(0, 10)}`;

/** The start of the day after `now` (UTC), when the next summary runs. */
export function nextAccessLogSummary(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
