/**
 * The organisation's scripts and cookie banner (docs/portal.md, Page chrome), as staff edit them.
 * Saving writes the customisation row, whose trigger bumps the content revision so portal views
 * follow.
 */
import { asc, eq } from 'drizzle-orm';
import {
  editableScripts,
  isDomainServable,
  scriptsReach,
  type TScripts,
  type TScriptsReach,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains, portalCustomizations, type Scripts } from '../../db/schema/index.ts';
import { countOrganizations } from '../portal/find-organization.ts';
import { loadCustomization } from '../portal/load-portal.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

export async function loadScriptsSettings(db: Db, orgId: string): Promise<TScripts> {
  return editableScripts((await loadCustomization(db, orgId)).scripts);
}

/** Saves settings the core schema accepted (an unsupported banner type never gets here). */
export async function saveScriptsSettings(
  db: Db,
  orgId: string,
  scripts: TScripts,
): Promise<TScripts> {
  await loadCustomization(db, orgId);
  await db
    .update(portalCustomizations)
    .set({ scripts: scripts as Scripts })
    .where(eq(portalCustomizations.orgId, orgId));
  return loadScriptsSettings(db, orgId);
}

/**
 * Where the organisation's scripts run (core `scriptsReach`): its custom domains served now, and
 * its portal on the main host while the instance holds it alone.
 */
export async function loadScriptsReach(
  db: Db,
  staff: Pick<StaffCaller, 'orgId' | 'orgSlug'>,
  publicUrl: string,
): Promise<TScriptsReach> {
  const domains = await db
    .select()
    .from(customDomains)
    .where(eq(customDomains.orgId, staff.orgId))
    .orderBy(asc(customDomains.domain));
  const now = new Date();
  return scriptsReach({
    servedDomains: domains.filter((row) => isDomainServable(row, now)).map((row) => row.domain),
    organizationCount: await countOrganizations(db),
    mainPortalUrl: `${new URL(publicUrl).origin}/trust/${staff.orgSlug}`,
  });
}
