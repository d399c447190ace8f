/**
 * Reports a product event (e.g. 'StatusPageUnsubscribeFailed', docs/staff.md, Analytics) to
 * whatever listens: a DOM CustomEvent named `trustfront:event` on window, a push to
 * `window.dataLayer` when a tag manager put one there, and the portal's own analytics reporter,
 * which loads after the first screen and is handed what happened before it did.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type TrackedEvent = { name: string } & Record<string, unknown>;

/** Events reported before the analytics reporter started; a few are enough. */
const EARLY_MAX = 50;
let early: TrackedEvent[] | null = [];

export function trackEvent(name: string, properties: Record<string, unknown> = {}): void {
  const detail: TrackedEvent = { ...properties, name };
  window.dispatchEvent(new CustomEvent('trustfront:event', { detail }));
  window.dataLayer?.push({ event: name, ...properties });
  if (early && early.length < EARLY_MAX) early.push(detail);
}

/** The events reported so far, for the reporter that listens from now on (once). */
export function takeEarlyEvents(): TrackedEvent[] {
  const taken = early ?? [];
  early = null;
  return taken;
}
