/**
 * Identity providers as staff manage them (scope app:settings): each signs its users in as
 * members of one account. A key is checked before it is saved; an issuer names one provider.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  MEMBER_MESSAGES as M,
  refusalOf,
  type TIdentityProviderInput,
  type TIdentityProviderList,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import { accounts, identityProviders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { checkJwksUrl, publicKeyOf } from './provider-keys.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The audience every token must carry: the organisation's portal address. */
export async function byoidAudience(deps: Deps, orgId: string): Promise<string> {
  return (await mailSenderOf(deps.db, deps.config.publicUrl, orgId)).portalUrl;
}

export async function listIdentityProviders(
  deps: Deps,
  orgId: string,
): Promise<TIdentityProviderList> {
  const rows = await deps.db
    .select({ provider: identityProviders, accountName: accounts.companyName })
    .from(identityProviders)
    .innerJoin(accounts, eq(accounts.id, identityProviders.accountId))
    .where(eq(identityProviders.orgId, orgId))
    .orderBy(asc(accounts.companyName), asc(identityProviders.issuer));
  const choices = await deps.db
    .select({ id: accounts.id, name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.orgId, orgId))
    .orderBy(asc(accounts.companyName));
  return {
    audience: await byoidAudience(deps, orgId),
    accounts: choices,
    providers: rows.map(({ provider, accountName }) => ({
      id: provider.id,
      accountId: provider.accountId,
      accountName,
      issuer: provider.issuer,
      jwksUrl: provider.jwksUrl,
      hasPublicKey: provider.publicKey !== null,
      createdAt: provider.createdAt.toISOString(),
    })),
  };
}

/** Saves a provider whose key jose can verify with; answers the list. */
export async function addIdentityProvider(
  deps: Deps,
  orgId: string,
  input: TIdentityProviderInput,
): Promise<TIdentityProviderList> {
  const [account] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), eq(accounts.orgId, orgId)));
  if (!account) throw refusalOf(API_ERRORS.accountNotFound, 404);
  const [taken] = await deps.db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(and(eq(identityProviders.orgId, orgId), eq(identityProviders.issuer, input.issuer)));
  if (taken) throw new AppError('conflict', M.byoidIssuerTaken, 409);
  if (input.publicKey) await publicKeyOf(input.publicKey);
  else if (input.jwksUrl) await checkJwksUrl(input.jwksUrl, deps.config.outbound.allowPrivate);
  await deps.db.insert(identityProviders).values({
    orgId,
    accountId: account.id,
    issuer: input.issuer,
    jwksUrl: input.jwksUrl ?? null,
    publicKey: input.publicKey ?? null,
  });
  return listIdentityProviders(deps, orgId);
}

export async function removeIdentityProvider(
  deps: Deps,
  orgId: string,
  id: string,
): Promise<TIdentityProviderList> {
  const removed = await deps.db
    .delete(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.orgId, orgId)))
    .returning({ id: identityProviders.id });
  if (removed.length === 0) throw refusalOf(API_ERRORS.identityProviderNotFound, 404);
  return listIdentityProviders(deps, orgId);
}
