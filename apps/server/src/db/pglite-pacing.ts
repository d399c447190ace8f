/**
 * Turns of the event loop between the embedded database's queries.
 *
 * PGlite runs each query to its end on the server's own thread, and the promises around it
 * resolve as microtasks: a request that reaches the database finishes without handing the thread
 * back, and under a burst one turn of the event loop serves every request that has arrived before
 * Node looks at its sockets again. Node accepts one new connection per turn (libuv since 1.45),
 * so with 500 busy visitors a turn lasted 100 to 400 ms, new connections were taken 3 to 10 a
 * second, and hundreds of visitors waited over 30 s in the listen queue before their request was
 * read. PostgreSQL does not need this: each of its answers arrives as I/O of its own turn.
 *
 * The pacer lets queries through one at a time, in the order they asked, and once a slice of
 * `sliceMs` has been spent it lets the next one through only in a later turn of the loop
 * (`setImmediate`), after Node has accepted, read and written what is waiting.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Work given to the database for at most this long before the event loop takes a turn. */
export const PGLITE_SLICE_MS = 5;

export class QueryPacer {
  readonly #waiting: (() => void)[] = [];
  #busy = false;
  #sliceStart = Number.NEGATIVE_INFINITY;
  #turnScheduled = false;

  constructor(
    private readonly sliceMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Work waiting for its turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` when its turn comes: after the work asked before it, within a slice. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy || this.#waiting.length > 0 || this.#isSliceSpent()) {
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        if (!this.#busy) this.#scheduleTurn();
      });
    }
    this.#busy = true;
    try {
      return await work();
    } finally {
      this.#busy = false;
      this.#handOver();
    }
  }

  #isSliceSpent(): boolean {
    return this.now() - this.#sliceStart >= this.sliceMs;
  }

  /** The next work runs now while the slice lasts, else in the next turn of the loop. */
  #handOver() {
    if (this.#waiting.length === 0) return;
    if (this.#isSliceSpent()) this.#scheduleTurn();
    else this.#release();
  }

  #release() {
    const next = this.#waiting.shift();
    if (!next) return;
    // Held for the released work from now, so that no later caller slips in before it runs.
    this.#busy = true;
    next();
  }

  #scheduleTurn() {
    if (this.#turnScheduled) return;
    this.#turnScheduled = true;
    setImmediate(() => {
      this.#turnScheduled = false;
      if (this.#busy) return;
      this.#sliceStart = this.now();
      this.#release();
    });
  }
}

/**
 * Paces every way a statement reaches `client` (`query`, `exec`, `transaction`; `sql` goes
 * through `query`): the same ways PGlite itself runs one at a time.
 */
export function paceQueries(client: PGlite, pacer = new QueryPacer(PGLITE_SLICE_MS)): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => pacer.run(() => query(...args));
  client.exec = (...args) => pacer.run(() => exec(...args));
  client.transaction = (...args) => pacer.run(() => transaction(...args));
  return client;
}
