/**
 * Returns the memory a burst of work left behind once the process is quiet (docs/deploy.md,
 * Memory). Under many concurrent requests V8 promotes the requests' short-lived objects to its old
 * space and sizes the heap to the burst: after it, the heap keeps that size, garbage included,
 * because a process that no longer allocates never reaches the next collection. When the event
 * loop has been mostly idle for a few seconds and the heap has grown beyond its size at rest, a
 * full collection runs; V8 then gives the freed pages back to the operating system. One that freed
 * much is followed by another at the next quiet moment (what the first released, such as closed
 * connections' objects, is collected by the second); one that freed little makes the heap's size
 * the new size at rest. A process that is busy is never interrupted by it.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Seconds of a quiet event loop before a collection. */
export const QUIET_SECONDS = 2;
/**
 * Below this share of each second spent running JavaScript, the loop counts as quiet: the job
 * worker's polls and, on the embedded database, its queries run in this thread too.
 */
export const IDLE_UTILIZATION = 0.5;
/** Growth of the heap since the last collection that makes one worth running. */
export const HEAP_GROWTH_BYTES = 24 * 1024 * 1024;

export interface IdleState {
  /** Consecutive seconds the event loop was idle. */
  quietSeconds: number;
  /** The heap's size (committed) now, and at rest. */
  heapBytes: number;
  restingHeapBytes: number;
}

/** Whether to collect now: idle long enough, and a heap grown enough to be worth it. */
export function shouldCollect(state: IdleState): boolean {
  return (
    state.quietSeconds >= QUIET_SECONDS &&
    state.heapBytes - state.restingHeapBytes >= HEAP_GROWTH_BYTES
  );
}

/**
 * The heap's size at rest after a collection from `beforeBytes` to `afterBytes`: unchanged when
 * it freed much (another may free more), else the size it left.
 */
export function restingAfter(
  restingBytes: number,
  beforeBytes: number,
  afterBytes: number,
): number {
  return beforeBytes - afterBytes >= HEAP_GROWTH_BYTES ? restingBytes : afterBytes;
}

/** V8's full collection, made callable from JavaScript for this process. */
function fullCollection(): () => void {
  const exposed: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === 'function') return exposed as () => void;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('V8 did not expose its collector');
  return gc as () => void;
}

/**
 * The heap's size with the memory its objects hold outside it (buffers, the embedded database's
 * WebAssembly memory): a closed database's memory, too, is returned only by a collection.
 */
const heapBytes = () => {
  const heap = getHeapStatistics();
  return heap.total_heap_size + heap.external_memory;
};

/**
 * Checks every second whether the process has gone quiet after work; `collected` is told each
 * collection's heap sizes before and after (for the log). Answers a function that stops it.
 */
export function collectWhenIdle(
  collected: (before: number, after: number) => void = () => undefined,
): () => void {
  const gc = fullCollection();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  // No size at rest yet: the first quiet moment collects what the start itself left (the
  // migrations, the demo seed, the reading of its documents).
  const state: IdleState = { quietSeconds: 0, heapBytes: 0, restingHeapBytes: 0 };
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    state.quietSeconds = busy < IDLE_UTILIZATION ? state.quietSeconds + 1 : 0;
    state.heapBytes = heapBytes();
    // A heap that shrank on its own (V8 collected) is at rest.
    state.restingHeapBytes = Math.min(state.restingHeapBytes, state.heapBytes);
    if (!shouldCollect(state)) return;
    gc();
    const after = heapBytes();
    state.restingHeapBytes = restingAfter(state.restingHeapBytes, state.heapBytes, after);
    state.quietSeconds = 0;
    collected(state.heapBytes, after);
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
