/**
 * The identity provider's configuration, discovered from its issuer under the outbound-address
 * rule (docs/integrations.md, Outbound addresses): every request openid-client makes for a
 * sign-in (discovery, code exchange, user info) goes through `lib/outbound.ts`. What it discovered
 * is kept ten minutes, and a failure one minute, so anonymous sign-in starts do not make the
 * server ask the issuer each time.
 */
import type { PrivateLeave } from '@trustfront/core';
import { createHash } from 'node:crypto';
import type * as oidc from 'openid-client';
import type { Db } from '../../../db/client.ts';
import type { StaffSsoRow } from '../../../db/schema/index.ts';
import { log } from '../../../lib/log-context.ts';
import { outboundFetch } from '../../../lib/outbound.ts';
import { clientSecretOf } from './client-secret.ts';

const KEPT_MS = 10 * 60 * 1000;
const FAILURE_KEPT_MS = 60 * 1000;
const MAX_KEPT = 200;

type Discovered = { config: oidc.Configuration } | { failed: true };
const kept = new Map<string, { discovered: Discovered; at: number }>();

export interface DiscoveryDeps {
  db: Db;
  /** The deployment's SECRET, which seals the client secret. */
  appSecret: string;
  /** The operator's leave for private addresses and plain http (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: PrivateLeave;
}

async function discoverNow(
  sso: StaffSsoRow,
  clientSecret: string,
  allowPrivate: PrivateLeave,
): Promise<Discovered> {
  // Loaded with the first sign-in through a provider, not at every start (docs/deploy.md, Sizing).
  const client = await import('openid-client');
  const options: oidc.DiscoveryRequestOptions = {
    [client.customFetch]: outboundFetch({ allowPrivate }) as oidc.CustomFetch,
    ...(allowPrivate && sso.issuer.startsWith('http://')
      ? { execute: [client.allowInsecureRequests] }
      : {}),
  };
  try {
    const config = await client.discovery(
      new URL(sso.issuer),
      sso.clientId,
      clientSecret,
      undefined,
      options,
    );
    return { config };
  } catch (error) {
    // The reason in general words only: never what the issuer answered.
    const reason = error instanceof Error ? error.constructor.name : 'unknown';
    log().warn({ issuer: sso.issuer, reason }, 'single sign-on discovery failed');
    return { failed: true };
  }
}

/** The provider's configuration, or null when its issuer could not be asked (kept a minute). */
export async function discoverSso(
  deps: DiscoveryDeps,
  sso: StaffSsoRow,
  now = Date.now(),
): Promise<oidc.Configuration | null> {
  const clientSecret = await clientSecretOf(deps.db, deps.appSecret, sso);
  const key = createHash('sha256')
    .update(JSON.stringify([sso.orgId, sso.issuer, sso.clientId, clientSecret, deps.allowPrivate]))
    .digest('hex');
  const found = kept.get(key);
  const fresh =
    found && now - found.at < ('failed' in found.discovered ? FAILURE_KEPT_MS : KEPT_MS);
  let discovered = found?.discovered;
  if (!fresh || !discovered) {
    discovered = await discoverNow(sso, clientSecret, deps.allowPrivate);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { discovered, at: now });
  }
  return 'config' in discovered ? discovered.config : null;
}
