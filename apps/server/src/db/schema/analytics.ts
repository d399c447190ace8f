/** First-party analytics: what visitors did on the portal, anonymous, for the staff's charts. */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsRecord } from '@trustfront/core';
import { cards, items, products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

/**
 * One row per event: a page view, an expanded card closed (with how long it was open), a
 * search, a document downloaded, a failed subscribe or unsubscribe. No visitor is identified.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    orgId: orgId(),
    name: text('name').$type<AnalyticsRecord['name']>().notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** A search's term, normalised (`normalizeSearchTerm`). */
    term: text('term'),
    resultCount: integer('result_count'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_org').on(t.orgId, t.name, t.createdAt)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
