/**
 * The search benchmark's organisation: the demo seed with its documents' text, and, for the
 * latency figures, 10,000 generated knowledge base entries and 1,000 generated documents.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  documentTexts,
  files,
  itemFiles,
  items,
  kbEntries,
  organizations,
  permissionProfileItems,
  permissionProfiles,
  products,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { indexDocumentText } from '../apps/server/src/services/search/document-text.ts';
import { diskStorage } from '../apps/server/src/storage/index.ts';

const WORDS = (
  'access account admin alert api application approval architecture archive asset audit ' +
  'authentication authorization availability backup baseline breach browser certificate ' +
  'change classification cloud cluster compliance configuration container contract control ' +
  'customer dashboard data database deletion deployment device disaster domain employee ' +
  'endpoint environment event export firewall framework gateway governance hardware identity ' +
  'incident infrastructure integration inventory isolation key laptop license log malware ' +
  'monitoring network notification onboarding operation password patch permission personal ' +
  'platform policy privacy process production provider recovery region report request ' +
  'retention review risk role router scan secret server service session software storage ' +
  'supplier support system team tenant test token traffic training transfer user vendor vulnerability'
).split(' ');

/** A deterministic sentence of `n` words from the vocabulary. */
function sentence(seed: number, n: number): string {
  const words: string[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push(WORDS[x % WORDS.length] ?? 'data');
  }
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export interface BenchOrg {
  orgId: string;
  productId: string;
  /** Items the seed's 'NDA customers' profile grants: what its members may see. */
  profileItems: Set<string>;
}

/** Seeds the demo and extracts its documents' text. */
export async function seedBenchOrg(database: Database): Promise<BenchOrg> {
  const { db } = database;
  const storage = diskStorage(await mkdtemp(join(tmpdir(), 'trustfront-bench-search-')));
  await seedDemo(db, storage, { adminPassword: 'bench-password' });
  for (const { id } of await db.select({ id: files.id }).from(files)) {
    await indexDocumentText({ db, storage }, id);
  }
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, 'acme'));
  const [product] = await db.select().from(products).where(eq(products.slug, 'acme-cloud'));
  if (!org || !product) throw new Error('The demo seed has no acme-cloud product');
  const granted = await db
    .select({ itemId: permissionProfileItems.itemId })
    .from(permissionProfileItems)
    .innerJoin(permissionProfiles, eq(permissionProfiles.id, permissionProfileItems.profileId))
    .where(eq(permissionProfiles.orgId, org.id));
  return {
    orgId: org.id,
    productId: product.id,
    profileItems: new Set(granted.map((g) => g.itemId)),
  };
}

/** Adds `kbCount` knowledge base entries and `documentCount` documents with text. */
export async function growBenchOrg(
  database: Database,
  org: BenchOrg,
  kbCount: number,
  documentCount: number,
): Promise<void> {
  const { db } = database;
  const batch = 500;
  for (let start = 0; start < kbCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, kbCount - start) }, (_, i) => ({
      orgId: org.orgId,
      question: `${sentence(start + i, 7).slice(0, -1)}?`,
      answer: `${sentence(start + i + 7, 18)} ${sentence(start + i + 13, 14)}`,
    }));
    await db.insert(kbEntries).values(rows);
  }
  const [holder] = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.productId, org.productId))
    .limit(1);
  if (!holder) throw new Error('The benchmark product has no item');
  for (let start = 0; start < documentCount; start += batch) {
    const ids = Array.from({ length: Math.min(batch, documentCount - start) }, () => randomUUID());
    await db.insert(files).values(
      ids.map((id, i) => ({
        id,
        orgId: org.orgId,
        originalName: `Generated document ${start + i}.pdf`,
        contentType: 'application/pdf',
        size: 1,
        storageKey: `bench/${id}`,
      })),
    );
    await db.insert(itemFiles).values(ids.map((fileId) => ({ itemId: holder.id, fileId })));
    await db.insert(documentTexts).values(
      ids.map((fileId, i) => ({
        fileId,
        orgId: org.orgId,
        title: `Generated document ${start + i}`,
        body: Array.from({ length: 12 }, (_, k) => sentence((start + i) * 31 + k, 20)).join(' '),
      })),
    );
  }
  // The planner's statistics, as autovacuum gathers them shortly after such a bulk change.
  await db.execute(sql`ANALYZE`);
}
