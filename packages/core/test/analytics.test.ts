import { describe, expect, it } from 'vitest';
import {
  analyticsRecord,
  bucketStart,
  bucketStarts,
  CARD_OPEN_MAX_MS,
  fillSeries,
  mayReportEvents,
  normalizeSearchTerm,
  PORTAL_EVENT_NAMES as E,
  rangeWindow,
  SUBSCRIBE_FAILED_EVENT,
  UNSUBSCRIBE_FAILED_EVENT,
  ZPortalEventBatch,
} from '../src/index.ts';

const productId = '7d1b5d2e-4a57-4c4e-9a53-0f7c1b2a3c4d';
const at = (iso: string) => new Date(iso);

describe('portal events', () => {
  it('accepts the events the portal sends and refuses the rest', () => {
    const ok = ZPortalEventBatch.safeParse({
      events: [
        { name: E.pageView, productId },
        { name: E.cardClosed, productId, cardKind: 'Policies', openMs: 1200 },
        { name: E.searchQuery, query: 'soc 2', resultCount: 0 },
        { name: E.subscribeFailed },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = [
      { events: [] },
      { events: [{ name: 'Other' }] },
      { events: [{ name: E.pageView, productId: 'not-a-uuid' }] },
      { events: [{ name: E.cardClosed, productId, cardKind: 'Policies', openMs: -1 }] },
      { events: [{ name: E.cardClosed, productId, cardKind: 'Nope', openMs: 1 }] },
      { events: [{ name: E.searchQuery, query: ' ', resultCount: 1 }] },
      { events: [{ name: E.searchQuery, query: 'x'.repeat(513), resultCount: 1 }] },
      { events: Array.from({ length: 21 }, () => ({ name: E.subscribeFailed })) },
    ];
    for (const body of bad)
      expect(ZPortalEventBatch.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(
        false,
      );
  });

  it('names the subscription failures as the subscription dialogs do', () => {
    expect(E.subscribeFailed).toBe(SUBSCRIBE_FAILED_EVENT);
    expect(E.unsubscribeFailed).toBe(UNSUBSCRIBE_FAILED_EVENT);
  });

  it('keeps no more of an event than its row needs', () => {
    expect(
      analyticsRecord({ name: E.cardClosed, productId, cardKind: 'Policies', openMs: 9e9 }),
    ).toMatchObject({
      cardKind: 'Policies',
      durationMs: CARD_OPEN_MAX_MS,
    });
    expect(analyticsRecord({ name: E.searchQuery, query: '  SOC   2 ', resultCount: 3 })).toEqual({
      name: E.searchQuery,
      productId: null,
      cardKind: null,
      itemId: null,
      term: 'soc 2',
      resultCount: 3,
      durationMs: null,
    });
    expect(normalizeSearchTerm('Encryption\tAt Rest')).toBe('encryption at rest');
  });

  it('reports unless the visitor declined analytics', () => {
    const consent = {
      strictly_necessary: true,
      analytics: false,
      marketing_and_advertising: true,
      social_media_advertising: true,
      performance_and_functionality: true,
    };
    expect(mayReportEvents(null)).toBe(true);
    expect(mayReportEvents(consent)).toBe(false);
    expect(mayReportEvents({ ...consent, analytics: true })).toBe(true);
  });
});

describe('report buckets', () => {
  it.each([
    ['day', '2026-11-25T13:45:00Z', '2026-11-25T00:00:00.000Z'],
    ['week', '2026-11-25T13:45:00Z', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-29T23:59:59Z', '2026-11-23T00:00:00.000Z'],
    ['month', '2026-11-25T13:45:00Z', '2026-11-01T00:00:00.000Z'],
  ] as const)('a %s starts where it should (%s)', (bucket, when, start) => {
    expect(bucketStart(at(when), bucket).toISOString()).toBe(start);
  });

  it.each([
    ['7d', 'day', 7],
    ['30d', 'day', 30],
    ['1y', 'week', 53],
  ] as const)('%s is counted in %ss, %i of them', (range, bucket, count) => {
    const now = at('2026-11-25T13:45:00Z');
    const window = rangeWindow(range, now, null);
    expect(window.bucket).toBe(bucket);
    expect(bucketStarts(window.since, now, window.bucket)).toHaveLength(count);
  });

  it('counts all time in months from the first event', () => {
    const now = at('2026-11-25T13:45:00Z');
    const window = rangeWindow('all', now, at('2026-02-10T09:00:00Z'));
    expect(window.since.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(bucketStarts(window.since, now, 'month')).toHaveLength(10);
    expect(bucketStarts(rangeWindow('all', now, null).since, now, 'month')).toHaveLength(1);
  });

  it('fills every bucket, zero where nothing happened', () => {
    const starts = bucketStarts(at('2026-11-23T00:00:00Z'), at('2026-11-25T10:00:00Z'), 'day');
    const points = fillSeries(starts, [
      { start: at('2026-11-24T00:00:00Z'), series: 'views', count: 4 },
      { start: at('2026-11-24T00:00:00Z'), series: 'downloads', count: 2 },
      { start: at('2026-11-25T00:00:00Z'), series: 'searches', count: 1 },
      { start: at('2026-10-01T00:00:00Z'), series: 'views', count: 99 },
    ]);
    expect(points.map((p) => [p.views, p.downloads, p.searches, p.accessRequests])).toEqual([
      [0, 0, 0, 0],
      [4, 2, 0, 0],
      [0, 0, 1, 0],
    ]);
  });
});
