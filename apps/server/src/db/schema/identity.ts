/**
 * Who calls: staff (roles, users), external accounts and their members, their sessions, and the
 * permission profiles that list the restricted items an account may see.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

/** Staff roles: a named set of scopes. */
export const roles = pgTable('roles', {
  id: id(),
  orgId: orgId(),
  name: text('name').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
});

/**
 * Staff members. An e-mail is unique within an organisation only: the same person may be staff of
 * several organisations, each account with its own password, role and sessions.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: orgId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Argon2 hash; null while an added member has not yet set a password from their mail. */
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set when the identity provider deactivates them (SCIM): no sign-in, no session, no token. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The identity provider's id of the member (SCIM `externalId`). */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_org_email').on(t.orgId, t.email), index('users_email').on(t.email)],
);

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
    /** How a staff session was signed in: by password (or first-run setup) or single sign-on. */
    signedInBy: text('signed_in_by').$type<'password' | 'sso'>(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt)],
);

/** Which restricted items an account sees (docs/access.md, Permission profiles). */
export const permissionProfiles = pgTable(
  'permission_profiles',
  {
    id: id(),
    orgId: orgId(),
    name: text('name').notNull(),
    /** Holds every restricted item that is not hidden, as the items stand when asked. */
    allRestricted: boolean('all_restricted').notNull().default(false),
    /** Newly approved accounts receive it; at most one per organisation. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('permission_profiles_default')
      .on(t.orgId)
      .where(sql`${t.isDefault}`),
  ],
);

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

/** External accounts: a reviewing company (docs/access.md, Reviewing requests). */
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
  /** The company's e-mail domain, lower-cased: requests from it join this account. */
  domain: text('domain'),
  /** When access was granted, and until when it lasts (null: until revoked). */
  accessGrantedAt: timestamp('access_granted_at', { withTimezone: true }),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
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
    /** The member's previous visit, for "since your last visit". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_members_account_email').on(t.accountId, t.email)],
);

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type AccountMemberRow = typeof accountMembers.$inferSelect;
export type PermissionProfileRow = typeof permissionProfiles.$inferSelect;
