/**
 * What account members do on the portal (docs/access.md, Member features): comments on items,
 * questionnaires sent, the organisation's risk-management partners (TPRM), identity providers that
 * sign a company's own users in (docs/access.md, Bring your own identity), and each member's visits
 * for "since your last visit".
 */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionnaireKind } from '@trustfront/core';
import { items, products } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { accountMembers, accounts, users } from './identity.ts';
import { orgId } from './organizations.ts';

/**
 * A comment in the conversation one account holds about one item (docs/access.md, Member features):
 * written by a member of the account, or by staff replying in that conversation. Other accounts
 * never see it.
 */
export const itemComments = pgTable(
  'item_comments',
  {
    id: id(),
    orgId: orgId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for a staff reply or a member since removed. */
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, {
      onDelete: 'set null',
    }),
    /** The staff member who replied; null for a member's comment. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown when the author is gone: the name at the time of writing. */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_comments_thread').on(t.itemId, t.accountId, t.createdAt),
    index('item_comments_org').on(t.orgId, t.createdAt),
  ],
);

/** A security questionnaire sent to the organisation, as a stored file or a link. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    orgId: orgId(),
    /** The member's account; null for a public visitor. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, {
      onDelete: 'set null',
    }),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    kind: text('kind').$type<QuestionnaireKind>().notNull(),
    link: text('link'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    /** Where the file lives in storage; written before the row (see submit-questionnaire). */
    storageKey: text('storage_key'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('questionnaires_org').on(t.orgId, t.createdAt)],
);

/**
 * A third-party risk-management tool a member may hand a token to (docs/access.md, Member
 * features).
 */
export const tprmPartners = pgTable('tprm_partners', {
  id: id(),
  orgId: orgId(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  createdAt: createdAt(),
});

/**
 * A company's identity provider: a JWT it signs with this key, for this issuer and the portal's
 * audience, signs its user in as a member of the account (docs/access.md, Bring your own identity).
 */
export const identityProviders = pgTable('identity_providers', {
  id: id(),
  orgId: orgId(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  jwksUrl: text('jwks_url'),
  /** A PEM public key (SPKI) when no JWKS URL is given. */
  publicKey: text('public_key'),
  createdAt: createdAt(),
});

/** A member's visits: the previous one marks what is new to them; the weekly mail choice. */
export const memberVisits = pgTable('member_visits', {
  accountMemberId: uuid('account_member_id')
    .primaryKey()
    .references(() => accountMembers.id, { onDelete: 'cascade' }),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
  /** Members opt in to the weekly mail (docs/updates.md, Weekly digest). */
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});

export type ItemCommentRow = typeof itemComments.$inferSelect;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type TprmPartnerRow = typeof tprmPartners.$inferSelect;
export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type MemberVisitRow = typeof memberVisits.$inferSelect;
