/**
 * The visitor's cookie choice as the browser keeps it: the five categories (docs/portal.md, Page
 * chrome) and the reading of what was stored. Apart from the settings' schemas, so that the portal
 * reads a choice without loading zod.
 */
export const CONSENT_CATEGORIES = [
  'strictly_necessary',
  'analytics',
  'marketing_and_advertising',
  'social_media_advertising',
  'performance_and_functionality',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

/** Reads stored consent leniently: anything unreadable is no choice made yet. */
export function parseConsent(stored: string | null): Consent | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!CONSENT_CATEGORIES.every((c) => typeof record[c] === 'boolean')) return null;
    return { ...(record as Consent), strictly_necessary: true };
  } catch {
    return null;
  }
}
