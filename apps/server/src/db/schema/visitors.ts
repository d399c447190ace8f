/**
 * What visitors leave behind: subscriptions, access requests, the domains an organisation
 * approves or blocks, its access settings (NDA, grant duration, watermarking), NDA acceptances,
 * the access log of documents with its monthly counts of older months, and single-use tokens
 * already spent.
 */
import {
  boolean,
  date,
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
import { files, items, products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { accountMembers, accounts, permissionProfiles, users } from './identity.ts';
import { orgId, organizations } from './organizations.ts';

/** E-mail subscribers of an organisation's trust updates (double opt-in). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    orgId: orgId(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'blocked'>().notNull(),
    source: text('source'),
    /** The language the subscriber read the portal in; their mails are written in it. */
    language: text('language').notNull().default('en'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_org_email').on(t.orgId, t.email),
    index('subscribers_org_status').on(t.orgId, t.status),
  ],
);

/** Domains an organisation approves automatically or refuses outright. */
export const domainRules = pgTable(
  'domain_rules',
  {
    id: id(),
    orgId: orgId(),
    /** Lower-cased, without '@'. */
    domain: text('domain').notNull(),
    kind: text('kind').$type<'auto_approve' | 'blocked'>().notNull(),
    /** For auto-approval: the permission profile the new account receives. */
    permissionProfileId: uuid('permission_profile_id').references(() => permissionProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('domain_rules_org_domain').on(t.orgId, t.domain)],
);

export type AccessRequestStatus =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'declined_third_party'
  | 'declined_blocked_domain'
  | 'auto_declined';

/** A visitor's request for access (docs/access.md, Request access), and how it was decided. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    orgId: orgId(),
    /** The account the request joins (found or created when it is approved). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'new' for a first request, 'extend' when a member asks for more time. */
    kind: text('kind').$type<'new' | 'extend'>().notNull().default('new'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    /** The optional, configurable fields (job title, relationship, country, …) as sent. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    itemUid: text('item_uid'),
    source: text('source'),
    status: text('status').$type<AccessRequestStatus>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_requests_org_status').on(t.orgId, t.status, t.createdAt),
    index('access_requests_org_email').on(t.orgId, t.email),
  ],
);

/** How an organisation hands out access; an organisation without a row has the defaults. */
export const accessSettings = pgTable('access_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  ndaProvider: text('nda_provider').$type<'none' | 'clickwrap'>().notNull().default('none'),
  /** The clickwrap NDA's terms, as the member reads and accepts them. */
  ndaText: text('nda_text').notNull().default(''),
  /** How long an account's access lasts once granted; null: until revoked. */
  accessDurationDays: integer('access_duration_days').default(365),
  /** Restricted PDFs carry the member's e-mail, company and the date. */
  watermarkDocuments: boolean('watermark_documents').notNull().default(false),
  termsUrl: text('terms_url'),
  privacyUrl: text('privacy_url'),
});

/** A member's acceptance of the clickwrap NDA: who accepted which text, and when. */
export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: id(),
    orgId: orgId(),
    accountMemberId: uuid('account_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull(),
    ndaText: text('nda_text').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nda_acceptances_member').on(t.accountMemberId, t.acceptedAt)],
);

/** What an access log row records. */
export type DocumentEventAction = 'view' | 'download' | 'bulk_download' | 'invite';

/**
 * The staff's access log: every view and download of a document by a member (or a preview), and
 * every invitation a member sent (`invite`, with the invited address).
 */
export const documentEvents = pgTable(
  'document_events',
  {
    id: id(),
    orgId: orgId(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, {
      onDelete: 'set null',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    action: text('action').$type<DocumentEventAction>().notNull(),
    watermarked: boolean('watermarked').notNull().default(false),
    /** The address an `invite` went to. */
    invitedEmail: text('invited_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_events_org').on(t.orgId, t.createdAt),
    // A member's invitations of the last day, counted against their daily cap.
    index('document_events_member_action').on(t.accountMemberId, t.action, t.createdAt),
  ],
);

/**
 * What is left of the access log's older months: how many events of each kind an organisation's
 * log held in a month (UTC), written by the retention job before it deletes those rows
 * (docs/access.md, Access log).
 */
export const accessLogMonths = pgTable(
  'access_log_months',
  {
    orgId: orgId(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    action: text('action').$type<DocumentEventAction>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.month, t.action] })],
);

/** Single-use tokens (magic links) already spent, kept until they would have expired. */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_tokens_expires').on(t.expiresAt)],
);

export type SubscriberRow = typeof subscribers.$inferSelect;
export type DomainRuleRow = typeof domainRules.$inferSelect;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type AccessSettingsRow = typeof accessSettings.$inferSelect;
export type NdaAcceptanceRow = typeof ndaAcceptances.$inferSelect;
