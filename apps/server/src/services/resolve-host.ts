import { isIP } from 'node:net';
import type { Db } from '../db/client.ts';
import {
  findOrganizationByDomain,
  findSoleOrganization,
  type Organization,
} from './find-organization.ts';

export type HostResolution =
  | { kind: 'custom-domain'; org: Organization }
  | { kind: 'main'; soleOrg: Organization | null }
  | { kind: 'unknown' };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Which portal a Host header serves (ARCHITECTURE.md §1): a mapped custom domain serves its
 * organisation at `/`; the main host (PUBLIC_URL's host, localhost, any IP literal) serves the
 * sole organisation or the app; any other host is an unknown custom domain.
 */
export async function resolveHost(
  db: Db,
  hostHeader: string | undefined,
  publicUrl: string,
): Promise<HostResolution> {
  const host = (hostHeader ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  const org = host ? await findOrganizationByDomain(db, host) : null;
  if (org) return { kind: 'custom-domain', org };
  if (!host || LOOPBACK.has(host) || isIP(host) || host === new URL(publicUrl).hostname) {
    return { kind: 'main', soleOrg: await findSoleOrganization(db) };
  }
  return { kind: 'unknown' };
}
