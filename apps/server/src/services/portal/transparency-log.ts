/**
 * Appending to the transparency log (docs/transparency-log.md): each change the history records
 * is appended, in the order recorded, to its organisation's Merkle tree, and the tree's new
 * checkpoint (log id, size, root hash, time) is signed with the feed's key. An append locks the
 * organisation's `transparency_logs` row, so that one writer at a time appends to a log, on
 * PostgreSQL and PGlite alike. The history recorded before the log existed is appended when the
 * server starts, in the order it was recorded.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CompactSign } from 'jose';
import {
  ZTrustChange,
  canonicalJson,
  entryLeafHash,
  fromHex,
  logEntryText,
  toHex,
  treeRoot,
  type Sha256,
  type TLogCheckpointPayload,
  type TTrustChange,
} from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { transparencyLogEntries, transparencyLogs, trustChanges } from '../../db/schema/index.ts';
import { currentSigningKey, type SigningKey } from './feed-signing.ts';

/** SHA-256 with Node's crypto. */
export const sha256: Sha256 = async (data) =>
  new Uint8Array(createHash('sha256').update(data).digest());

/** A history row as history.json tells it: the entry, its id and when it was recorded. */
export function changeOfRow(row: { id: string; recordedAt: Date; entry: unknown }): TTrustChange {
  return ZTrustChange.parse({
    ...(row.entry as object),
    id: row.id,
    recordedAt: row.recordedAt.toISOString(),
  });
}

/** The leaf hashes of the log's first `size` entries, in order. */
export async function logLeaves(db: Db | Tx, orgId: string, size: number): Promise<Uint8Array[]> {
  const rows = await db
    .select({ leafHash: transparencyLogEntries.leafHash })
    .from(transparencyLogEntries)
    .where(
      and(
        eq(transparencyLogEntries.orgId, orgId),
        sql`${transparencyLogEntries.position} < ${size}`,
      ),
    )
    .orderBy(asc(transparencyLogEntries.position));
  return rows.map((r) => fromHex(r.leafHash) ?? new Uint8Array(0));
}

/** A compact JWS of the checkpoint (its canonical JSON), under the feed's signing key. */
async function signCheckpoint(key: SigningKey, payload: TLogCheckpointPayload): Promise<string> {
  return new CompactSign(new TextEncoder().encode(canonicalJson(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'trustfront-checkpoint+json' })
    .sign(key.privateKey);
}

/**
 * Appends the organisation's recorded changes that are not in its log yet, oldest first, and
 * signs the new checkpoint; answers how many were appended. Run inside the transaction that
 * recorded them, so that the history and its log are written together.
 */
export async function appendToLog(
  tx: Tx,
  key: SigningKey,
  orgId: string,
  now: Date,
): Promise<number> {
  await tx
    .insert(transparencyLogs)
    .values({ orgId, size: 0, rootHash: toHex(await treeRoot(sha256, [])) })
    .onConflictDoNothing();
  const [log] = await tx
    .select()
    .from(transparencyLogs)
    .where(eq(transparencyLogs.orgId, orgId))
    .for('update');
  if (!log) throw new Error('The transparency log was not made');
  const pending = await tx
    .select({ id: trustChanges.id, recordedAt: trustChanges.recordedAt, entry: trustChanges.entry })
    .from(trustChanges)
    .leftJoin(transparencyLogEntries, eq(transparencyLogEntries.changeId, trustChanges.id))
    .where(and(eq(trustChanges.orgId, orgId), isNull(transparencyLogEntries.changeId)))
    .orderBy(asc(trustChanges.recordedAt), asc(trustChanges.position));
  if (pending.length === 0) return 0;
  const appended = await Promise.all(
    pending.map(async (row, i) => ({
      orgId,
      position: log.size + i,
      changeId: row.id,
      recordedAt: row.recordedAt,
      leafHash: await entryLeafHash(sha256, logEntryText(changeOfRow(row))),
    })),
  );
  await tx.insert(transparencyLogEntries).values(appended);
  const size = log.size + appended.length;
  const rootHash = toHex(await treeRoot(sha256, await logLeaves(tx, orgId, size)));
  const payload = { log: log.logId, size, rootHash, time: now.toISOString() };
  await tx
    .update(transparencyLogs)
    .set({ size, rootHash, checkpoint: await signCheckpoint(key, payload), checkpointAt: now })
    .where(eq(transparencyLogs.orgId, orgId));
  return appended.length;
}

/**
 * Brings every organisation's log up to its history: the history recorded before the log
 * existed (or while an append failed) is appended in the order recorded. Answers how many
 * entries were appended.
 */
export async function catchUpLogs(db: Db, secret: string, now = new Date()): Promise<number> {
  const behind = await queryRows<{ org_id: string }>(
    db,
    sql`select distinct c.org_id from trust_changes c
        left join transparency_log_entries e on e.change_id = c.id
        where e.change_id is null`,
  );
  if (behind.length === 0) return 0;
  const key = await currentSigningKey(db, secret);
  let appended = 0;
  for (const { org_id: orgId } of behind) {
    appended += await db.transaction((tx) => appendToLog(tx, key, orgId, now));
  }
  return appended;
}
