import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { isDomainServable, orgScriptsMayRun, type TenantHost } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains, organizations } from '../../db/schema/index.ts';
import {
  countOrganizations,
  findSoleOrganization,
  type Organization,
} from './find-organization.ts';

export type HostResolution =
  | {
      kind: 'custom-domain';
      org: Organization;
      /** The page's link origin, from the stored domain (see `customDomainOrigin`). */
      origin: string;
    }
  | { kind: 'main'; soleOrg: Organization | null }
  | { kind: 'unknown' };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The origin of a custom domain's links (canonical, og:url, og:image): the domain as stored,
 * never the Host header as sent (its port and letter case are the client's), over https unless
 * the main host itself is configured as plain http (PUBLIC_URL), as on a local installation.
 */
export function customDomainOrigin(domain: string, publicUrl: string): string {
  const scheme = new URL(publicUrl).protocol === 'http:' ? 'http' : 'https';
  return new URL(`${scheme}://${domain}`).origin;
}

/** The Host header's name: without its port and brackets, a final dot or upper case. */
const hostName = (hostHeader: string | undefined): string =>
  (hostHeader ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    // A fully qualified name ('trust.example.com.') is the same host.
    .replace(/\.$/, '')
    .toLowerCase();

/** The organisation a custom domain serves now; null when none does (pending, lapsed, unknown). */
async function servedDomain(db: Db, host: string) {
  if (!host) return null;
  const rows = await db
    .select({ domain: customDomains, org: organizations })
    .from(customDomains)
    .innerJoin(organizations, eq(organizations.id, customDomains.orgId))
    .where(eq(customDomains.domain, host));
  const now = new Date();
  return rows.find((row) => isDomainServable(row.domain, now)) ?? null;
}

const isMainHostName = (host: string, publicUrl: string) =>
  !host || LOOPBACK.has(host) || isIP(host) !== 0 || host === new URL(publicUrl).hostname;

/**
 * Which portal a Host header serves (docs/portal.md, Hosts and custom domains): a mapped custom
 * domain serves its organisation at `/` while its verification allows; the main host
 * (PUBLIC_URL's host, localhost, any IP literal, never a custom domain) serves the sole
 * organisation or the app; any other host, an unverified or lapsed domain too, is an unknown
 * custom domain.
 */
export async function resolveHost(
  db: Db,
  hostHeader: string | undefined,
  publicUrl: string,
): Promise<HostResolution> {
  const host = hostName(hostHeader);
  if (isMainHostName(host, publicUrl)) {
    return { kind: 'main', soleOrg: await findSoleOrganization(db) };
  }
  const mapped = await servedDomain(db, host);
  if (!mapped) return { kind: 'unknown' };
  return {
    kind: 'custom-domain',
    org: mapped.org,
    origin: customDomainOrigin(mapped.domain.domain, publicUrl),
  };
}

/**
 * The kind of host a request came to, for the host guard (routes/host-guard.ts): the main host
 * without a query, else the organisation whose verified domain it is, else unknown.
 */
export async function resolveTenantHost(
  db: Db,
  hostHeader: string | undefined,
  publicUrl: string,
): Promise<TenantHost> {
  const host = hostName(hostHeader);
  if (isMainHostName(host, publicUrl)) return { kind: 'main' };
  const mapped = await servedDomain(db, host);
  return mapped
    ? { kind: 'custom-domain', orgId: mapped.org.id, orgSlug: mapped.org.slug }
    : { kind: 'unknown' };
}

/**
 * Whether the organisation's third-party scripts run on its portal's pages served on the host
 * (core `orgScriptsMayRun`; docs/portal.md, Scripts and cookies).
 */
export async function orgScriptsRunOn(db: Db, host: TenantHost, orgId: string): Promise<boolean> {
  return orgScriptsMayRun({ host, orgId, organizationCount: await countOrganizations(db) });
}
