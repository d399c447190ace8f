/**
 * Organisations and what belongs to them alone: custom domains and the portal's customisation.
 * Every other table joins through `organizations`.
 */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DocumentAccessType, DomainCheckFailure } from '@trustfront/core';
import { createdAt, id } from './columns.ts';

/** Plan feature flags of an organisation (docs/editing.md, Editing permissions). */
export interface OrgFeatures {
  allowSectionCustomization: boolean;
  allowReplaceCardIcons: boolean;
  allowItemTitleRenaming: boolean;
  allowPartnerImport: boolean;
  enableAiOnTrustCenter: boolean;
  /** Members receive high-confidence drafts of their questionnaires at once. */
  instantMemberDrafts: boolean;
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
  /**
   * When the trust center was published; null while only its staff may open it (docs/portal.md,
   * Publication). Organisations made by the operator start unpublished.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  createdAt: createdAt(),
});

/** The owning organisation; its rows are deleted with it. */
export const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * Custom domains serving an organisation's portal at `/` once verified by a DNS TXT record
 * holding their token (docs/portal.md, Hosts and custom domains; the rule in core's
 * domain-verification). A pending domain is nobody's: several organisations may add it, and the
 * one whose check passes first holds it (one verified row a domain).
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    domain: text('domain').notNull(),
    orgId: orgId(),
    /** The secret the TXT record at `_trustfront.{domain}` must hold, made when the domain is added. */
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    failure: text('failure').$type<DomainCheckFailure>(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.orgId] }),
    uniqueIndex('custom_domains_held')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);
export type CustomDomainRow = typeof customDomains.$inferSelect;

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

/** Portal customisation, one row an organisation (docs/portal.md, Page chrome). */
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
  /** security.txt (docs/portal.md, security.txt and llms.txt): its Contact and Policy lines. */
  securityContactEmail: text('security_contact_email'),
  securityContactUrl: text('security_contact_url'),
  securityPolicyUrl: text('security_policy_url'),
  accessRequestFields: jsonb('access_request_fields')
    .$type<AccessRequestFields>()
    .notNull()
    .default({}),
  logoAssetId: uuid('logo_asset_id'),
  faviconAssetId: uuid('favicon_asset_id'),
  socialImageAssetId: uuid('social_image_asset_id'),
  showBuiltOn: boolean('show_built_on').notNull().default(true),
  /** #rrggbb applied as the portal's primary colour; null keeps the platform's. */
  brandColor: text('brand_color'),
  documentAccessType: text('document_access_type')
    .$type<DocumentAccessType>()
    .notNull()
    .default('view_and_download'),
  allowBulkDownload: boolean('allow_bulk_download').notNull().default(true),
  showRequestLogin: boolean('show_request_login').notNull().default(true),
  isPublished: boolean('is_published').notNull().default(true),
  showSecurityReviewBanner: boolean('show_security_review_banner').notNull().default(true),
  /** Languages the portal is offered in, and the one its own texts are written in (docs/languages.md). */
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  defaultLanguage: text('default_language').notNull().default('en'),
});

export type OrganizationRow = typeof organizations.$inferSelect;
export type CustomizationRow = typeof portalCustomizations.$inferSelect;
