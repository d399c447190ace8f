import type { Db } from '../db/client.ts';
import { findOrganizationBySlug, type Organization } from './find-organization.ts';
import { loadCustomization, type CustomizationRow } from './load-portal.ts';
import { resolveViewer, type ResolvedViewer, type ViewerRequest } from './resolve-viewer.ts';

export interface PortalCaller {
  org: Organization;
  customization: CustomizationRow;
  viewer: ResolvedViewer;
}

/** The organisation of a portal route, its customisation, and who is calling. */
export async function resolvePortalCaller(
  db: Db,
  orgSlug: string,
  request: ViewerRequest,
): Promise<PortalCaller> {
  const org = await findOrganizationBySlug(db, orgSlug);
  const customization = await loadCustomization(db, org.id);
  const viewer = await resolveViewer(db, { id: org.id, ...customization }, request);
  return { org, customization, viewer };
}
