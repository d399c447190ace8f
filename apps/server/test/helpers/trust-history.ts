/**
 * The history and its transparency log in tests (docs/portal.md, History;
 * docs/transparency-log.md): a recording as the background job makes it, and the oldest change
 * with its log entry, to change behind the log.
 */
import { asc, eq } from 'drizzle-orm';
import { renderPublishedFeed } from '../../src/answers/feed-source.ts';
import type { Config } from '../../src/config.ts';
import { transparencyLogEntries, trustChanges } from '../../src/db/schema/index.ts';
import { recordTrustHistory, type RecordOutcome } from '../../src/services/portal/trust-history.ts';
import type { TestApp } from './app.ts';
import { testConfig } from './app.ts';

/** Records the organisation's history at `at`, the feed rendered as trust.json renders it. */
export function recordHistory(
  t: TestApp,
  orgId: string,
  at: Date,
  config: Config = testConfig(),
): Promise<RecordOutcome> {
  const deps = { db: t.database.db, storage: t.storage, revisions: t.database.revisions, config };
  return recordTrustHistory(
    t.database.db,
    (slug) => renderPublishedFeed(deps, slug),
    orgId,
    at,
    config.secret,
  );
}

/** The organisation's oldest recorded change and its log entry. */
export async function oldestLoggedChange(t: TestApp, orgId: string) {
  const { db } = t.database;
  const [row] = await db
    .select()
    .from(trustChanges)
    .where(eq(trustChanges.orgId, orgId))
    .orderBy(asc(trustChanges.recordedAt), asc(trustChanges.position))
    .limit(1);
  if (!row) throw new Error('No change recorded');
  const [logged] = await db
    .select()
    .from(transparencyLogEntries)
    .where(eq(transparencyLogEntries.changeId, row.id));
  if (!logged) throw new Error('The change is not logged');
  return { row, logged };
}
