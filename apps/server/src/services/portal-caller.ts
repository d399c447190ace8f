import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import {
  contentRevision,
  organizations,
  portalCustomizations,
  type CustomizationRow,
} from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import type { Organization } from './find-organization.ts';
import { loadCustomization } from './load-portal.ts';
import { resolveViewer, type ResolvedViewer, type ViewerRequest } from './resolve-viewer.ts';

export interface PortalCaller {
  org: Organization;
  customization: CustomizationRow;
  viewer: ResolvedViewer;
  /** The content revision read with the organisation (see services/portal-view-cache.ts). */
  revision: number;
}

/**
 * The organisation of a portal route, its customisation, the content revision (one round trip),
 * and who is calling. Unknown organisations answer 404 'Company not found'.
 */
export async function resolvePortalCaller(
  db: Db,
  orgSlug: string,
  request: ViewerRequest,
): Promise<PortalCaller> {
  const [row] = await db
    .select({
      org: organizations,
      customization: portalCustomizations,
      revision: contentRevision.revision,
    })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .leftJoin(contentRevision, eq(contentRevision.id, 1))
    .where(eq(organizations.slug, orgSlug));
  if (!row) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  const { org } = row;
  const customization = row.customization ?? (await loadCustomization(db, org.id));
  const viewer = await resolveViewer(db, { id: org.id, ...customization }, request);
  return { org, customization, viewer, revision: row.revision ?? 0 };
}
