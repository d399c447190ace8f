/**
 * The one pg-core schema. Every later table joins through `organizations`; item-level access
 * lives on `items` and `permission_profile_items`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  TopicCategory,
  UpdateAudience,
} from '@trustfront/core';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Plan feature flags of an organisation (spec 2 §6, spec 3 §6). */
export interface OrgFeatures {
  allowSectionCustomization: boolean;
  allowReplaceCardIcons: boolean;
  allowItemTitleRenaming: boolean;
  allowPartnerImport: boolean;
  enableAiOnTrustCenter: boolean;
  restrictedFiles: boolean;
  bridgeLetters: boolean;
  bugBountyIntegration: boolean;
  statusPageIntegration: boolean;
}

export const organizations = pgTable('organizations', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  websiteUrl: text('website_url'),
  plan: text('plan').$type<'free' | 'growth' | 'enterprise'>().notNull().default('free'),
  features: jsonb('features').$type<Partial<OrgFeatures>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Custom domains serving an organisation's portal at `/`. */
export const customDomains = pgTable('custom_domains', {
  domain: text('domain').primaryKey(),
  orgId: orgId(),
});

export interface Scripts {
  hubspot?: string;
  google_ua?: string;
  gtag?: string;
  gtm?: string;
  intercom?: string;
  cookie_banner?: {
    show: boolean;
    type: 'hubspot' | 'cookiebot' | 'dropbox' | 'paypal' | 'onetrust';
    gtm_id?: string;
    cbid?: string;
    showDeclaration?: boolean;
    cookie_domain?: string;
    tenant_name?: string;
    auto_block_enabled?: boolean;
    cookie_script_path?: string;
  };
}

export interface AccessRequestField {
  enabled: boolean;
  label: string;
}
export type AccessRequestFields = Partial<
  Record<
    | 'customCheckbox'
    | 'countriesDropdown'
    | 'relationshipDropdown'
    | 'jobTitleTextField'
    | 'pointOfContactField'
    | 'accountMemberRequestProducts',
    AccessRequestField
  >
>;

/** Portal customisation, one row an organisation (spec 1 §3). */
export const portalCustomizations = pgTable('portal_customizations', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  publicAccessLevel: text('public_access_level')
    .$type<'Minimal' | 'PublicContentOnly' | 'LoginRequired'>()
    .notNull()
    .default('PublicContentOnly'),
  showPortalTitle: boolean('show_portal_title').notNull().default(true),
  portalTitle: text('portal_title').notNull().default('Trust Center'),
  description: text('description'),
  revision: integer('revision').notNull().default(1),
  scripts: jsonb('scripts').$type<Scripts>().notNull().default({}),
  contactSupport: jsonb('contact_support')
    .$type<{ onClickAction: 'none' | 'url' | 'email'; supportUrl: string | null }>()
    .notNull()
    .default({ onClickAction: 'none', supportUrl: null }),
  supportMailbox: text('support_mailbox'),
  reportIssue: jsonb('report_issue')
    .$type<{ onClickAction: 'none' | 'url' | 'email'; reportUrl: string | null }>()
    .notNull()
    .default({ onClickAction: 'none', reportUrl: null }),
  securityMailbox: text('security_mailbox'),
  accessRequestFields: jsonb('access_request_fields')
    .$type<AccessRequestFields>()
    .notNull()
    .default({}),
  logoAssetId: uuid('logo_asset_id'),
  faviconAssetId: uuid('favicon_asset_id'),
  socialImageAssetId: uuid('social_image_asset_id'),
  showBuiltOn: boolean('show_built_on').notNull().default(true),
  documentAccessType: text('document_access_type')
    .$type<DocumentAccessType>()
    .notNull()
    .default('view_and_download'),
  allowBulkDownload: boolean('allow_bulk_download').notNull().default(true),
  showRequestLogin: boolean('show_request_login').notNull().default(true),
  isPublished: boolean('is_published').notNull().default(true),
  showSecurityReviewBanner: boolean('show_security_review_banner').notNull().default(true),
});

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

/** Product configuration (spec 3 §3.2–3.3): section order, section visibility, AI block. */
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
    /** Bridge letter (spec 3 §3.7); generated as a PDF on request when enabled. */
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
  /** Shared with the public portal (spec 3 §3.8). */
  isShared: boolean('is_shared').notNull().default(true),
  /** Encryption at rest of the stored object, when any (e.g. 'aes-256-gcm'). */
  encryptedType: text('encrypted_type'),
  createdAt: createdAt(),
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
  comment: text('comment'),
  sourceType: text('source_type').notNull().default('manual'),
  sourceSubtype: text('source_subtype'),
  sourceName: text('source_name'),
  favoritePublic: boolean('favorite_public').notNull().default(false),
  accessLevel: text('access_level').$type<'public' | 'restricted'>().notNull().default('public'),
  /** Products the entry applies to; empty means every product. */
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  dateTimestamp: timestamp('date_timestamp', { withTimezone: true }).notNull().defaultNow(),
  customerModifiedTimestamp: timestamp('customer_modified_timestamp', { withTimezone: true }),
});

/** Staff roles: a named set of scopes. */
export const roles = pgTable('roles', {
  id: id(),
  orgId: orgId(),
  name: text('name').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
});

export const users = pgTable('users', {
  id: id(),
  orgId: orgId(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: uuid('role_id')
    .notNull()
    .references(() => roles.id),
  createdAt: createdAt(),
});

/** Server-side sessions for staff (`userId`) and account members (`accountMemberId`). */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt)],
);

export const permissionProfiles = pgTable('permission_profiles', {
  id: id(),
  orgId: orgId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const permissionProfileItems = pgTable(
  'permission_profile_items',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => permissionProfiles.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.itemId] })],
);

/** External accounts: a reviewing company (spec 1 §3 "Account"). */
export const accounts = pgTable('accounts', {
  id: id(),
  orgId: orgId(),
  companyName: text('company_name').notNull(),
  reviewStatus: text('review_status')
    .$type<'Approved' | 'Declined' | 'Pending'>()
    .notNull()
    .default('Pending'),
  permissionProfileId: uuid('permission_profile_id').references(() => permissionProfiles.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

export const accountMembers = pgTable(
  'account_members',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isAutoApproved: boolean('is_auto_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_members_account_email').on(t.accountId, t.email)],
);

/** Fixed-window request counters shared by every server instance (e.g. sign-in attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

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
 * One counter that every change to portal content raises (statement-level triggers, migration
 * 0005), so a server instance can tell in one query whether what it rendered is still current.
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
