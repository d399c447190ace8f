/**
 * The shapes of the language settings, the translations staff write and what a portal answer
 * says of its language (docs/languages.md); the rules they follow are in rules/languages.ts.
 */
import { z } from 'zod';
import {
  LANGUAGE_MESSAGES,
  LANGUAGES,
  TRANSLATABLE_ENTITIES,
  type TTranslatableEntity,
} from '../rules/languages.ts';

export const ZLanguage = z.enum(LANGUAGES);
/** What a portal answer says of its language: the reader's, and what the menu offers. */
export const ZPortalLanguage = z.object({
  current: ZLanguage,
  offered: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
});
export type TPortalLanguage = z.infer<typeof ZPortalLanguage>;

/** PUT /api/app/settings/languages, and its answer. */
export const ZLanguageSettings = z
  .object({
    offered: z
      .array(ZLanguage)
      .min(1, LANGUAGE_MESSAGES.noneOffered)
      .max(LANGUAGES.length)
      .transform((list) => LANGUAGES.filter((l) => list.includes(l))),
    defaultLanguage: ZLanguage,
  })
  .refine((s) => s.offered.includes(s.defaultLanguage), {
    message: LANGUAGE_MESSAGES.defaultNotOffered,
    path: ['defaultLanguage'],
  });
export type TLanguageSettings = z.infer<typeof ZLanguageSettings>;

/** GET/PUT /api/app/settings/languages answer: the offered languages in menu order. */
export const ZLanguageSettingsAnswer = z.object({
  offered: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
});

const ZTranslationText = z.string().max(20_000);

/** PUT /api/app/translations: the texts of one thing in one language; an empty text is removed. */
export const ZTranslationsRequest = z.object({
  entity: z.enum(TRANSLATABLE_ENTITIES as [TTranslatableEntity, ...TTranslatableEntity[]]),
  entityId: z.uuid(),
  language: ZLanguage,
  texts: z.record(z.string().max(40), ZTranslationText),
});
export type TTranslationsRequest = z.infer<typeof ZTranslationsRequest>;

/** One text staff may translate, with its translation into the language asked, if any. */
export const ZTranslatableText = z.object({
  entity: z.enum(TRANSLATABLE_ENTITIES as [TTranslatableEntity, ...TTranslatableEntity[]]),
  entityId: z.string(),
  field: z.string(),
  /** Where it is shown: the card's title, the item's card and title, the update's topic. */
  label: z.string(),
  /** The organisation's own text, in its default language. */
  original: z.string(),
  translation: z.string(),
});
export type TTranslatableText = z.infer<typeof ZTranslatableText>;

/** GET /api/app/translations?language=de: every text staff may translate, in that language. */
export const ZTranslationsAnswer = z.object({
  language: ZLanguage,
  texts: z.array(ZTranslatableText),
});
export type TTranslationsAnswer = z.infer<typeof ZTranslationsAnswer>;
