/**
 * Staff's texts in the portal's other languages (docs/languages.md, Translated texts): one row a
 * field of a thing (a card, an item, a trust update, the NDA) in one language. The thing's own
 * columns hold the text in the organisation's default language.
 */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const translations = pgTable(
  'translations',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'card', 'item', 'update' or 'nda' (core's TRANSLATABLE_FIELDS). */
    entity: text('entity').notNull(),
    /** The thing's id; the organisation's id for the NDA. */
    entityId: uuid('entity_id').notNull(),
    field: text('field').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.entity, t.entityId, t.field, t.language] })],
);

export type TranslationRow = typeof translations.$inferSelect;
