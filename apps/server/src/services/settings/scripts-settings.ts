/**
 * The organisation's scripts and cookie banner (docs/portal.md, Page chrome), as staff edit them.
 * Saving writes the customisation row, whose trigger bumps the content revision so portal views
 * follow.
 */
import { eq } from 'drizzle-orm';
import { editableScripts, type TScripts } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { portalCustomizations, type Scripts } from '../../db/schema/index.ts';
import { loadCustomization } from '../portal/load-portal.ts';

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
