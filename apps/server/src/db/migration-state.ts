/**
 * Whether every migration of this build is applied to the database: the migrator records each
 * applied migration with its journal time (`created_at`), and applies those newer than the last.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './database.ts';
import { queryRows } from './query.ts';

let journal: { tag: string; when: number }[] | undefined;

function journalEntries(): { tag: string; when: number }[] {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
  return journal;
}

/** The tags of this build's migrations the database has not applied, oldest first. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [last] = await queryRows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = Number(last?.created_at ?? 0);
  return journalEntries()
    .filter((entry) => entry.when > applied)
    .map((entry) => entry.tag);
}
