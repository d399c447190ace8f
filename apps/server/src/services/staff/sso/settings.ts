/**
 * An organisation's staff single sign-on settings (Settings → Single sign-on, scope
 * app:settings): read back without the client secret, saved with the roles they name and the
 * issuer checked and the client secret sealed, and the SCIM token made (shown once, kept as its
 * SHA-256).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  AppError,
  SSO_MESSAGES as M,
  ZStaffSsoSettingsInput,
  outboundUrlMessage,
  outboundUrlProblem,
  requireSsoChange,
  type TStaffSsoSettings,
  type PrivateLeave,
} from '@trustfront/core';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import {
  apiTokens,
  roles,
  sessions,
  staffSso,
  users,
  type StaffSsoRow,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../staff-caller.ts';
import { outboundHostProblem } from '../../../lib/outbound.ts';
import { sealClientSecret } from './client-secret.ts';
import type { DiscoveryDeps } from './discovery.ts';

/** The SCIM token's form: `scim_` and 43 characters of 256 random bits. */
const SCIM_TOKEN_PREFIX = 'scim_';

export const hashScimToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function loadSso(db: Db | Tx, orgId: string): Promise<StaffSsoRow | null> {
  const [row] = await db.select().from(staffSso).where(eq(staffSso.orgId, orgId));
  return row ?? null;
}

/** Where the identity provider sends staff back, and where SCIM is served. */
export const ssoAddresses = (publicUrl: string) => ({
  redirectUri: `${publicUrl}/api/auth/sso/callback`,
  scimUrl: `${publicUrl}/scim/v2`,
});

export function presentSso(row: StaffSsoRow | null, publicUrl: string): TStaffSsoSettings {
  return {
    enabled: row?.enabled ?? false,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    hasClientSecret: Boolean(row?.clientSecret),
    groupsClaim: row?.groupsClaim ?? 'groups',
    groupRoles: row?.groupRoles ?? [],
    defaultRoleId: row?.defaultRoleId ?? null,
    requireSso: row?.requireSso ?? false,
    ...ssoAddresses(publicUrl),
    scimTokenPrefix: row?.scimTokenPrefix ?? null,
  };
}

/**
 * Once single sign-on is required, no password keeps anyone in: every staff session of the
 * organisation not signed in by single sign-on ends, and every API token of the organisation is
 * revoked (a token was made from a session that may have been a password one, and outlives it).
 * Staff make new tokens from their single sign-on sessions. Answers what was ended.
 */
async function endPasswordAccess(tx: Tx, orgId: string) {
  const staffOfOrg = tx.select({ id: users.id }).from(users).where(eq(users.orgId, orgId));
  const sessionsEnded = await tx
    .delete(sessions)
    .where(
      and(
        inArray(sessions.userId, staffOfOrg),
        or(isNull(sessions.signedInBy), ne(sessions.signedInBy, 'sso')),
      ),
    )
    .returning({ id: sessions.id });
  const tokensRevoked = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.orgId, orgId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return { passwordSessionsEnded: sessionsEnded.length, apiTokensRevoked: tokensRevoked.length };
}

const ISSUER_FIELD = ['issuer', 'https://login.example.com'] as const;

/**
 * Refuses an issuer the outbound-address rule refuses (docs/integrations.md, Outbound addresses):
 * its form, then the addresses its host resolves to now (a host that does not resolve yet is
 * kept: every sign-in checks it again). Nothing is asked of the issuer itself.
 */
async function assertIssuerReachable(issuer: string, allowPrivate: PrivateLeave): Promise<void> {
  const problem = outboundUrlProblem(issuer, allowPrivate);
  const failure = problem ? null : await outboundHostProblem(issuer, allowPrivate);
  const refused = failure?.reason === 'refused' ? failure.problem : problem;
  if (!refused) return;
  const message = outboundUrlMessage(refused, ...ISSUER_FIELD);
  throw new AppError('invalid_request', message, 400, { fields: { issuer: message } });
}

/**
 * Saves the settings, the client secret sealed; every role named must be one of the
 * organisation's, and the issuer one the outbound-address rule lets the server ask. Turning
 * 'Require single sign-on' on is done from a single sign-on session only, and ends password
 * access (`requireSsoChange`, docs/staff.md).
 */
export async function saveSso(
  deps: Pick<DiscoveryDeps, 'db' | 'appSecret' | 'allowPrivate'>,
  staff: StaffCaller,
  input: z.output<typeof ZStaffSsoSettingsInput>,
): Promise<StaffSsoRow> {
  const { db } = deps;
  await assertIssuerReachable(input.issuer, deps.allowPrivate);
  const roleIds = [
    ...new Set([...input.groupRoles.map((g) => g.roleId), input.defaultRoleId ?? []].flat()),
  ];
  if (roleIds.length > 0) {
    const known = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, staff.orgId), inArray(roles.id, roleIds)));
    if (known.length !== roleIds.length) throw new AppError('invalid_request', M.roleUnknown, 400);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffSso).where(eq(staffSso.orgId, staff.orgId));
    const clientSecret = input.clientSecret
      ? sealClientSecret(deps.appSecret, input.clientSecret)
      : (before?.clientSecret ?? '');
    if (!clientSecret) throw new AppError('invalid_request', M.clientSecretRequired, 400);
    const change = requireSsoChange(before ?? null, input, staff.credential);
    if (change.kind === 'refused') {
      throw new AppError('sso_session_required', M.requireFromSso, 409);
    }
    const ended = change.kind === 'passwords_end' ? await endPasswordAccess(tx, staff.orgId) : null;
    const values = {
      enabled: input.enabled,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret,
      groupsClaim: input.groupsClaim,
      groupRoles: input.groupRoles,
      defaultRoleId: input.defaultRoleId,
      requireSso: input.requireSso,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(staffSso)
      .values({ orgId: staff.orgId, ...values })
      .onConflictDoUpdate({ target: staffSso.orgId, set: values })
      .returning();
    const shown = ({ clientSecret: _secret, updatedAt: _at, ...rest }: Partial<StaffSsoRow>) =>
      rest;
    await recordAudit(tx, staff, {
      action: 'sso.settings',
      target: 'Single sign-on',
      before: before ? shown(before) : null,
      after: { ...shown(values), ...ended },
    });
    return row as StaffSsoRow;
  });
}

/** A new SCIM token for the organisation, replacing the last; the token is answered once. */
export async function createScimToken(db: Db, staff: StaffCaller): Promise<string> {
  const token = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffSso)
      .set({ scimTokenHash: hashScimToken(token), scimTokenPrefix: token.slice(0, 9) })
      .where(eq(staffSso.orgId, staff.orgId))
      .returning({ orgId: staffSso.orgId });
    if (!updated) throw new AppError('sso_not_offered', M.notOffered, 400);
    await recordAudit(tx, staff, {
      action: 'sso.scim_token',
      target: 'Single sign-on',
      before: null,
      after: { prefix: token.slice(0, 9) },
    });
  });
  return token;
}

/** The organisation a SCIM bearer token belongs to, or null. */
export async function orgOfScimToken(db: Db, token: string): Promise<string | null> {
  if (!token.startsWith(SCIM_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ orgId: staffSso.orgId })
    .from(staffSso)
    .where(eq(staffSso.scimTokenHash, hashScimToken(token)));
  return row?.orgId ?? null;
}
