/**
 * The portal interface's languages through i18next (docs/languages.md, Interface): one instance
 * a page (or a server rendering), made with its language's texts before the first render, so
 * that the first render is already in it. English is bundled; German and French load on demand.
 */
import { createInstance, type i18n } from 'i18next';
import { frenchOf, isLanguage, type TLanguage } from '@trustfront/core';
import { en, type InterfaceTexts } from './locales/en.ts';

const LOADERS: Record<TLanguage, () => Promise<InterfaceTexts>> = {
  en: () => Promise.resolve<InterfaceTexts>(en),
  de: async () => (await import('./locales/de.ts')).de,
  fr: async () => (await import('./locales/fr.ts')).fr,
};

/** The page's language as the server wrote it in `<html lang>`; English for anything else. */
export const languageOfPage = (lang: string | null | undefined): TLanguage =>
  isLanguage(lang) ? lang : 'en';

/** An i18next instance in `language`, its texts loaded, English behind any missing key. */
export async function createPortalI18n(language: TLanguage): Promise<i18n> {
  const texts = await LOADERS[language]();
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, [language]: { translation: texts } },
    // React escapes what it renders; the texts go into elements, never into HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{org, of}}`: French 'de' before a name, elided before a vowel ('d’Acme Corp').
  instance.services.formatter?.add('of', (value: unknown) => frenchOf(String(value)));
  return instance;
}
