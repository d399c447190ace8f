import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SCOPES } from '../src/rules/app-routes.ts';
import { dayAfter, TODAY_KEYS, TODAY_TEXTS, todayKeysFor } from '../src/rules/staff-today.ts';

describe("the private app's Today", () => {
  it('offers every count to a member holding every scope', () => {
    expect(todayKeysFor(Object.values(APP_ROUTE_SCOPES))).toEqual([...TODAY_KEYS]);
  });

  it('offers a count only to a member who may open its page', () => {
    const keys = todayKeysFor([APP_ROUTE_SCOPES['access-requests'] ?? '']);
    expect(keys).toContain('pendingRequests');
    expect(keys).not.toContain('failedMails');
    expect(keys).not.toContain('weekViews');
    expect(todayKeysFor([])).toEqual([]);
  });

  it('says each count in words, one and many', () => {
    expect(TODAY_TEXTS.pendingRequests(1)).toBe('1 access request waits');
    expect(TODAY_TEXTS.pendingRequests(3)).toBe('3 access requests wait');
    expect(TODAY_TEXTS.itemsExpiring(2)).toBe(
      '2 documents or certifications expire within 30 days',
    );
  });

  it('ends a window on the calendar day', () => {
    expect(dayAfter(new Date('2026-11-26T23:30:00Z'), 30)).toBe('2026-12-26');
  });
});
