/**
 * Reading the transparency log (docs/transparency-log.md): its newest checkpoint, a range of its
 * entries (each change as history.json tells it, or only its leaf hash once redacted or past the
 * kept years), and the audit path and consistency proof computed from its leaf hashes.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  LOG_MESSAGES,
  ZLogCheckpointPayload,
  consistencyProof,
  inclusionProof,
  logEntryText,
  toHex,
  type TConsistencyProof,
  type TInclusionProof,
  type TLogCheckpoint,
  type TLogEntry,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { transparencyLogEntries, transparencyLogs, trustChanges } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changeOfRow, logLeaves, sha256 } from './transparency-log.ts';

/** The log's newest checkpoint, with the fields its JWS signs; null while the log is empty. */
export async function currentCheckpoint(db: Db, orgId: string): Promise<TLogCheckpoint | null> {
  const [log] = await db
    .select({ checkpoint: transparencyLogs.checkpoint })
    .from(transparencyLogs)
    .where(eq(transparencyLogs.orgId, orgId));
  if (!log?.checkpoint) return null;
  const payload = log.checkpoint.split('.')[1] ?? '';
  const signed = ZLogCheckpointPayload.parse(
    JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  );
  return { ...signed, jws: log.checkpoint };
}

async function logSize(db: Db, orgId: string): Promise<number> {
  const [log] = await db
    .select({ size: transparencyLogs.size })
    .from(transparencyLogs)
    .where(eq(transparencyLogs.orgId, orgId));
  return log?.size ?? 0;
}

/**
 * The entries from `start` to before `end`, in order: a change whose row is gone is told by its
 * leaf hash, as redacted or as past the kept years (recorded before `cutoff`).
 */
export async function listLogEntries(
  db: Db,
  orgId: string,
  range: { start: number; end: number },
  cutoff: Date,
): Promise<TLogEntry[]> {
  const rows = await db
    .select({
      position: transparencyLogEntries.position,
      changeId: transparencyLogEntries.changeId,
      recordedAt: transparencyLogEntries.recordedAt,
      leafHash: transparencyLogEntries.leafHash,
      redactedAt: transparencyLogEntries.redactedAt,
      entry: trustChanges.entry,
      changeRecordedAt: trustChanges.recordedAt,
    })
    .from(transparencyLogEntries)
    .leftJoin(trustChanges, eq(trustChanges.id, transparencyLogEntries.changeId))
    .where(
      and(
        eq(transparencyLogEntries.orgId, orgId),
        gte(transparencyLogEntries.position, range.start),
        lt(transparencyLogEntries.position, range.end),
      ),
    )
    .orderBy(asc(transparencyLogEntries.position));
  return rows.map((row) => {
    const { changeRecordedAt, entry } = row;
    const kept = entry !== null && changeRecordedAt !== null && !row.redactedAt;
    return {
      index: row.position,
      recordedAt: row.recordedAt.toISOString(),
      leafHash: row.leafHash,
      entry: kept
        ? logEntryText(changeOfRow({ id: row.changeId, recordedAt: changeRecordedAt, entry }))
        : null,
      redactedAt: row.redactedAt?.toISOString() ?? null,
      expired: !kept && !row.redactedAt && row.recordedAt < cutoff,
    };
  });
}

/** The audit path of entry `index` in the tree of the first `size` entries. */
export async function inclusionProofOf(
  db: Db,
  orgId: string,
  { index, size }: { index: number; size: number },
): Promise<TInclusionProof> {
  if (index >= size || size > (await logSize(db, orgId))) {
    throw notFound(LOG_MESSAGES.noSuchEntry);
  }
  const leaves = await logLeaves(db, orgId, size);
  const path = await inclusionProof(sha256, leaves, index);
  return { index, size, leafHash: toHex(leaves[index] as Uint8Array), path: path.map(toHex) };
}

/** The proof that the tree of `first` entries is the start of the tree of `second`. */
export async function consistencyProofOf(
  db: Db,
  orgId: string,
  { first, second }: { first: number; second: number },
): Promise<TConsistencyProof> {
  if (second > (await logSize(db, orgId))) throw notFound(LOG_MESSAGES.noSuchSize);
  const leaves = await logLeaves(db, orgId, second);
  const proof = await consistencyProof(sha256, leaves, first);
  return { first, second, proof: proof.map(toHex) };
}
