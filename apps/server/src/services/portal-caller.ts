import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { MESSAGES } from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { organizations, portalCustomizations, type CustomizationRow } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import { addLogFields, type CallerKind } from '../lib/log-context.ts';
import type { Organization } from './find-organization.ts';
import { loadCustomization } from './load-portal.ts';
import { resolveViewer, type ResolvedViewer, type ViewerRequest } from './resolve-viewer.ts';

export interface PortalCaller {
  org: Organization;
  customization: CustomizationRow;
  viewer: ResolvedViewer;
  /** The content revision the organisation was read at (see services/answer-cache.ts). */
  revision: number;
}

interface PortalOrganization {
  org: Organization;
  customization: CustomizationRow;
}

/**
 * Organisations and their customisation as read at a content revision, per database: both raise
 * the revision when they change, so an entry is never stale, only unused once it has moved on.
 */
const organizationsAt = new WeakMap<AppDeps['db'], LRUCache<string, PortalOrganization>>();

function organizationCache(db: AppDeps['db']) {
  let cache = organizationsAt.get(db);
  if (!cache) {
    cache = new LRUCache<string, PortalOrganization>({ max: 200 });
    organizationsAt.set(db, cache);
  }
  return cache;
}

async function loadOrganization(
  db: AppDeps['db'],
  orgSlug: string,
): Promise<PortalOrganization | undefined> {
  const [row] = await db
    .select({ org: organizations, customization: portalCustomizations })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.slug, orgSlug));
  if (!row) return undefined;
  return {
    org: row.org,
    customization: row.customization ?? (await loadCustomization(db, row.org.id)),
  };
}

const CALLER_KINDS: Record<ResolvedViewer['mode'], CallerKind> = {
  public: 'anonymous',
  account: 'member',
  preview: 'staff',
  main: 'staff',
};

/**
 * The organisation of a portal route, its customisation, the content revision, and who is
 * calling. The revision costs one light query on PostgreSQL and none on the embedded database;
 * the organisation is read once per revision. Unknown organisations answer 404 'Company not found'.
 * The request's log names the organisation and the caller's kind and mode from then on.
 */
export async function resolvePortalCaller(
  { db, revisions }: Pick<AppDeps, 'db' | 'revisions'>,
  orgSlug: string,
  request: ViewerRequest,
): Promise<PortalCaller> {
  const revision = await revisions.current();
  const cache = organizationCache(db);
  const key = `${revision}:${orgSlug}`;
  let found = cache.get(key);
  if (!found) {
    found = await loadOrganization(db, orgSlug);
    if (!found) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
    cache.set(key, found);
  }
  const { org, customization } = found;
  const viewer = await resolveViewer(db, { id: org.id, ...customization }, request);
  addLogFields({
    org: org.slug,
    orgId: org.id,
    caller: CALLER_KINDS[viewer.mode],
    mode: viewer.mode,
  });
  return { org, customization, viewer, revision };
}
