/**
 * Which migrations the database holds against this build's: the migrator records each applied
 * migration with its journal time (`created_at`), and applies those newer than the last. A
 * database whose last migration is newer than this build's last was migrated by a newer build,
 * which this one refuses to serve (docs/deploy.md, Upgrades).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { OperatorError } from '../lib/operator-error.ts';
import { migrationsFolder, type Database, type Db } from './database.ts';
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

/** The journal time of the database's last applied migration; 0 before the first. */
async function lastApplied(db: Db): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return 0;
  const [last] = await queryRows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  return Number(last?.created_at ?? 0);
}

/** The tags of this build's migrations the database has not applied, oldest first. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await lastApplied(db);
  return journalEntries()
    .filter((entry) => entry.when > applied)
    .map((entry) => entry.tag);
}

/**
 * Applies this build's pending migrations and answers their tags; refuses, before changing
 * anything, a database migrated by a newer build.
 */
export async function migrateDatabase(database: Database): Promise<string[]> {
  const applied = await lastApplied(database.db);
  const newest = journalEntries().at(-1);
  if (newest && applied > newest.when) {
    throw new OperatorError(
      `The database was migrated by a newer Trustfront build (its last migration is of ${new Date(applied).toISOString()}; this build's last, ${newest.tag}, is of ${new Date(newest.when).toISOString()}). Run that newer build, or restore a backup this version made.`,
    );
  }
  const pending = await pendingMigrations(database.db);
  await database.migrate();
  return pending;
}
