/**
 * First-party analytics: the events the portal reports (docs/portal.md, Closed portal;
 * docs/staff.md, Analytics) and the report staff read. Events are anonymous: no address, no e-mail,
 * no identifier of the visitor is kept, only what happened, where and when.
 */
import { z } from 'zod';
import { CARD_KINDS, type CardKind } from '../constants/cards.ts';
import { SEARCH_LIMITS } from '../search/constants.ts';
import {
  CARD_OPEN_MAX_MS,
  EVENTS_PER_BATCH_MAX,
  normalizeSearchTerm,
  PORTAL_EVENT_NAMES,
  type PortalEventName,
} from './event-names.ts';

const ZUuid = z.uuid();

export const ZPortalEvent = z.discriminatedUnion('name', [
  z.object({ name: z.literal(PORTAL_EVENT_NAMES.pageView), productId: ZUuid }),
  z.object({
    name: z.literal(PORTAL_EVENT_NAMES.cardClosed),
    productId: ZUuid,
    cardKind: z.enum(CARD_KINDS),
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

/** What is kept of an event: the columns of its row. */
export interface AnalyticsRecord {
  name: PortalEventName | 'DocumentDownload';
  productId: string | null;
  /** The card a closed card event names (a product holds one card of each kind). */
  cardKind: CardKind | null;
  itemId: string | null;
  term: string | null;
  resultCount: number | null;
  durationMs: number | null;
}

/**
 * The row an event becomes. Time open is capped at `CARD_OPEN_MAX_MS`; what the visitor typed is
 * counted normalised, so that 'SOC 2' and 'soc  2 ' are one term.
 */
export function analyticsRecord(event: TPortalEvent): AnalyticsRecord {
  const empty = { productId: null, cardKind: null, itemId: null, term: null, resultCount: null };
  switch (event.name) {
    case PORTAL_EVENT_NAMES.pageView:
      return { ...empty, name: event.name, productId: event.productId, durationMs: null };
    case PORTAL_EVENT_NAMES.cardClosed:
      return {
        ...empty,
        name: event.name,
        productId: event.productId,
        cardKind: event.cardKind,
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
