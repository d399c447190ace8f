/**
 * Staff's texts in one language, as the portal's answers read them (docs/languages.md,
 * Translated texts). None are read for the organisation's default language: its own columns
 * hold those. The portal's rows take them before the view is presented, so that the presenter
 * and everything after it see one language.
 */
import { and, eq } from 'drizzle-orm';
import {
  cardDefaultTitleIn,
  languageSettingsOf,
  translator,
  type LanguageSettings,
  type TLanguage,
  type TranslateText,
  type Translation,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { portalCustomizations, translations } from '../../db/schema/index.ts';
import type { PortalData } from './load-portal.ts';
import type { TTopic } from '@trustfront/core';

const columns = {
  entity: translations.entity,
  entityId: translations.entityId,
  field: translations.field,
  language: translations.language,
  text: translations.text,
};

export async function loadTranslations(
  db: Db,
  orgId: string,
  language: TLanguage,
  defaultLanguage: TLanguage,
): Promise<Translation[]> {
  if (language === defaultLanguage) return [];
  return db
    .select(columns)
    .from(translations)
    .where(and(eq(translations.orgId, orgId), eq(translations.language, language)));
}

/** Every language's texts of one trust update, for its mails (docs/languages.md, Mails). */
export async function loadUpdateTranslations(
  db: Db,
  orgId: string,
  updateId: string,
): Promise<Translation[]> {
  return db
    .select(columns)
    .from(translations)
    .where(
      and(
        eq(translations.orgId, orgId),
        eq(translations.entity, 'update'),
        eq(translations.entityId, updateId),
      ),
    );
}

/** The organisation's offered languages and default, defaults for one without settings. */
export async function organizationLanguages(db: Db, orgId: string): Promise<LanguageSettings> {
  const [row] = await db
    .select({
      offered: portalCustomizations.languages,
      defaultLanguage: portalCustomizations.defaultLanguage,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return languageSettingsOf(row ?? { offered: null, defaultLanguage: null });
}

/**
 * `language` names the default titles of cards staff did not title; `translate` gives staff's
 * texts in it.
 */
function localizePortalData(
  data: PortalData,
  language: string,
  translate: TranslateText,
): PortalData {
  return {
    ...data,
    cards: data.cards.map((card) => {
      const overview = card.content.overview;
      return {
        ...card,
        title: card.title ?? cardDefaultTitleIn(card.kind, language),
        displayText: translate('card', card.id, 'displayText', card.displayText),
        content:
          overview === undefined
            ? card.content
            : { ...card.content, overview: translate('card', card.id, 'overview', overview) },
        items: card.items.map((item) => {
          const explanation = item.details.explanation;
          return {
            ...item,
            title: translate('item', item.id, 'title', item.title),
            details:
              explanation === undefined
                ? item.details
                : {
                    ...item.details,
                    explanation: translate('item', item.id, 'explanation', explanation),
                  },
          };
        }),
      };
    }),
  };
}

/** The portal's rows with staff's texts in the reader's language, the default's where missing. */
export async function portalDataIn(
  db: Db,
  data: PortalData,
  language: TLanguage,
): Promise<PortalData> {
  const { defaultLanguage } = languageSettingsOf({
    offered: data.customization.languages,
    defaultLanguage: data.customization.defaultLanguage,
  });
  if (language === 'en' && defaultLanguage === 'en') return data;
  const texts = await loadTranslations(db, data.org.id, language, defaultLanguage);
  return localizePortalData(data, language, translator(texts, language, defaultLanguage));
}

/** Trust updates' messages in the reader's language, the default's where missing. */
export async function topicsIn(
  db: Db,
  customization: { orgId: string; languages: string[]; defaultLanguage: string },
  topics: TTopic[],
  language: TLanguage,
): Promise<TTopic[]> {
  const { defaultLanguage } = languageSettingsOf({
    offered: customization.languages,
    defaultLanguage: customization.defaultLanguage,
  });
  if (language === defaultLanguage) return topics;
  const texts = await loadTranslations(db, customization.orgId, language, defaultLanguage);
  const translate = translator(texts, language, defaultLanguage);
  return topics.map((topic) => ({
    ...topic,
    updates: topic.updates.map((u) => ({
      ...u,
      message: translate('update', u.id, 'message', u.message),
    })),
  }));
}

/**
 * The clickwrap NDA's text to read in the reader's language, the default's where missing. What a
 * member accepts, and what the signed copy holds, stays the organisation's own text.
 */
export async function ndaTextIn(
  db: Db,
  customization: { orgId: string; languages: string[]; defaultLanguage: string },
  text: string,
  language: TLanguage,
): Promise<string> {
  const { defaultLanguage } = languageSettingsOf({
    offered: customization.languages,
    defaultLanguage: customization.defaultLanguage,
  });
  if (text === '' || language === defaultLanguage) return text;
  const texts = await loadTranslations(db, customization.orgId, language, defaultLanguage);
  return translator(texts, language, defaultLanguage)('nda', customization.orgId, 'text', text);
}
