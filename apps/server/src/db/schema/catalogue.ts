/**
 * The catalogue of a portal: products and their links and configuration, stored images, cards,
 * items, files and the files of each item. Item-level access lives on `items`.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CardKind,
  DocumentAccessType,
  EnabledState,
  ItemAccess,
  SectionId,
  TCardContent,
  TItemDetails,
} from '@trustfront/core';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    orgId: orgId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    show: boolean('show').notNull().default(true),
    bannerAssetId: uuid('banner_asset_id'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_org_slug').on(t.orgId, t.slug)],
);

export const productLinks = pgTable('product_links', {
  id: id(),
  orgId: orgId(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  show: boolean('show').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Product configuration (docs/portal.md, Products): section order, section visibility, AI block.
 */
export const productConfigs = pgTable('product_configs', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<SectionId[]>().notNull(),
  /** Per-section hidden flags for overview, certifications, trusted_by, subprocessors, documents. */
  hiddenSections: jsonb('hidden_sections').$type<SectionId[]>().notNull().default([]),
  genAiEnabled: boolean('gen_ai_enabled').notNull().default(false),
  isAiDatastoreSetup: boolean('is_ai_datastore_setup').notNull().default(false),
  revision: integer('revision').notNull().default(1),
});

/** Stored images: logos, banners, card icons, favicons, social previews, company logos. */
export const assets = pgTable('assets', {
  id: id(),
  orgId: orgId(),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
  type: text('type')
    .$type<'logo' | 'banner' | 'icon' | 'favicon' | 'social' | 'company'>()
    .notNull(),
  /** For card icons: { type: 'card', kind }. */
  relation: jsonb('relation').$type<{ type: 'card'; kind: CardKind } | null>(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull(),
  revision: integer('revision').notNull().default(1),
  createdAt: createdAt(),
});

export const cards = pgTable(
  'cards',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CardKind>().notNull(),
    title: text('title'),
    hidden: boolean('hidden').notNull().default(false),
    placeholder: text('placeholder'),
    displayText: text('display_text'),
    iconAssetId: uuid('icon_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** itemUids of featured documents, in order. */
    featuredDocuments: jsonb('featured_documents').$type<string[]>().notNull().default([]),
    content: jsonb('content').$type<TCardContent>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('cards_product_kind').on(t.productId, t.kind)],
);

export const items = pgTable(
  'items',
  {
    /** The itemUid. */
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    enabledState: text('enabled_state').$type<EnabledState>().notNull().default('enabled'),
    access: text('access').$type<ItemAccess>().notNull().default('public'),
    slug: text('slug'),
    isCustom: boolean('is_custom').notNull().default(false),
    details: jsonb('details').$type<TItemDetails>().notNull().default({}),
    /**
     * Bridge letter (docs/documents.md, Bridge letters); generated as a PDF on request when
     * enabled.
     */
    bridgeLetter: jsonb('bridge_letter').$type<{
      letterEnabled: boolean;
      letterContent: string;
      signerName: string;
      signerTitle: string;
      letterType: 'SOC 1' | 'SOC 2';
    } | null>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('items_product_slug').on(t.productId, t.slug),
    index('items_card').on(t.cardId),
  ],
);

export const files = pgTable('files', {
  id: id(),
  orgId: orgId(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  documentAccessType: text('document_access_type')
    .$type<DocumentAccessType>()
    .notNull()
    .default('view_and_download'),
  /** Shared with the public portal (docs/documents.md, File access types). */
  isShared: boolean('is_shared').notNull().default(true),
  /** Encryption at rest of the stored object, when any (e.g. 'aes-256-gcm'). */
  encryptedType: text('encrypted_type'),
  createdAt: createdAt(),
  /** The current version's number: 1, then one more at each replacement or restore. */
  version: integer('version').notNull().default(1),
  /** When the current version replaced an earlier one; null for a document never replaced. */
  replacedAt: timestamp('replaced_at', { withTimezone: true }),
});

export const itemFiles = pgTable(
  'item_files',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] }), index('item_files_file').on(t.fileId)],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductLinkRow = typeof productLinks.$inferSelect;
export type ProductConfigRow = typeof productConfigs.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type FileRow = typeof files.$inferSelect;
