/**
 * `/byoid/{orgId}/welcome?byoidJwt=…` (docs/access.md, Bring your own identity): a token the
 * company's identity provider signed signs its user in as a member of the account the provider was
 * registered for. The signature is checked with the registered key (jose), the claims by the core
 * rule, and the token's id is spent once; the member is added and given a session as a granted
 * request is.
 */
import { and, eq } from 'drizzle-orm';
import { compactVerify, decodeJwt, errors, type CompactVerifyGetKey } from 'jose';
import type { KeyObject } from 'node:crypto';
import {
  BYOID_FAILURE_MESSAGES,
  checkByoidClaims,
  hasCurrentAccess,
  issuerOf,
  type ByoidFailure,
  type ByoidIdentity,
  type ErrorCode,
  type PrivateLeave,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import {
  accountMembers,
  accounts,
  identityProviders,
  spentTokens,
  type IdentityProviderRow,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { createSession } from '../sessions.ts';
import { grantAccess } from '../grant.ts';
import { startVisit } from '../../members/visits/since-last-visit.ts';
import { byoidAudience } from './manage-providers.ts';
import { BYOID_ALGORITHMS, providerKeySet, publicKeyOf } from './provider-keys.ts';
import { assertPortalOpen } from '../publication-gate.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export interface ByoidSignIn {
  session: { token: string; expiresAt: Date };
  accountId: string;
  /** The member's first sign-in: the portal welcomes them. */
  firstVisit: boolean;
}

const STATUS: Record<ByoidFailure, number> = {
  expired: 401,
  bad_signature: 401,
  wrong_audience: 401,
  wrong_issuer: 401,
  replayed: 401,
  invalid: 400,
  not_offered: 404,
  no_email: 400,
  no_access: 403,
  provider_unreachable: 502,
  not_started: 403,
};

export const byoidRefusal = (reason: ByoidFailure) =>
  new AppError(`byoid_${reason}` as ErrorCode, BYOID_FAILURE_MESSAGES[reason], STATUS[reason]);

/**
 * The key jose checks the signature with: the PEM key, or the JWKS of its address (kept a while;
 * `renew` fetches it again when the kept one may be old).
 */
async function keyOf(
  provider: IdentityProviderRow,
  allowPrivate: PrivateLeave,
  renew: boolean,
): Promise<KeyObject | CompactVerifyGetKey> {
  if (provider.publicKey) return publicKeyOf(provider.publicKey);
  if (!provider.jwksUrl) throw byoidRefusal('bad_signature');
  const keys = await providerKeySet(provider.jwksUrl, allowPrivate, renew);
  if (!keys) throw byoidRefusal('provider_unreachable');
  return keys;
}

/** The token's claims once its signature verifies, or why it does not. */
async function verifiedClaims(
  provider: IdentityProviderRow,
  token: string,
  allowPrivate: PrivateLeave,
  renew = false,
): Promise<unknown> {
  try {
    const key = await keyOf(provider, allowPrivate, renew);
    const verified = await compactVerify(token, key, { algorithms: BYOID_ALGORITHMS });
    return JSON.parse(new TextDecoder().decode(verified.payload)) as unknown;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A key the kept set does not hold may be a new one: the set is fetched again, once.
    if (error instanceof errors.JWKSNoMatchingKey && !renew && provider.jwksUrl) {
      return verifiedClaims(provider, token, allowPrivate, true);
    }
    if (error instanceof SyntaxError || error instanceof errors.JWSInvalid) {
      throw byoidRefusal('invalid');
    }
    throw byoidRefusal('bad_signature');
  }
}

/** The provider of the token's issuer; a token is read unverified only to pick the key. */
async function providerOf(deps: Deps, orgId: string, token: string) {
  let issuer: string | null;
  try {
    issuer = issuerOf(decodeJwt(token));
  } catch {
    throw byoidRefusal('invalid');
  }
  const providers = await deps.db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.orgId, orgId));
  if (providers.length === 0) throw byoidRefusal('not_offered');
  const provider = providers.find((p) => p.issuer === issuer);
  if (!provider) throw byoidRefusal('wrong_issuer');
  return provider;
}

/** Adds the member to the account (as a granted request does) and spends the token, at once. */
async function admitMember(
  deps: Deps,
  orgId: string,
  provider: IdentityProviderRow,
  identity: ByoidIdentity,
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const spent = await tx
      .insert(spentTokens)
      .values({ jti: `byoid:${provider.id}:${identity.jti}`, expiresAt: identity.expiresAt })
      .onConflictDoNothing()
      .returning({ jti: spentTokens.jti });
    if (spent.length === 0) throw byoidRefusal('replayed');
    const [known] = await tx
      .select({ lastSeenAt: accountMembers.lastSeenAt })
      .from(accountMembers)
      .where(
        and(
          eq(accountMembers.accountId, provider.accountId),
          eq(accountMembers.email, identity.email),
        ),
      );
    const { memberId } = await grantAccess(tx, {
      orgId,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      companyName: '',
      accountId: provider.accountId,
      permissionProfileId: null,
      isAutoApproved: true,
      now,
    });
    await tx.update(accountMembers).set({ lastSeenAt: now }).where(eq(accountMembers.id, memberId));
    return { memberId, firstVisit: !known?.lastSeenAt };
  });
}

/** What a token vouches for once every check passed (nothing spent yet). */
async function checkedToken(deps: Deps, orgId: string, token: string, now: Date) {
  // Nobody signs in to a trust center that is not published (docs/portal.md, Publication).
  await assertPortalOpen(deps.db, orgId, undefined);
  const provider = await providerOf(deps, orgId, token);
  const claims = await verifiedClaims(provider, token, deps.config.outbound.allowPrivate);
  const outcome = checkByoidClaims(claims, {
    audience: await byoidAudience(deps, orgId),
    issuer: provider.issuer,
    now,
  });
  if (!outcome.ok) throw byoidRefusal(outcome.reason);
  // The provider never renews an account's access: staff decide that.
  const [account] = await deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, provider.accountId), eq(accounts.orgId, orgId)));
  if (!account || !hasCurrentAccess(account, now)) throw byoidRefusal('no_access');
  return { provider, identity: outcome.identity, account };
}

/**
 * The first step, in the visitor's browser: whom the token would sign in, for the visitor to
 * confirm. Nothing is spent; the route gives the browser its state.
 */
export async function startByoidSignIn(
  deps: Deps,
  orgId: string,
  token: string,
  now = new Date(),
): Promise<{ email: string; company: string }> {
  const { identity, account } = await checkedToken(deps, orgId, token, now);
  return { email: identity.email, company: account.companyName };
}

/**
 * Signs the token's user in. `sameBrowser` says whether the request carries the state its start
 * gave this browser: a sign-in completed in a browser that did not start it (one a page of
 * another site sent to the welcome address) is refused.
 */
export async function signInWithByoid(
  deps: Deps,
  orgId: string,
  token: string,
  sameBrowser: boolean,
  now = new Date(),
): Promise<ByoidSignIn> {
  await assertPortalOpen(deps.db, orgId, undefined);
  if (!sameBrowser) throw byoidRefusal('not_started');
  const { provider, identity, account } = await checkedToken(deps, orgId, token, now);
  const { memberId, firstVisit } = await admitMember(deps, orgId, provider, identity, now);
  const session = await createSession(deps.db, { accountMemberId: memberId });
  await startVisit(deps.db, memberId, now);
  return { session, accountId: account.id, firstVisit };
}
