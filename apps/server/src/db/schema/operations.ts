/** What the servers keep for themselves: rate-limit counters, bulk download grants, content revision. */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

/** Fixed-window request counters shared by every server instance (e.g. sign-in attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Staff sign-in failures in a row, per e-mail (known or not, so that the answers do not tell
 * which addresses are staff) and client network (`signInClientKey`: a stranger's failures never
 * slow the user down): how many, and the earliest time of the next attempt.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/**
 * Bulk download grants: the documents a caller was permitted at request time, answered as an
 * unguessable link that any server instance can stream until it expires.
 */
export const bulkDownloads = pgTable(
  'bulk_downloads',
  {
    id: id(),
    orgId: orgId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    files: jsonb('files').$type<{ itemUid: string; fileId: string }[]>().notNull(),
    /** The preview parameters of the request, so the download re-checks the same caller. */
    viewer: jsonb('viewer')
      .$type<{ mode?: 'main'; accountId?: string; permissionProfileId?: string }>()
      .notNull()
      .default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bulk_downloads_expires').on(t.expiresAt)],
);

/**
 * Each organisation's content revision, raised in the writer's transaction by statement-level
 * triggers (migration 0022) whenever what its portal shows changes, so that a server instance can
 * tell in one light query whether what it kept for that organisation is still current. A row
 * outlives its organisation: a revision never goes back.
 */
export const contentRevisions = pgTable('content_revisions', {
  orgId: uuid('org_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

/** A stored bulk-download grant: the permitted documents of one request, until it expires. */
export type BulkDownloadGrant = typeof bulkDownloads.$inferSelect;
