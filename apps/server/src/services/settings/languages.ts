/**
 * Which languages the organisation's portal is offered in, and its default (docs/languages.md).
 * Saving writes the customisation row, whose trigger raises the content revision, so portal
 * answers follow.
 */
import { eq } from 'drizzle-orm';
import { languageSettingsOf, type TLanguageSettings } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { portalCustomizations } from '../../db/schema/index.ts';
import { loadCustomization } from '../portal/load-portal.ts';

export async function loadLanguageSettings(db: Db, orgId: string): Promise<TLanguageSettings> {
  const c = await loadCustomization(db, orgId);
  const settings = languageSettingsOf({ offered: c.languages, defaultLanguage: c.defaultLanguage });
  return { offered: [...settings.offered], defaultLanguage: settings.defaultLanguage };
}

/** Saves settings the core schema accepted (the default is one of the offered languages). */
export async function saveLanguageSettings(
  db: Db,
  orgId: string,
  settings: TLanguageSettings,
): Promise<TLanguageSettings> {
  await loadCustomization(db, orgId);
  await db
    .update(portalCustomizations)
    .set({ languages: [...settings.offered], defaultLanguage: settings.defaultLanguage })
    .where(eq(portalCustomizations.orgId, orgId));
  return loadLanguageSettings(db, orgId);
}
