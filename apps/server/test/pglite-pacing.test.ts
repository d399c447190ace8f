/**
 * The embedded database's queries leave the event loop its turns: one query at a time in the
 * order asked, a later turn of the loop once a slice is spent, errors to their caller; and on a
 * real PGlite a queue of queries no longer keeps the loop from accepting and reading sockets.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { QueryPacer } from '../src/db/pglite-pacing.ts';
import { queryRows } from '../src/db/query.ts';
import { createTestDatabase } from './helpers/database.ts';

/** Counts the turns of the event loop until stopped (a `setImmediate` re-armed each turn). */
function countTurns() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop() {
      running = false;
    },
  };
}

describe('QueryPacer', () => {
  it('runs the work one at a time, in the order it was asked', async () => {
    const pacer = new QueryPacer(5);
    let running = 0;
    let mostAtOnce = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        pacer.run(async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setImmediate(resolve));
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(1);
  });

  it('lets the event loop take a turn each time a slice is spent', async () => {
    // Each piece of work takes 2 ms of a 5 ms slice on this clock: three fit in a turn.
    let clock = 0;
    const pacer = new QueryPacer(5, () => clock);
    const loop = countTurns();
    const turnOfEach = await Promise.all(
      Array.from({ length: 7 }, () =>
        pacer.run(async () => {
          clock += 2;
          return loop.turns;
        }),
      ),
    );
    loop.stop();
    const [first = 0] = turnOfEach;
    expect(turnOfEach.map((turn) => turn - first)).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('gives an error to its caller and runs the next work', async () => {
    const pacer = new QueryPacer(5);
    const failing = pacer.run(() => Promise.reject(new Error('statement failed')));
    const next = pacer.run(() => Promise.resolve('answered'));
    await expect(failing).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('answered');
  });
});

describe('paced queries on PGlite', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('answers every query while the event loop keeps turning', async () => {
    const loop = countTurns();
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        queryRows<{ n: number }>(
          database.db,
          sql`select ${i}::int as n from generate_series(1, 200) limit 1`,
        ),
      ),
    );
    loop.stop();
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 400 }, (_, i) => i));
    // Unpaced, the 400 queries and their callers ran as microtasks of one single turn.
    expect(loop.turns).toBeGreaterThan(3);
  });

  it('runs transactions as before', async () => {
    const committed = await database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ n: number }>(tx, sql`select 41 + 1 as n`);
      return row?.n;
    });
    expect(committed).toBe(42);
  });
});
