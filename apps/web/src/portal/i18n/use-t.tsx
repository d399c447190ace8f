/**
 * `useT()`: the portal interface's texts in the page's language, from the i18next instance the
 * page was started with (portal/i18n/i18n.ts); `useLanguage()` and `useFormat()` with it.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { formatDate, formatLetterDate, intlLocaleOf, type TLanguage } from '@trustfront/core';
import { languageOfPage } from './i18n.ts';

const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ instance, children }: { instance: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={instance}>{children}</I18nContext.Provider>;
}

/** Translates a key of locales/en.ts (`cards.showMore`), with `{{name}}` values. */
export type TFunction = (key: string, values?: Record<string, string | number>) => string;

const english: TFunction = (key) => key;

export function useT(): TFunction {
  const instance = useContext(I18nContext);
  return useMemo<TFunction>(
    () => (instance ? (key, values) => instance.t(key, values ?? {}) : english),
    [instance],
  );
}

export function useLanguage(): TLanguage {
  return languageOfPage(useContext(I18nContext)?.language);
}

/** Dates and numbers through Intl in the reader's language. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      date: (value: string) => formatDate(value, intlLocaleOf(language)),
      /** English keeps the letter's 'November 02, 2026'; other languages their own long date. */
      letterDate: (value: string) =>
        language === 'en'
          ? formatLetterDate(new Date(value))
          : formatDate(value, intlLocaleOf(language)),
      number: (value: number) => new Intl.NumberFormat(intlLocaleOf(language)).format(value),
    }),
    [language],
  );
}
