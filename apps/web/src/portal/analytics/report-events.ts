/**
 * Sends the portal's analytics events to the organisation's own server (POST {base}/events),
 * never to a third party. Loaded after the first screen; it listens to the events `trackEvent`
 * dispatches, keeps only the fields each event may carry, and sends them in batches, the last
 * one as the page goes away. Nothing is sent when the visitor declined analytics cookies.
 */
import {
  EVENTS_PER_BATCH_MAX,
  isCardKind,
  mayReportEvents,
  PORTAL_EVENT_NAMES as E,
  SAME_SITE_HEADER,
  type TPortalEvent,
} from '@trustfront/core';
import { takeEarlyEvents } from '../../ui/track-event.ts';
import { currentConsent } from '../consent/consent-store.ts';

const FLUSH_AFTER_MS = 3000;

let orgSlug: string | null = null;
let queue: TPortalEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!orgSlug || queue.length === 0) return;
  const events = queue.slice(0, EVENTS_PER_BATCH_MAX);
  queue = queue.slice(EVENTS_PER_BATCH_MAX);
  // keepalive lets the last batch leave with the page; an analytics failure is nobody's error.
  void fetch(`/api/portal/${encodeURIComponent(orgSlug)}/events`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', [SAME_SITE_HEADER]: '1' },
    body: JSON.stringify({ events }),
  }).catch(() => undefined);
  if (queue.length > 0) flush();
}

function enqueue(event: TPortalEvent): void {
  if (!orgSlug || !mayReportEvents(currentConsent(orgSlug))) return;
  queue.push(event);
  timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

/** The event a `trackEvent` detail stands for, with its allowed fields only (no e-mail). */
function portalEvent(detail: Record<string, unknown>): TPortalEvent | null {
  const productId = text(detail.productId);
  switch (detail.name) {
    case E.cardClosed: {
      const cardKind = text(detail.cardKind);
      return productId && cardKind && isCardKind(cardKind)
        ? { name: E.cardClosed, productId, cardKind, openMs: whole(detail.openMs) }
        : null;
    }
    case E.searchQuery: {
      const query = text(detail.query);
      const resultCount = whole(detail.resultCount);
      return query ? { name: E.searchQuery, productId, query, resultCount } : null;
    }
    case E.subscribeFailed:
      return { name: E.subscribeFailed };
    case E.unsubscribeFailed:
      return { name: E.unsubscribeFailed };
    default:
      return null;
  }
}

function onTrackedEvent(event: Event): void {
  const { detail } = event as CustomEvent<unknown>;
  if (typeof detail !== 'object' || detail === null) return;
  const portal = portalEvent(detail as Record<string, unknown>);
  if (portal) enqueue(portal);
}

let listening = false;

/** Starts reporting for the organisation's portal and counts a view of `productId`. */
export function reportPageView(slug: string, productId: string): void {
  if (orgSlug !== slug) flush();
  orgSlug = slug;
  if (!listening) {
    listening = true;
    window.addEventListener('trustfront:event', onTrackedEvent);
    // What happened before this chunk loaded (an expanded card already closed, say).
    for (const detail of takeEarlyEvents()) {
      const event = portalEvent(detail);
      if (event) enqueue(event);
    }
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  enqueue({ name: E.pageView, productId });
}
