/** Trust updates (topics, the products they belong to, their updates) and the knowledge base. */
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDraftSource, TopicCategory, UpdateAudience } from '@trustfront/core';
import { products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

export const topics = pgTable('topics', {
  id: id(),
  orgId: orgId(),
  subject: text('subject').notNull(),
  category: text('category').$type<TopicCategory>().notNull(),
  hidden: boolean('hidden').notNull().default(false),
  isPinned: boolean('is_pinned').notNull().default(false),
  createdAt: createdAt(),
});

/** Products a topic belongs to; a topic with none belongs to every product. */
export const topicProducts = pgTable(
  'topic_products',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.productId] })],
);

export const updates = pgTable(
  'updates',
  {
    id: id(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    spAudience: text('sp_audience').$type<UpdateAudience>().notNull().default('public'),
    channels: jsonb('channels')
      .$type<('email' | 'status_page')[]>()
      .notNull()
      .default(['status_page']),
    createdAt: createdAt(),
  },
  (t) => [index('updates_topic').on(t.topicId, t.createdAt)],
);

export const kbEntries = pgTable('kb_entries', {
  id: id(),
  orgId: orgId(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** Shown to visitors with the answer (docs/search.md, Knowledge base). */
  comment: text('comment'),
  /** Staff's own note: kept and shown in the private app only, never on any way out. */
  internalNote: text('internal_note'),
  sourceType: text('source_type').notNull().default('manual'),
  sourceSubtype: text('source_subtype'),
  sourceName: text('source_name'),
  favoritePublic: boolean('favorite_public').notNull().default(false),
  accessLevel: text('access_level').$type<'public' | 'restricted'>().notNull().default('public'),
  /** Products the entry applies to; empty means every product. */
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  dateTimestamp: timestamp('date_timestamp', { withTimezone: true }).notNull().defaultNow(),
  customerModifiedTimestamp: timestamp('customer_modified_timestamp', { withTimezone: true }),
  /** The sources an answer learned from a questionnaire cited (docs/questionnaires.md). */
  sources: jsonb('sources').$type<TDraftSource[]>().notNull().default([]),
});

export type TopicRow = typeof topics.$inferSelect;
export type UpdateRow = typeof updates.$inferSelect;
export type KbEntryRow = typeof kbEntries.$inferSelect;
