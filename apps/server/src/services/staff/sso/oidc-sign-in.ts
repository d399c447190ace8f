/**
 * Staff sign-in by OpenID Connect (docs/staff.md, Single sign-on), with openid-client: the
 * authorization code flow with PKCE, a state and a nonce kept for ten minutes. The identity
 * coming back is decided by the core rule `ssoSignInDecision`: a staff member signs in (their
 * role following their groups), someone new joins with the role their groups give, anyone else is
 * refused with the reason.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type * as oidc from 'openid-client';
import {
  AppError,
  SSO_FAILURES,
  groupsOfClaim,
  ssoSignInDecision,
  type SsoFailure,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { organizations, ssoSignIns, users, type StaffSsoRow } from '../../../db/schema/index.ts';
import { log } from '../../../lib/log-context.ts';
import { recordSystemAudit } from '../../audit/audit.ts';
import { discoverSso, type DiscoveryDeps } from './discovery.ts';
import { loadSso, ssoAddresses } from './settings.ts';

const SIGN_IN_TTL_MS = 10 * 60 * 1000;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** A sign-in that did not succeed: its reason in the details, for the sign-in page. */
export const ssoRefusal = (reason: SsoFailure, status = 403) =>
  new AppError(
    reason === 'not_offered'
      ? 'sso_not_offered'
      : reason === 'failed'
        ? 'sso_failed'
        : 'sso_refused',
    SSO_FAILURES[reason],
    status,
    { reason },
  );

/** What a sign-in takes: the database, the SECRET, the operator's leave, the public address. */
export interface SsoDeps extends DiscoveryDeps {
  publicUrl: string;
}

/** The provider's configuration (kept a while), or the refusal when its issuer cannot be asked. */
async function discover(deps: SsoDeps, sso: StaffSsoRow): Promise<oidc.Configuration> {
  const config = await discoverSso(deps, sso);
  if (!config) throw ssoRefusal('failed', 502);
  return config;
}

/** The organisation's enabled single sign-on, or the refusal. */
async function enabledSso(db: Db, orgSlug: string): Promise<StaffSsoRow> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, orgSlug.trim().toLowerCase()));
  const sso = org ? await loadSso(db, org.id) : null;
  if (!sso?.enabled) throw ssoRefusal('not_offered', 404);
  return sso;
}

/** Starts a sign-in: the provider's authorization URL and the state the browser keeps. */
export async function startSsoSignIn(
  deps: SsoDeps,
  orgSlug: string,
  now = new Date(),
): Promise<{ url: string; state: string }> {
  const { db, publicUrl } = deps;
  const sso = await enabledSso(db, orgSlug);
  const config = await discover(deps, sso);
  // Loaded with the first sign-in through a provider, not at every start (docs/deploy.md, Sizing).
  const client = await import('openid-client');
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, now));
  await db.insert(ssoSignIns).values({
    id: hashState(state),
    orgId: sso.orgId,
    nonce,
    codeVerifier,
    expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: ssoAddresses(publicUrl).redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

/**
 * Finishes a sign-in from the provider's redirect: `query` is the callback's query string,
 * `browserState` the state the browser kept. Answers the staff member to sign in.
 */
export async function finishSsoSignIn(
  deps: SsoDeps,
  query: string,
  browserState: string | undefined,
  now = new Date(),
): Promise<string> {
  const { db, publicUrl } = deps;
  const state = new URLSearchParams(query).get('state') ?? '';
  // The browser must be the one that started: a callback carried to another browser is refused.
  if (!state || state !== browserState) throw ssoRefusal('expired', 400);
  const [started] = await db
    .delete(ssoSignIns)
    .where(eq(ssoSignIns.id, hashState(state)))
    .returning();
  if (!started || started.expiresAt < now) throw ssoRefusal('expired', 400);
  const sso = await loadSso(db, started.orgId);
  if (!sso?.enabled) throw ssoRefusal('not_offered', 404);
  const config = await discover(deps, sso);
  const client = await import('openid-client');
  const current = new URL(ssoAddresses(publicUrl).redirectUri);
  current.search = query;
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: started.codeVerifier,
      expectedState: state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = { ...idClaims };
    if (!(sso.groupsClaim in claims) || !claims.email) {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    }
  } catch (error) {
    // The reason in general words only: never what the provider answered.
    const reason = error instanceof Error ? error.constructor.name : 'unknown';
    log().warn({ issuer: sso.issuer, reason }, 'single sign-on code exchange failed');
    throw ssoRefusal('failed', 401);
  }
  return admitIdentity(db, sso, claims);
}

/** Signs in, creates or refuses the identity the provider vouched for. */
async function admitIdentity(
  db: Db,
  sso: StaffSsoRow,
  claims: Record<string, unknown>,
): Promise<string> {
  const email =
    typeof claims.email === 'string' && claims.email_verified !== false
      ? claims.email.trim().toLowerCase()
      : null;
  const [user] = email
    ? await db
        .select({ id: users.id, roleId: users.roleId, deactivatedAt: users.deactivatedAt })
        .from(users)
        // This organisation's staff member of the address only: another's is another person's.
        .where(and(eq(users.orgId, sso.orgId), eq(users.email, email)))
    : [];
  const decision = ssoSignInDecision({
    email,
    user: user ? { ...user, deactivated: user.deactivatedAt !== null } : null,
    groups: groupsOfClaim(claims[sso.groupsClaim]),
    mapping: sso.groupRoles,
    defaultRoleId: sso.defaultRoleId,
  });
  if (decision.kind === 'refused') throw ssoRefusal(decision.reason);
  if (decision.kind === 'sign_in') {
    if (user && user.roleId !== decision.roleId) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ roleId: decision.roleId })
          .where(eq(users.id, decision.userId));
        await recordSystemAudit(tx, sso.orgId, email ?? '', {
          action: 'staff.role',
          target: email ?? '',
          before: { roleId: user.roleId },
          after: { roleId: decision.roleId, by: 'single sign-on groups' },
        });
      });
    }
    return decision.userId;
  }
  const name =
    (typeof claims.name === 'string' && claims.name.trim().slice(0, 80)) ||
    (email ?? '').split('@')[0] ||
    'Staff member';
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ orgId: sso.orgId, email: email ?? '', name, roleId: decision.roleId })
      .returning({ id: users.id });
    await recordSystemAudit(tx, sso.orgId, email ?? '', {
      action: 'staff.sso_join',
      target: email ?? '',
      before: null,
      after: { name, roleId: decision.roleId },
    });
    return (created as { id: string }).id;
  });
}
