/**
 * Planned subprocessor changes and the objections of account members (docs/editing.md, Planned
 * subprocessor changes): an organisation's notice period, each announced addition or
 * replacement until it takes effect or is cancelled, and each member's objection with the staff's
 * answer and how it was closed.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ObjectionStatus,
  SubprocessorChangeAccess,
  SubprocessorChangeKind,
  SubprocessorChangeState,
  TCompany,
} from '@trustfront/core';
import { cards, items, products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { accountMembers, accounts, users } from './identity.ts';
import { orgId } from './organizations.ts';

/** The organisation's notice period; without a row, the default (30 days). */
export const subprocessorNoticeSettings = pgTable('subprocessor_notice_settings', {
  orgId: orgId().primaryKey(),
  noticeDays: integer('notice_days').notNull(),
});

export const subprocessorChanges = pgTable(
  'subprocessor_changes',
  {
    id: id(),
    orgId: orgId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubprocessorChangeKind>().notNull(),
    /** The entry a replacement takes the place of; null once it is gone. */
    replacedItemId: uuid('replaced_item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The replaced entry's name when announced, kept after it is gone. */
    replacedName: text('replaced_name'),
    company: jsonb('company').$type<TCompany>().notNull(),
    purpose: text('purpose').notNull(),
    location: text('location').notNull(),
    access: text('access').$type<SubprocessorChangeAccess>().notNull().default('public'),
    /** The UTC day it takes effect, `yyyy-mm-dd`. */
    effectiveOn: text('effective_on').notNull(),
    state: text('state').$type<SubprocessorChangeState>().notNull().default('planned'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    appliedItemId: uuid('applied_item_id').references(() => items.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subprocessor_changes_org').on(t.orgId, t.state),
    index('subprocessor_changes_due')
      .on(t.effectiveOn)
      .where(sql`${t.state} = 'planned'`),
  ],
);

export const subprocessorObjections = pgTable(
  'subprocessor_objections',
  {
    id: id(),
    orgId: orgId(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => subprocessorChanges.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<ObjectionStatus>().notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subprocessor_objections_member').on(t.changeId, t.accountMemberId),
    index('subprocessor_objections_account').on(t.accountId),
  ],
);

export type SubprocessorChangeRow = typeof subprocessorChanges.$inferSelect;
export type SubprocessorObjectionRow = typeof subprocessorObjections.$inferSelect;
