/** An organisation's access settings (NDA, access duration, watermarking, legal links). */
import { eq } from 'drizzle-orm';
import { DEFAULT_ACCESS_SETTINGS, type TAccessSettings } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accessSettings } from '../../db/schema/index.ts';

/** The organisation's settings; the defaults when none were saved. */
export async function loadAccessSettings(db: Db, orgId: string): Promise<TAccessSettings> {
  const [row] = await db
    .select({
      ndaProvider: accessSettings.ndaProvider,
      ndaText: accessSettings.ndaText,
      accessDurationDays: accessSettings.accessDurationDays,
      watermarkDocuments: accessSettings.watermarkDocuments,
      termsUrl: accessSettings.termsUrl,
      privacyUrl: accessSettings.privacyUrl,
    })
    .from(accessSettings)
    .where(eq(accessSettings.orgId, orgId));
  return row ?? DEFAULT_ACCESS_SETTINGS;
}

/** Saves every setting at once (the form sends them all), creating the row on first save. */
export async function saveAccessSettings(
  db: Db,
  orgId: string,
  settings: TAccessSettings,
): Promise<TAccessSettings> {
  await db
    .insert(accessSettings)
    .values({ orgId, ...settings })
    .onConflictDoUpdate({ target: accessSettings.orgId, set: settings });
  return loadAccessSettings(db, orgId);
}
