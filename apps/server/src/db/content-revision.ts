/**
 * Content revisions: each organisation has one number that every change to what its portal shows
 * raises (the statement-level triggers of migration 0022), against which cached renderings, ETags
 * and callers of that organisation are checked. Writes to one organisation leave the others'
 * numbers, and so their caches, alone.
 *
 * On PostgreSQL, several instances may write: each request reads the organisation's number (one
 * light query), so that a change made on any instance is seen on the next request to every other.
 * On the embedded database, this process is the only writer: it reads every number once and then
 * follows the trigger's notifications (`{org id}:{revision}`), which PGlite delivers with the
 * answer of the statement that committed the change, before any later request reads the number.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query.ts';

export interface ContentRevisions {
  /** The organisation's content revision now (0 while nothing of it was ever written). */
  of(orgId: string): Promise<number>;
  /** The sum of every organisation's revision: it moves whenever any content changes. */
  total(): Promise<number>;
}

const CHANNEL = 'content_revision';

async function readRevision(db: Db, orgId: string): Promise<number> {
  const [row] = await queryRows<{ revision: string | number }>(
    db,
    sql`select revision from content_revisions where org_id = ${orgId}`,
  );
  return Number(row?.revision ?? 0);
}

async function readTotal(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`select coalesce(sum(revision), 0) as total from content_revisions`,
  );
  return Number(row?.total ?? 0);
}

/** Reads the revision on every call (PostgreSQL, shared by instances). */
export function queriedRevisions(db: Db): ContentRevisions {
  return { of: (orgId) => readRevision(db, orgId), total: () => readTotal(db) };
}

/** `{org id}:{revision}` as the trigger announces it, or null for anything else. */
export function parseRevisionNotice(payload: string): { orgId: string; revision: number } | null {
  const match = /^([^:]+):(\d{1,15})$/.exec(payload);
  return match?.[1] && match[2] ? { orgId: match[1], revision: Number(match[2]) } : null;
}

/** Reads every revision once, then follows the notifications (PGlite, one process). */
export function watchedRevisions(client: PGlite, db: Db): ContentRevisions {
  const known = new Map<string, number>();
  const raise = (orgId: string, revision: number) => {
    if (revision > (known.get(orgId) ?? 0)) known.set(orgId, revision);
  };
  let ready: Promise<void> | undefined;
  const follow = async () => {
    await client.listen(CHANNEL, (payload) => {
      const notice = parseRevisionNotice(payload);
      if (notice) raise(notice.orgId, notice.revision);
    });
    // Read after listening: a change between the two is then counted either way.
    const rows = await queryRows<{ org_id: string; revision: string | number }>(
      db,
      sql`select org_id, revision from content_revisions`,
    );
    for (const row of rows) raise(row.org_id, Number(row.revision));
  };
  const following = async () => {
    // The first call comes after the migrations, which create the table and the triggers.
    ready ??= follow().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    await ready;
  };
  return {
    async of(orgId) {
      await following();
      return known.get(orgId) ?? 0;
    },
    async total() {
      await following();
      let sum = 0;
      for (const revision of known.values()) sum += revision;
      return sum;
    },
  };
}
