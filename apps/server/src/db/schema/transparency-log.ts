/**
 * The transparency log of each trust center (docs/transparency-log.md): the Merkle tree of the
 * changes its history recorded, append-only, with the checkpoint signed after each append.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * One log per organisation: its size, root and newest signed checkpoint. Each append locks this
 * row, so that one writer at a time appends to an organisation's log.
 */
export const transparencyLogs = pgTable('transparency_logs', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The log's own id, signed in each checkpoint. */
  logId: uuid('log_id').notNull().defaultRandom(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Lower-case hex. */
  rootHash: text('root_hash').notNull(),
  /** Compact JWS of the checkpoint; null while the log is empty. */
  checkpoint: text('checkpoint'),
  checkpointAt: timestamp('checkpoint_at', { withTimezone: true }),
});

/**
 * The log's entries: the leaf hash of each change, in the order appended. The content is the
 * change's row (`trust_changes`), read when the entry is served; a redacted change's row is gone
 * and the entry keeps its leaf hash and when it was redacted.
 */
export const transparencyLogEntries = pgTable(
  'transparency_log_entries',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** From 0, in the order appended. */
    position: bigint('position', { mode: 'number' }).notNull(),
    /** The change logged (no foreign key: a redacted or pruned change's row is gone). */
    changeId: uuid('change_id').notNull().unique(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** SHA-256(0x00 || entry), lower-case hex. */
    leafHash: text('leaf_hash').notNull(),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.position] }),
    index('transparency_log_entries_recorded').on(t.orgId, t.recordedAt),
  ],
);

export type TransparencyLogRow = typeof transparencyLogs.$inferSelect;
export type TransparencyLogEntryRow = typeof transparencyLogEntries.$inferSelect;
