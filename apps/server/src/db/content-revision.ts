/**
 * The content revision: one number that every change to portal content raises (the triggers of
 * migrations 0005 and 0007), against which cached renderings, ETags and callers are checked.
 *
 * On PostgreSQL, several instances may write: each request reads the number (one light query),
 * so that a change made on any instance is seen on the next request to every other.
 * On the embedded database, this process is the only writer: it reads the number once and then
 * follows the trigger's notifications, which PGlite delivers with the answer of the statement
 * that committed the change, before any later request reads the number.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query.ts';

export interface ContentRevisions {
  /** The content revision now. */
  current(): Promise<number>;
}

const CHANNEL = 'content_revision';

async function readRevision(db: Db): Promise<number> {
  const [row] = await queryRows<{ revision: string | number }>(
    db,
    sql`select revision from content_revision where id = 1`,
  );
  return Number(row?.revision ?? 0);
}

/** Reads the revision on every call (PostgreSQL, shared by instances). */
export function queriedRevisions(db: Db): ContentRevisions {
  return { current: () => readRevision(db) };
}

/** Reads the revision once, then follows the notifications (PGlite, one process). */
export function watchedRevisions(client: PGlite, db: Db): ContentRevisions {
  let known = 0;
  let ready: Promise<void> | undefined;
  const follow = async () => {
    await client.listen(CHANNEL, (payload) => {
      known = Math.max(known, Number(payload));
    });
    // Read after listening: a change between the two is then counted either way.
    known = Math.max(known, await readRevision(db));
  };
  return {
    async current() {
      // The first call comes after the migrations, which create the table and the trigger.
      ready ??= follow().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      return known;
    },
  };
}
