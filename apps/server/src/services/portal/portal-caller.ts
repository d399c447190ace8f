import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { MESSAGES } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import {
  contentRevisions,
  organizations,
  portalCustomizations,
  type CustomizationRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { addLogFields, type CallerKind } from '../../lib/log-context.ts';
import type { Organization } from './find-organization.ts';
import { loadCustomization } from './load-portal.ts';
import {
  resolveViewer,
  type ResolvedViewer,
  type ViewerRequest,
} from '../access/resolve-viewer.ts';

export interface PortalCaller {
  org: Organization;
  customization: CustomizationRow;
  viewer: ResolvedViewer;
  /** The organisation's content revision it was read at (see services/portal/answer-cache.ts). */
  revision: number;
}

interface PortalOrganization {
  org: Organization;
  customization: CustomizationRow;
  /** The organisation's content revision when both were read. */
  revision: number;
}

/**
 * Organisations and their customisation by slug, per database, each with the organisation's
 * revision when read. Both tables raise that revision, and so does a change of slug (another
 * organisation can only take a slug once it was given up): an entry is current exactly while
 * its organisation's revision has not moved.
 */
const organizationsBySlug = new WeakMap<AppDeps['db'], LRUCache<string, PortalOrganization>>();

function organizationCache(db: AppDeps['db']) {
  let cache = organizationsBySlug.get(db);
  if (!cache) {
    cache = new LRUCache<string, PortalOrganization>({ max: 200 });
    organizationsBySlug.set(db, cache);
  }
  return cache;
}

/** The organisation, its customisation and its revision, read together (one snapshot). */
async function loadOrganization(
  db: AppDeps['db'],
  orgSlug: string,
): Promise<PortalOrganization | undefined> {
  const [row] = await db
    .select({
      org: organizations,
      customization: portalCustomizations,
      revision: contentRevisions.revision,
    })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .leftJoin(contentRevisions, eq(contentRevisions.orgId, organizations.id))
    .where(eq(organizations.slug, orgSlug));
  if (!row) return undefined;
  return {
    org: row.org,
    // Made with the defaults when missing, which raises the revision: the next request reads again.
    customization: row.customization ?? (await loadCustomization(db, row.org.id)),
    revision: row.revision ?? 0,
  };
}

const CALLER_KINDS: Record<ResolvedViewer['mode'], CallerKind> = {
  public: 'anonymous',
  account: 'member',
  preview: 'staff',
  main: 'staff',
};

/**
 * The organisation of a portal route, its customisation, its content revision, and who is
 * calling. The revision costs one light query on PostgreSQL and none on the embedded database;
 * the organisation is read again only once its revision has moved. Unknown organisations answer
 * 404 'Company not found', an unpublished one 404 'This trust center is not published yet' to
 * anyone but its staff. The request's log names the organisation and the caller's kind and
 * mode from then on.
 */
export async function resolvePortalCaller(
  { db, revisions }: Pick<AppDeps, 'db' | 'revisions'>,
  orgSlug: string,
  request: ViewerRequest,
): Promise<PortalCaller> {
  const cache = organizationCache(db);
  let found = cache.get(orgSlug);
  if (!found || found.revision !== (await revisions.of(found.org.id))) {
    found = await loadOrganization(db, orgSlug);
    if (!found) {
      cache.delete(orgSlug);
      throw notFound(MESSAGES.companyNotFound, 'company_not_found');
    }
    cache.set(orgSlug, found);
  }
  const { org, customization, revision } = found;
  const viewer = await resolveViewer(
    db,
    { id: org.id, publishedAt: org.publishedAt, ...customization },
    request,
  );
  addLogFields({
    org: org.slug,
    orgId: org.id,
    caller: CALLER_KINDS[viewer.mode],
    mode: viewer.mode,
  });
  return { org, customization, viewer, revision };
}
