/**
 * The analytics report staff read: its time ranges, the buckets of its charts, and its shape.
 */
import { z } from 'zod';

export const ANALYTICS_RANGES = ['7d', '30d', '1y', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '1 month',
  '1y': '1 year',
  all: 'All time',
};

export type AnalyticsBucket = 'day' | 'week' | 'month';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the UTC day, week (Monday) or month holding `at`. */
export function bucketStart(at: Date, bucket: AnalyticsBucket): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (bucket === 'day') return day;
  if (bucket === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function nextBucket(start: Date, bucket: AnalyticsBucket): Date {
  if (bucket === 'day') return new Date(start.getTime() + DAY_MS);
  if (bucket === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/**
 * The window of a range ending `now`: days for a week or a month, weeks for a year, months for
 * all time (from the first event, or the current month when there is none).
 */
export function rangeWindow(
  range: AnalyticsRange,
  now: Date,
  firstEventAt: Date | null,
): { since: Date; bucket: AnalyticsBucket } {
  switch (range) {
    case '7d':
      return { since: bucketStart(new Date(now.getTime() - 6 * DAY_MS), 'day'), bucket: 'day' };
    case '30d':
      return { since: bucketStart(new Date(now.getTime() - 29 * DAY_MS), 'day'), bucket: 'day' };
    case '1y':
      return { since: bucketStart(new Date(now.getTime() - 364 * DAY_MS), 'week'), bucket: 'week' };
    case 'all':
      return { since: bucketStart(firstEventAt ?? now, 'month'), bucket: 'month' };
  }
}

/** Every bucket's start from `since` to the one holding `now`, in order. */
export function bucketStarts(since: Date, now: Date, bucket: AnalyticsBucket): Date[] {
  const starts: Date[] = [];
  const last = bucketStart(now, bucket).getTime();
  for (let at = bucketStart(since, bucket); at.getTime() <= last; at = nextBucket(at, bucket)) {
    starts.push(at);
  }
  return starts;
}

export const ANALYTICS_SERIES = ['views', 'downloads', 'searches', 'accessRequests'] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];
export type AnalyticsPoint = { start: string } & Record<AnalyticsSeries, number>;

/**
 * One point per bucket, zero where nothing happened: the counts come from the database keyed
 * by their bucket's start.
 */
export function fillSeries(
  starts: readonly Date[],
  counts: readonly { start: Date; series: AnalyticsSeries; count: number }[],
): AnalyticsPoint[] {
  const byStart = new Map<number, AnalyticsPoint>(
    starts.map((s) => [
      s.getTime(),
      { start: s.toISOString(), views: 0, downloads: 0, searches: 0, accessRequests: 0 },
    ]),
  );
  for (const { start, series, count } of counts) {
    const point = byStart.get(start.getTime());
    if (point) point[series] += count;
  }
  return [...byStart.values()];
}

export const ZAnalyticsQuery = z.object({ range: z.enum(ANALYTICS_RANGES).default('30d') });

const ZCount = z.number().int().min(0);
export const ZAnalyticsReport = z.object({
  range: z.enum(ANALYTICS_RANGES),
  bucket: z.enum(['day', 'week', 'month']),
  points: z.array(
    z.object({
      start: z.string(),
      views: ZCount,
      downloads: ZCount,
      searches: ZCount,
      accessRequests: ZCount,
    }),
  ),
  totals: z.object({
    views: ZCount,
    downloads: ZCount,
    searches: ZCount,
    accessRequests: ZCount,
    subscribeFailures: ZCount,
    unsubscribeFailures: ZCount,
  }),
  viewsByProduct: z.array(z.object({ productId: z.string(), name: z.string(), views: ZCount })),
  topItems: z.array(z.object({ itemId: z.string(), title: z.string(), downloads: ZCount })),
  topCards: z.array(
    z.object({
      cardId: z.string(),
      title: z.string(),
      opens: ZCount,
      medianOpenSeconds: z.number().min(0),
    }),
  ),
  topSearchTerms: z.array(z.object({ term: z.string(), searches: ZCount })),
  noResultSearches: z.array(z.object({ term: z.string(), searches: ZCount })),
});
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;

/** Rows of each top list. */
export const ANALYTICS_TOP_LIMIT = 10;
