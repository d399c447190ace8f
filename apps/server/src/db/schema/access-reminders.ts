/**
 * The reminders mailed before an account's access ends (docs/access.md, Access reminders): one
 * row per member, end of access and threshold, written in the transaction that queues the mail,
 * so that restarts and several instances never send one twice. A new end of access (extended)
 * is reminded again.
 */
import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountMembers } from './identity.ts';

export const accessReminders = pgTable(
  'access_reminders',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    /** The end of access reminded of. */
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** 14 or 2: the days before the end. */
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.accessExpiresAt, t.days] })],
);
