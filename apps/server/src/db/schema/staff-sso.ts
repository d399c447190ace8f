/**
 * Staff single sign-on and SCIM provisioning (docs/staff.md, Single sign-on): an organisation's
 * OpenID Connect client, its group-to-role mapping, the sign-ins under way, and the groups an
 * identity provider pushes by SCIM.
 */
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TGroupRole } from '@trustfront/core';
import { createdAt, id } from './columns.ts';
import { roles } from './identity.ts';
import { orgId } from './organizations.ts';

export const staffSso = pgTable('staff_sso', {
  orgId: orgId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** The client secret, used at each sign-in; never answered to anyone. */
  clientSecret: text('client_secret').notNull(),
  groupsClaim: text('groups_claim').notNull().default('groups'),
  groupRoles: jsonb('group_roles').$type<TGroupRole[]>().notNull().default([]),
  defaultRoleId: uuid('default_role_id').references(() => roles.id, { onDelete: 'set null' }),
  requireSso: boolean('require_sso').notNull().default(false),
  /** SHA-256 of the SCIM bearer token, and its first characters to tell it apart. */
  scimTokenHash: text('scim_token_hash').unique(),
  scimTokenPrefix: text('scim_token_prefix'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StaffSsoRow = typeof staffSso.$inferSelect;

/** A sign-in sent to the identity provider and not yet back: its state, nonce and PKCE verifier. */
export const ssoSignIns = pgTable('sso_sign_ins', {
  /** SHA-256 of the `state` parameter. */
  id: text('id').primaryKey(),
  orgId: orgId(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Groups an identity provider pushes by SCIM; their names map to roles as the claim's do. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: id(),
    orgId: orgId(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    memberIds: jsonb('member_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scim_groups_org_name').on(t.orgId, t.displayName)],
);
export type ScimGroupRow = typeof scimGroups.$inferSelect;
