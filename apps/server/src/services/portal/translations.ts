/**
 * Staff's texts in one language, as the portal's answers read them (docs/languages.md,
 * Translated texts). None are read for the organisation's default language: its own columns
 * hold those.
 */
import { and, eq } from 'drizzle-orm';
import type { TLanguage, Translation } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema/index.ts';

export async function loadTranslations(
  db: Db,
  orgId: string,
  language: TLanguage,
  defaultLanguage: TLanguage,
): Promise<Translation[]> {
  if (language === defaultLanguage) return [];
  return db
    .select({
      entity: translations.entity,
      entityId: translations.entityId,
      field: translations.field,
      language: translations.language,
      text: translations.text,
    })
    .from(translations)
    .where(and(eq(translations.orgId, orgId), eq(translations.language, language)));
}
