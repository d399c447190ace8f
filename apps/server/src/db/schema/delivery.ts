/**
 * Work done in the background, shared by every server instance: a job queue claimed with
 * `FOR UPDATE SKIP LOCKED`, and the outbox of mails (every mail is written here first; a mail
 * job sends it over SMTP when `SMTP_URL` is set, otherwise the private app shows it).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { organizations } from './organizations.ts';
import { updates } from './updates.ts';

/** A unit of background work; claimed by one instance at a time, retried with back-off. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per key (e.g. one fan-out per update). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Set while an instance works on it; an expired lock means that instance died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
    uniqueIndex('jobs_dedupe').on(t.dedupeKey),
  ],
);

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'kept';

/** Every mail the product writes: the outbox, the delivery record and the retry state. */
export const mails = pgTable(
  'mails',
  {
    id: id(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** What the mail is for: 'subscribe_confirm', 'update', 'magic_link', 'invite', … */
    kind: text('kind').notNull(),
    /** A mail is written at most once per key (e.g. one per update and recipient). */
    dedupeKey: text('dedupe_key'),
    updateId: uuid('update_id').references(() => updates.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mails_dedupe').on(t.dedupeKey),
    index('mails_due')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('mails_org').on(t.orgId, t.createdAt),
    index('mails_update').on(t.updateId, t.status),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type MailRow = typeof mails.$inferSelect;
