import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_S,
  signInAttemptDecision,
  signInDelayS,
} from '../src/index.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (s: number) => new Date(NOW.getTime() + s * 1000);

describe('staff sign-in slow-down', () => {
  it('waits nothing for the first failures, then doubles up to the cap', () => {
    expect([0, 1, 4].map(signInDelayS)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 500].map(signInDelayS)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect(signInDelayS(SIGN_IN_FREE_FAILURES)).toBe(1);
    expect(signInDelayS(Number.MAX_SAFE_INTEGER)).toBe(SIGN_IN_MAX_DELAY_S);
  });

  it('counts an attempt that may go at once, with the wait that follows it', () => {
    expect(signInAttemptDecision(null, NOW)).toEqual({
      kind: 'try',
      failures: 1,
      nextAttemptAt: NOW,
    });
    expect(signInAttemptDecision({ failures: 4, nextAttemptAt: at(-10) }, NOW)).toEqual({
      kind: 'try',
      failures: 5,
      nextAttemptAt: at(1),
    });
    expect(signInAttemptDecision({ failures: 9, nextAttemptAt: NOW }, NOW)).toEqual({
      kind: 'try',
      failures: 10,
      nextAttemptAt: at(30),
    });
  });

  it('answers how long to wait while the delay runs, never more than the cap', () => {
    expect(signInAttemptDecision({ failures: 6, nextAttemptAt: at(1.2) }, NOW)).toEqual({
      kind: 'wait',
      retryAfterS: 2,
    });
    expect(signInAttemptDecision({ failures: 50, nextAttemptAt: at(0.001) }, NOW)).toEqual({
      kind: 'wait',
      retryAfterS: 1,
    });
  });
});
