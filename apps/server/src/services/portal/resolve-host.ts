import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { isDomainServable } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains, organizations } from '../../db/schema/index.ts';
import { findSoleOrganization, type Organization } from './find-organization.ts';

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

/**
 * Which portal a Host header serves (docs/portal.md, Hosts and custom domains): a mapped custom
 * domain serves its organisation at `/` while its verification allows; the main host
 * (PUBLIC_URL's host, localhost, any IP literal) serves the sole organisation or the app; any
 * other host, an unverified or lapsed domain too, is an unknown custom domain.
 */
export async function resolveHost(
  db: Db,
  hostHeader: string | undefined,
  publicUrl: string,
): Promise<HostResolution> {
  const host = (hostHeader ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    // A fully qualified name ('trust.example.com.') is the same host.
    .replace(/\.$/, '')
    .toLowerCase();
  if (host) {
    const [mapped] = await db
      .select({ domain: customDomains, org: organizations })
      .from(customDomains)
      .innerJoin(organizations, eq(organizations.id, customDomains.orgId))
      .where(eq(customDomains.domain, host));
    if (mapped && isDomainServable(mapped.domain, new Date())) {
      return {
        kind: 'custom-domain',
        org: mapped.org,
        origin: customDomainOrigin(mapped.domain.domain, publicUrl),
      };
    }
  }
  if (!host || LOOPBACK.has(host) || isIP(host) || host === new URL(publicUrl).hostname) {
    return { kind: 'main', soleOrg: await findSoleOrganization(db) };
  }
  return { kind: 'unknown' };
}
