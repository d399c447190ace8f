/**
 * First-party analytics: the events the portal reports (spec 1 §4 "Other", spec 2 §4) and the
 * report staff read. Events are anonymous: no address, no e-mail, no identifier of the visitor
 * is kept, only what happened, where and when.
 */
import { z } from 'zod';
import type { Consent } from '../rules/consent.ts';
import {
  SUBSCRIBE_FAILED_EVENT,
  UNSUBSCRIBE_FAILED_EVENT,
} from '../constants/subscription-messages.ts';
import { SEARCH_LIMITS } from '../search/constants.ts';

/** Names of the events the portal sends (the DOM event names of `trackEvent`). */
export const PORTAL_EVENT_NAMES = {
  pageView: 'TrustCenterPageView',
  cardClosed: 'TrustCenterCardClosed',
  searchQuery: 'TrustCenterSearchQuery',
  subscribeFailed: SUBSCRIBE_FAILED_EVENT,
  unsubscribeFailed: UNSUBSCRIBE_FAILED_EVENT,
} as const;
export type PortalEventName = (typeof PORTAL_EVENT_NAMES)[keyof typeof PORTAL_EVENT_NAMES];

/** Longest time a card counts as open: a tab left open overnight says nothing of reading. */
export const CARD_OPEN_MAX_MS = 60 * 60 * 1000;
/** Events per request: the portal sends what gathered in a few seconds. */
export const EVENTS_PER_BATCH_MAX = 20;

const ZUuid = z.uuid();

export const ZPortalEvent = z.discriminatedUnion('name', [
  z.object({ name: z.literal(PORTAL_EVENT_NAMES.pageView), productId: ZUuid }),
  z.object({
    name: z.literal(PORTAL_EVENT_NAMES.cardClosed),
    productId: ZUuid,
    cardId: ZUuid,
    openMs: z.number().int().min(0),
  }),
  z.object({
    name: z.literal(PORTAL_EVENT_NAMES.searchQuery),
    productId: ZUuid.optional(),
    query: z.string().trim().min(1).max(SEARCH_LIMITS.termMaxLength),
    resultCount: z.number().int().min(0).max(100_000),
  }),
  z.object({ name: z.literal(PORTAL_EVENT_NAMES.subscribeFailed) }),
  z.object({ name: z.literal(PORTAL_EVENT_NAMES.unsubscribeFailed) }),
]);
export type TPortalEvent = z.infer<typeof ZPortalEvent>;

export const ZPortalEventBatch = z.object({
  events: z.array(ZPortalEvent).min(1).max(EVENTS_PER_BATCH_MAX),
});
export type TPortalEventBatch = z.infer<typeof ZPortalEventBatch>;

/** What is kept of an event: the columns of its row. */
export interface AnalyticsRecord {
  name: PortalEventName | 'DocumentDownload';
  productId: string | null;
  cardId: string | null;
  itemId: string | null;
  term: string | null;
  resultCount: number | null;
  durationMs: number | null;
}

/** A search term as it is counted: trimmed, lower-cased, inner spaces folded. */
export const normalizeSearchTerm = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The row an event becomes. Time open is capped at `CARD_OPEN_MAX_MS`; what the visitor typed is
 * counted normalised, so that 'SOC 2' and 'soc  2 ' are one term.
 */
export function analyticsRecord(event: TPortalEvent): AnalyticsRecord {
  const empty = { productId: null, cardId: null, itemId: null, term: null, resultCount: null };
  switch (event.name) {
    case PORTAL_EVENT_NAMES.pageView:
      return { ...empty, name: event.name, productId: event.productId, durationMs: null };
    case PORTAL_EVENT_NAMES.cardClosed:
      return {
        ...empty,
        name: event.name,
        productId: event.productId,
        cardId: event.cardId,
        durationMs: Math.min(event.openMs, CARD_OPEN_MAX_MS),
      };
    case PORTAL_EVENT_NAMES.searchQuery:
      return {
        ...empty,
        name: event.name,
        productId: event.productId ?? null,
        term: normalizeSearchTerm(event.query),
        resultCount: event.resultCount,
        durationMs: null,
      };
    case PORTAL_EVENT_NAMES.subscribeFailed:
    case PORTAL_EVENT_NAMES.unsubscribeFailed:
      return { ...empty, name: event.name, durationMs: null };
  }
}

/**
 * Whether the portal reports events: always, unless the visitor's cookie choice declined the
 * analytics category (the events are anonymous and set no cookie, but a "no" is a "no").
 */
export const mayReportEvents = (consent: Consent | null): boolean =>
  consent === null || consent.analytics;
