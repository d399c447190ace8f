import { describe, expect, it } from 'vitest';
import { kbTimeSince, ZKbEntryInput } from '../src/index.ts';

describe('kbTimeSince', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  it.each([
    ['all', null],
    ['1d', '2026-03-30T12:00:00.000Z'],
    ['7d', '2026-03-24T12:00:00.000Z'],
    ['1m', '2026-03-03T12:00:00.000Z'],
    ['1y', '2025-03-31T12:00:00.000Z'],
  ] as const)('%s', (filter, expected) => {
    expect(kbTimeSince(filter, now)?.toISOString() ?? null).toBe(expected);
  });
});

describe('ZKbEntryInput', () => {
  it('requires a question and an answer and fills the defaults', () => {
    const refused = ZKbEntryInput.safeParse({ question: ' ', answer: '' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'This field is required',
      'This field is required',
    ]);
    expect(ZKbEntryInput.parse({ question: 'Q?', answer: 'A.' })).toEqual({
      question: 'Q?',
      answer: 'A.',
      comment: null,
      internalNote: null,
      accessLevel: 'public',
      favoritePublic: false,
      productIds: [],
    });
  });
});
