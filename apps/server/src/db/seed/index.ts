/**
 * The demo organisation seed: 'Acme Corp' with two products, a card of every kind, real PDF
 * documents, restricted content, subprocessors, security grades, trust updates and a knowledge
 * base. It runs only on a database without any organisation, in one transaction.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../storage/index.ts';
import type { Db, Tx } from '../client.ts';
import { organizations, tprmPartners } from '../schema/index.ts';
import { acmeCloud } from './content/acme-cloud.ts';
import { acmeMobile } from './content/acme-mobile.ts';
import { KNOWLEDGE_BASE } from './content/knowledge-base.ts';
import { topics } from './content/topics.ts';
import { writeGerman } from './content/german.ts';
import { TPRM_PARTNERS } from './content/tprm-partners.ts';
import { seedClock } from './dates.ts';
import {
  DEMO_ADMIN,
  insertOrganization,
  writeAccess,
  writePortal,
  writeStaff,
} from './organization.ts';
import { writeSearchRecords } from './search-records.ts';
import { SeedWriter } from './writer.ts';

export interface SeedOptions {
  /** The admin's password; a random one is generated when absent. */
  adminPassword?: string;
  /** The moment the content is dated from (updates, expiry dates, documents). */
  now?: Date;
}

export interface SeedResult {
  adminEmail: string;
  adminPassword: string;
  passwordGenerated: boolean;
}

/** Serialises concurrent first starts: the second one waits, then finds the organisation. */
const SEED_LOCK = 0x7472_7573; // 'trus'

/** Items the 'NDA customers' permission profile grants: the restricted reports. */
const NDA_ITEMS = ['cloud.soc2', 'cloud.soc1', 'cloud.pentest', 'mobile.soc2', 'mobile.pentest'];

async function hasOrganization(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo organisation. Returns null, writing nothing, when the database already holds an
 * organisation. On failure the transaction rolls back and stored objects are removed.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  opts: SeedOptions = {},
): Promise<SeedResult | null> {
  if (await hasOrganization(db)) return null;
  const clock = seedClock(opts.now ?? new Date());
  const passwordGenerated = !opts.adminPassword;
  const adminPassword = opts.adminPassword || randomBytes(18).toString('base64url');
  const passwordHash = await hash(adminPassword);

  const storedKeys: string[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK))})`);
      if (await hasOrganization(tx)) return false;
      const orgId = await insertOrganization(tx);
      const writer = new SeedWriter(tx, storage, orgId, clock);
      try {
        await writePortal(tx, writer);
        await writeStaff(tx, orgId, passwordHash);
        await writer.product(acmeCloud(clock));
        await writer.product(acmeMobile(clock));
        await writer.topics(topics(clock));
        await writer.knowledgeBase(KNOWLEDGE_BASE);
        await writeGerman(tx, orgId);
        await writeSearchRecords(tx, orgId);
        await writeAccess(tx, writer, NDA_ITEMS);
        await tx.insert(tprmPartners).values(TPRM_PARTNERS.map((p) => ({ ...p, orgId })));
      } finally {
        storedKeys.push(...writer.storedKeys);
      }
      return true;
    });
    if (!seeded) return null;
  } catch (error) {
    await Promise.all(storedKeys.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
  return { adminEmail: DEMO_ADMIN.email, adminPassword, passwordGenerated };
}
