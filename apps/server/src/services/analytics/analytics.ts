/**
 * First-party analytics: the portal's events kept as anonymous rows, and the report staff read
 * (series over time, totals, top lists). Staff looking at their own portal (main mode, preview)
 * are not counted.
 */
import {
  ANALYTICS_TOP_LIMIT,
  analyticsRecord,
  bucketStarts,
  CARD_DEFAULT_TITLES,
  fillSeries,
  PORTAL_EVENT_NAMES as E,
  rangeWindow,
  type AnalyticsRange,
  type AnalyticsRecord,
  type AnalyticsSeries,
  type TAnalyticsReport,
  type TPortalEvent,
} from '@trustfront/core';
import { and, count, desc, eq, gte, inArray, isNotNull, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessRequests, analyticsEvents, cards, items, products } from '../../db/schema/index.ts';

const DOWNLOAD = 'DocumentDownload' as const;

/**
 * Keeps the events of a visitor's batch whose product and card belong to the organisation;
 * others (a stale tab, a forged id) are dropped without an error, as analytics never fail a
 * visitor. Answers the number kept.
 */
export async function recordPortalEvents(
  db: Db,
  orgId: string,
  events: readonly TPortalEvent[],
): Promise<number> {
  const records = events.map(analyticsRecord);
  const productIds = [...new Set(records.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const ownCards =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: products.id, cardId: cards.id, kind: cards.kind })
          .from(products)
          .leftJoin(cards, eq(cards.productId, products.id))
          .where(and(eq(products.orgId, orgId), inArray(products.id, productIds)));
  const ownProducts = new Set(ownCards.map((c) => c.productId));
  const cardOf = new Map(ownCards.map((c) => [`${c.productId}/${c.kind ?? ''}`, c.cardId]));
  const kept = records.flatMap(
    ({ cardKind, ...record }): (typeof record & { cardId: string | null })[] => {
      if (record.productId !== null && !ownProducts.has(record.productId)) return [];
      if (cardKind === null) return [{ ...record, cardId: null }];
      const cardId = cardOf.get(`${record.productId}/${cardKind}`);
      return cardId ? [{ ...record, cardId }] : [];
    },
  );
  if (kept.length > 0) await db.insert(analyticsEvents).values(kept.map((r) => ({ orgId, ...r })));
  return kept.length;
}

/** A document downloaded by a visitor (alone or in a bulk download), one row per document. */
export async function recordDownloads(
  db: Db,
  orgId: string,
  downloads: readonly { productId: string; itemId: string }[],
): Promise<void> {
  if (downloads.length === 0) return;
  await db.insert(analyticsEvents).values(
    downloads.map(({ productId, itemId }) => ({
      orgId,
      name: DOWNLOAD,
      productId,
      itemId,
      term: null,
      resultCount: null,
      durationMs: null,
    })),
  );
}

const SERIES_OF_EVENT: Partial<Record<string, AnalyticsSeries>> = {
  [E.pageView]: 'views',
  [DOWNLOAD]: 'downloads',
  [E.searchQuery]: 'searches',
};

/** The report of `range` ending `now`. */
export async function analyticsReport(
  db: Db,
  orgId: string,
  range: AnalyticsRange,
  now = new Date(),
): Promise<TAnalyticsReport> {
  const [first] = await db
    .select({ at: min(analyticsEvents.createdAt) })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.orgId, orgId));
  const { since, bucket } = rangeWindow(range, now, first?.at ?? null);
  const inRange = (name: AnalyticsRecord['name'], ...more: SQL[]) =>
    and(
      eq(analyticsEvents.orgId, orgId),
      eq(analyticsEvents.name, name),
      gte(analyticsEvents.createdAt, since),
      ...more,
    );
  const bucketOf = (column: typeof analyticsEvents.createdAt | typeof accessRequests.createdAt) =>
    sql<Date>`date_trunc(${sql.raw(`'${bucket}'`)}, ${column} at time zone 'UTC') at time zone 'UTC'`;

  const eventCounts = await db
    .select({ name: analyticsEvents.name, start: bucketOf(analyticsEvents.createdAt), n: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.orgId, orgId),
        gte(analyticsEvents.createdAt, since),
        inArray(analyticsEvents.name, [E.pageView, DOWNLOAD, E.searchQuery]),
      ),
    )
    .groupBy(analyticsEvents.name, sql`2`);
  const requestCounts = await db
    .select({ start: bucketOf(accessRequests.createdAt), n: count() })
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), gte(accessRequests.createdAt, since)))
    .groupBy(sql`1`);
  const points = fillSeries(bucketStarts(since, now, bucket), [
    ...eventCounts.flatMap(({ name, start, n }) => {
      const series = SERIES_OF_EVENT[name];
      return series ? [{ start: new Date(start), series, count: n }] : [];
    }),
    ...requestCounts.map(({ start, n }) => ({
      start: new Date(start),
      series: 'accessRequests' as const,
      count: n,
    })),
  ]);
  const failures = await db
    .select({ name: analyticsEvents.name, n: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.orgId, orgId),
        gte(analyticsEvents.createdAt, since),
        inArray(analyticsEvents.name, [E.subscribeFailed, E.unsubscribeFailed]),
      ),
    )
    .groupBy(analyticsEvents.name);
  const failuresOf = (name: string) => failures.find((f) => f.name === name)?.n ?? 0;
  const sum = (series: AnalyticsSeries) => points.reduce((total, p) => total + p[series], 0);

  const viewsByProduct = await db
    .select({ productId: products.id, name: products.name, views: count() })
    .from(analyticsEvents)
    .innerJoin(products, eq(products.id, analyticsEvents.productId))
    .where(inRange(E.pageView))
    .groupBy(products.id, products.name)
    .orderBy(desc(count()), products.name);
  const topItems = await db
    .select({ itemId: items.id, title: items.title, downloads: count() })
    .from(analyticsEvents)
    .innerJoin(items, eq(items.id, analyticsEvents.itemId))
    .where(inRange(DOWNLOAD))
    .groupBy(items.id, items.title)
    .orderBy(desc(count()), items.title)
    .limit(ANALYTICS_TOP_LIMIT);
  const topCards = await db
    .select({
      cardId: cards.id,
      kind: cards.kind,
      title: cards.title,
      opens: count(),
      medianMs: sql<number>`percentile_cont(0.5) within group (order by ${analyticsEvents.durationMs})`,
    })
    .from(analyticsEvents)
    .innerJoin(cards, eq(cards.id, analyticsEvents.cardId))
    .where(inRange(E.cardClosed))
    .groupBy(cards.id, cards.kind, cards.title)
    .orderBy(desc(count()), cards.kind)
    .limit(ANALYTICS_TOP_LIMIT);
  const terms = (...more: SQL[]) =>
    db
      .select({ term: sql<string>`${analyticsEvents.term}`, searches: count() })
      .from(analyticsEvents)
      .where(inRange(E.searchQuery, isNotNull(analyticsEvents.term), ...more))
      .groupBy(analyticsEvents.term)
      .orderBy(desc(count()), analyticsEvents.term)
      .limit(ANALYTICS_TOP_LIMIT);

  return {
    range,
    bucket,
    points,
    totals: {
      views: sum('views'),
      downloads: sum('downloads'),
      searches: sum('searches'),
      accessRequests: sum('accessRequests'),
      subscribeFailures: failuresOf(E.subscribeFailed),
      unsubscribeFailures: failuresOf(E.unsubscribeFailed),
    },
    viewsByProduct,
    topItems,
    topCards: topCards.map(({ cardId, kind, title, opens, medianMs }) => ({
      cardId,
      title: title ?? CARD_DEFAULT_TITLES[kind],
      opens,
      medianOpenSeconds: Math.round(Number(medianMs ?? 0) / 100) / 10,
    })),
    topSearchTerms: await terms(),
    noResultSearches: await terms(eq(analyticsEvents.resultCount, 0)),
  };
}
