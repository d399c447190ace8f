/** The database's schema version: the tag of the latest migration this server carries. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from './database.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

let latest: string | undefined;

/** The latest migration's tag, e.g. '0023_signin_abuse' (read once from drizzle's journal). */
export function schemaVersion(): string {
  if (latest) return latest;
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.toSorted((a, b) => a.idx - b.idx).at(-1);
  if (!last) throw new Error('The migrations journal lists no migration');
  latest = last.tag;
  return latest;
}
