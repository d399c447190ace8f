/** Date helpers for the seed: everything is dated relative to the seed's `now`. */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A clock fixed at the seed's `now`. */
export interface SeedClock {
  now: Date;
  /** `days` (may be fractional or negative) before now. */
  daysAgo(days: number): Date;
  hoursAgo(hours: number): Date;
  /** `days` after now. */
  daysAhead(days: number): Date;
  year: number;
}

export function seedClock(now: Date): SeedClock {
  const at = (ms: number) => new Date(now.getTime() + ms);
  return {
    now,
    daysAgo: (days) => at(-days * DAY_MS),
    hoursAgo: (hours) => at(-hours * HOUR_MS),
    daysAhead: (days) => at(days * DAY_MS),
    year: now.getUTCFullYear(),
  };
}

/** yyyy-mm-dd (UTC). */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** 'March 5, 2026' (UTC), the portal's date format. */
export const longDate = (date: Date): string =>
  `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
