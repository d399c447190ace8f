/**
 * The visitor's cookie consent, kept in the browser (docs/portal.md, Page chrome): one entry per
 * organisation, as several portals may share this origin. Components read it with `useConsent`.
 */
import { parseConsent, type Consent } from '@trustfront/core';
import { useSyncExternalStore } from 'react';

const keyOf = (orgSlug: string) => `trustfront:consent:${orgSlug}`;
const listeners = new Set<() => void>();

function read(orgSlug: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(orgSlug));
  } catch {
    return null;
  }
}

/** Saves the choice; when it takes back a category already granted, scripts that ran stay
 * loaded until the page reloads, so the page reloads. */
export function saveConsent(orgSlug: string, consent: Consent): void {
  const before = parseConsent(read(orgSlug));
  try {
    window.localStorage.setItem(keyOf(orgSlug), JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
  const withdrawn =
    before !== null &&
    (Object.keys(consent) as (keyof Consent)[]).some((c) => before[c] && !consent[c]);
  if (withdrawn) window.location.reload();
}

/** The visitor's choice as it stands, for code outside React. */
export const currentConsent = (orgSlug: string): Consent | null => parseConsent(read(orgSlug));

export function useConsent(orgSlug: string): Consent | null {
  const raw = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    () => read(orgSlug),
  );
  return parseConsent(raw);
}
