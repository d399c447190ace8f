/**
 * The trust center for machines (docs/portal.md, The signed feed, History; docs/api.md): the keys
 * that sign the feed, the stored files' digests it publishes, the staff's API tokens, and the
 * history of what the feed published.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TTrustChangeEntry } from '@trustfront/core';
import { files } from './catalogue.ts';
import { users } from './identity.ts';
import { createdAt, id } from './columns.ts';
import { orgId, organizations } from './organizations.ts';

/**
 * Ed25519 keys signing the feed, one deployment's. The newest unretired key signs; a retired key
 * stays published until its grace period ends, so earlier signatures still verify. The private
 * key is PKCS#8, sealed with the deployment's SECRET (AES-256-GCM).
 */
export const feedSigningKeys = pgTable('feed_signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: createdAt(),
  /** When a newer key took over; null for the signing key. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** The SHA-256 of a stored file, computed once on first publication (files never change). */
export const fileDigests = pgTable('file_digests', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * A staff member's API token: SHA-256 of the secret only (the token is shown once), limited to
 * a subset of its creator's scopes, removed with its creator.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, shown to tell tokens apart. */
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_org').on(t.orgId)],
);

/**
 * The feed as it was published, kept each time it changed: `trust.json?at=` answers the last one
 * at or before the end of the day asked for. The feed is kept as the bytes trust.json served.
 */
export const trustSnapshots = pgTable(
  'trust_snapshots',
  {
    id: id(),
    orgId: orgId(),
    /** The content revision it was rendered at. */
    revision: bigint('revision', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    feed: text('feed').notNull(),
    /** The staff whose edits (the audit log's) since the snapshot before were published in it. */
    staff: jsonb('staff').$type<string[]>().notNull(),
  },
  (t) => [index('trust_snapshots_org_taken').on(t.orgId, t.takenAt)],
);

/** The changes from one snapshot to the next, in the order the diff tells them. */
export const trustChanges = pgTable(
  'trust_changes',
  {
    id: id(),
    orgId: orgId(),
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => trustSnapshots.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    entry: jsonb('entry').$type<TTrustChangeEntry>().notNull(),
  },
  (t) => [
    index('trust_changes_org_recorded').on(t.orgId, t.recordedAt, t.position),
    index('trust_changes_snapshot').on(t.snapshotId),
  ],
);

/**
 * The content revision the history was last brought up to, per organisation: the row every
 * recording locks, so that instances record one after another, newest revision last.
 */
export const trustHistoryChecks = pgTable('trust_history_checks', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

export type TrustSnapshotRow = typeof trustSnapshots.$inferSelect;
export type FeedSigningKeyRow = typeof feedSigningKeys.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
