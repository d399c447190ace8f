/**
 * The collection of a quiet process (docs/deploy.md, Memory): only after seconds of an idle event
 * loop, only when the heap grew beyond its size at rest, and again after one that freed much.
 */
import { describe, expect, it } from 'vitest';
import {
  collectWhenIdle,
  HEAP_GROWTH_BYTES,
  QUIET_SECONDS,
  restingAfter,
  shouldCollect,
} from '../src/lib/idle-collect.ts';

const MB = 1024 * 1024;

describe('collection while idle', () => {
  it('waits for the event loop to be quiet long enough', () => {
    const grown = { heapBytes: 200 * MB, restingHeapBytes: 80 * MB };
    expect(shouldCollect({ ...grown, quietSeconds: QUIET_SECONDS - 1 })).toBe(false);
    expect(shouldCollect({ ...grown, quietSeconds: QUIET_SECONDS })).toBe(true);
  });

  it('leaves a heap that grew little since it was at rest', () => {
    const resting = 80 * MB;
    const quiet = { quietSeconds: QUIET_SECONDS + 5, restingHeapBytes: resting };
    expect(shouldCollect({ ...quiet, heapBytes: resting + HEAP_GROWTH_BYTES - 1 })).toBe(false);
    expect(shouldCollect({ ...quiet, heapBytes: resting + HEAP_GROWTH_BYTES })).toBe(true);
  });

  it('tries again after a collection that freed much, and settles after one that freed little', () => {
    expect(restingAfter(80 * MB, 240 * MB, 160 * MB)).toBe(80 * MB);
    expect(restingAfter(80 * MB, 160 * MB, 150 * MB)).toBe(150 * MB);
  });

  it("reaches V8's collector without the process being started with --expose-gc", () => {
    expect(() => collectWhenIdle()()).not.toThrow();
  });
});
