/**
 * Dates as the portal and its documents show them, in UTC so that the server, the browser and
 * every visitor's time zone agree.
 */

/**
 * 'MMMM d, yyyy' (e.g. 'November 2, 2026') of an ISO date ('2026-11-02') or timestamp; the text
 * itself when it is not a date (free-text fields such as a certificate's expiry).
 */
export function formatDate(value: string, locale = 'en-US'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'MMMM dd, yyyy' (e.g. 'November 02, 2026'), the bridge letter's date format. */
export function formatLetterDate(date: Date): string {
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month} ${day}, ${date.getUTCFullYear()}`;
}
