/**
 * Reports a product event (e.g. 'StatusPageUnsubscribeFailed', spec 1 §4) to whatever listens:
 * a DOM CustomEvent named `trustfront:event` on window, and a push to `window.dataLayer` when a
 * tag manager put one there. No tracking of our own is sent anywhere.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEvent(name: string, properties: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent('trustfront:event', { detail: { name, ...properties } }));
  window.dataLayer?.push({ event: name, ...properties });
}
