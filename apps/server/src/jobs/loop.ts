/**
 * A background loop: runs `tick` while it finds work, otherwise waits `idleMs` (or until woken).
 * `stop()` lets the running tick finish, so in-flight work is never cut off by a graceful stop.
 * Its ticks log in a context of their own, the starter's logger with the loop's name.
 */
import { log, withLogContext } from '../lib/log-context.ts';

export interface Loop {
  /** Runs the next tick now instead of after the idle wait (e.g. work was just added). */
  wake(): void;
  stop(): Promise<void>;
}

export interface LoopOptions {
  /** Does one round of work; answers whether it found any (then the next round runs at once). */
  tick: () => Promise<boolean>;
  idleMs: number;
  onError: (error: unknown) => void;
  /** Names the loop in its log lines (`loop`). */
  name?: string;
}

export function startLoop({ tick, idleMs, onError, name }: LoopOptions): Loop {
  let running = true;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (pendingWake) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, idleMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const run = async () => {
    log().debug('loop started');
    while (running) {
      let worked = false;
      try {
        worked = await tick();
      } catch (error) {
        onError(error);
      }
      if (running && !worked) await idle();
    }
    log().debug('loop stopped');
  };
  const done = withLogContext(name ? log().child({ loop: name }) : log(), run);

  return {
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await done;
    },
  };
}
