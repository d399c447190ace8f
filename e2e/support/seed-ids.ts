/**
 * Ids the demo seed draws at random and no API lists yet: the 'NDA customers' permission profile
 * and the 'Globex Inc' account. They are read from a copy of the e2e server's embedded database
 * (PGlite allows one process per folder, so the live folder is never opened); the copy recovers
 * like a database after a crash, which keeps every committed row, and the seed is committed
 * before the server answers its health check.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { E2E_DATA_DIR } from './server.ts';

export const NDA_PROFILE_NAME = 'NDA customers';
export const NDA_ACCOUNT_NAME = 'Globex Inc';

export interface SeedAccess {
  permissionProfileId: string;
  accountId: string;
}

let cached: Promise<SeedAccess> | null = null;

async function readSeedAccess(): Promise<SeedAccess> {
  const copy = mkdtempSync(join(tmpdir(), 'trustfront-e2e-db-'));
  try {
    cpSync(join(E2E_DATA_DIR, 'pglite'), copy, { recursive: true });
    const db = await PGlite.create(copy);
    try {
      const { rows } = await db.query<SeedAccess>(
        `select p.id as "permissionProfileId", a.id as "accountId"
           from permission_profiles p
           join accounts a on a.permission_profile_id = p.id
          where p.name = $1 and a.company_name = $2`,
        [NDA_PROFILE_NAME, NDA_ACCOUNT_NAME],
      );
      const [row] = rows;
      if (!row || rows.length !== 1) {
        throw new Error(`Expected one '${NDA_PROFILE_NAME}' profile held by ${NDA_ACCOUNT_NAME}`);
      }
      return row;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The 'NDA customers' profile id and the Globex Inc account id (read once per worker). */
export function seedAccess(): Promise<SeedAccess> {
  cached ??= readSeedAccess().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
