/**
 * The analytics events' names and the small rules the portal runs itself, kept apart from the
 * schemas so that the first screen loads them without zod.
 */
import type { Consent } from '../rules/consent-choice.ts';
import type { TPortalMode } from '../schemas/portal-view.ts';

/** Names of the events the portal sends (the DOM event names of `trackEvent`). */
export const PORTAL_EVENT_NAMES = {
  pageView: 'TrustCenterPageView',
  cardClosed: 'TrustCenterCardClosed',
  searchQuery: 'TrustCenterSearchQuery',
  // The same names as SUBSCRIBE_FAILED_EVENT and UNSUBSCRIBE_FAILED_EVENT (a test holds them
  // equal), written out so that the first screen does not load the subscription texts.
  subscribeFailed: 'StatusPageSubscribeFailed',
  unsubscribeFailed: 'StatusPageUnsubscribeFailed',
} as const;
export type PortalEventName = (typeof PORTAL_EVENT_NAMES)[keyof typeof PORTAL_EVENT_NAMES];

/** Longest time a card counts as open: a tab left open overnight says nothing of reading. */
export const CARD_OPEN_MAX_MS = 60 * 60 * 1000;
/** Events per request: the portal sends what gathered in a few seconds. */
export const EVENTS_PER_BATCH_MAX = 20;

/** A search term as it is counted: trimmed, lower-cased, inner spaces folded. */
export const normalizeSearchTerm = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether the portal reports events: always, unless the visitor's cookie choice declined the
 * analytics category (the events are anonymous and set no cookie, but a "no" is a "no").
 */
export const mayReportEvents = (consent: Consent | null): boolean =>
  consent === null || consent.analytics;

/** Visitors are counted; staff editing their portal or previewing it as someone are not. */
export const isCountedVisitor = (mode: TPortalMode): boolean =>
  mode === 'public' || mode === 'account';
