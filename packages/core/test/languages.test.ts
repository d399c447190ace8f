import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  cardDefaultTitleIn,
  formatDate,
  intlLocaleOf,
  languageAlternates,
  languageSettingsOf,
  localeOfPath,
  localizedPath,
  portalBaseOf,
  readerLanguageOf,
  translator,
  ZLanguageSettings,
  type LanguageSettings,
} from '../src/index.ts';

const all: LanguageSettings = { offered: ['en', 'de', 'fr'], defaultLanguage: 'en' };

describe('Accept-Language', () => {
  it('orders tags by quality, then by order, without refused ones', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, it;q=0')).toEqual(['de-ch', 'en', 'fr']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('de;q=abc, fr')).toEqual(['fr']);
  });
});

describe("the reader's language", () => {
  const decide = (input: Partial<Parameters<typeof readerLanguageOf>[0]>) =>
    readerLanguageOf({ asked: null, saved: null, acceptLanguage: null, settings: all, ...input });

  it('takes ?lang= first, then the saved choice, then Accept-Language, then the default', () => {
    expect(decide({ asked: 'fr', saved: 'de', acceptLanguage: 'de' })).toBe('fr');
    expect(decide({ saved: 'de', acceptLanguage: 'fr' })).toBe('de');
    expect(decide({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(decide({})).toBe('en');
  });

  it('chooses only offered languages', () => {
    const settings: LanguageSettings = { offered: ['en', 'fr'], defaultLanguage: 'fr' };
    expect(decide({ asked: 'de', acceptLanguage: 'de, en;q=0.5', settings })).toBe('en');
    expect(decide({ asked: 'xx', saved: 'it', acceptLanguage: 'it', settings })).toBe('fr');
    expect(decide({ acceptLanguage: '*', settings })).toBe('fr');
  });
});

describe('settings', () => {
  it('keeps the default among the offered and drops unknown codes', () => {
    expect(languageSettingsOf({ offered: ['fr', 'xx'], defaultLanguage: 'de' })).toEqual({
      offered: ['de', 'fr'],
      defaultLanguage: 'de',
    });
    expect(languageSettingsOf({ offered: null, defaultLanguage: null })).toEqual({
      offered: ['en'],
      defaultLanguage: 'en',
    });
  });

  it('refuses a default that is not offered, and no language at all', () => {
    expect(ZLanguageSettings.safeParse({ offered: ['en'], defaultLanguage: 'de' }).success).toBe(
      false,
    );
    expect(ZLanguageSettings.safeParse({ offered: [], defaultLanguage: 'en' }).success).toBe(false);
    expect(ZLanguageSettings.parse({ offered: ['fr', 'en'], defaultLanguage: 'fr' })).toEqual({
      offered: ['en', 'fr'],
      defaultLanguage: 'fr',
    });
  });
});

describe('locale paths', () => {
  it('reads the locale segment after the base only', () => {
    expect(localeOfPath('/trust/acme/de', '/trust/acme')).toEqual({
      language: 'de',
      path: '/trust/acme',
    });
    expect(localeOfPath('/trust/acme/de/item/soc-2', '/trust/acme')).toEqual({
      language: 'de',
      path: '/trust/acme/item/soc-2',
    });
    expect(localeOfPath('/fr', '')).toEqual({ language: 'fr', path: '/' });
    expect(localeOfPath('/trust/acme/item/de', '/trust/acme').language).toBeNull();
    expect(localeOfPath('/trust/acme/dex', '/trust/acme').language).toBeNull();
  });

  it('writes a language into a path, and none for the default', () => {
    expect(localizedPath('/trust/acme', '/trust/acme', 'de', 'en')).toBe('/trust/acme/de');
    expect(localizedPath('/trust/acme/item/x', '/trust/acme', 'fr', 'en')).toBe(
      '/trust/acme/fr/item/x',
    );
    expect(localizedPath('/', '', 'de', 'en')).toBe('/de');
    expect(localizedPath('/trust/acme', '/trust/acme', 'en', 'en')).toBe('/trust/acme');
    expect(portalBaseOf('/trust/acme/de')).toBe('/trust/acme');
    expect(portalBaseOf('/de')).toBe('');
  });

  it('names every offered language and x-default, and none for a single language', () => {
    const origin = 'https://trust.acme.com';
    expect(languageAlternates({ origin, path: '/', basePath: '', settings: all })).toEqual([
      { hreflang: 'en', href: 'https://trust.acme.com/' },
      { hreflang: 'de', href: 'https://trust.acme.com/de' },
      { hreflang: 'fr', href: 'https://trust.acme.com/fr' },
      { hreflang: 'x-default', href: 'https://trust.acme.com/' },
    ]);
    const single: LanguageSettings = { offered: ['de'], defaultLanguage: 'de' };
    expect(languageAlternates({ origin, path: '/', basePath: '', settings: single })).toEqual([]);
  });
});

describe('translated texts', () => {
  const texts = [
    { entity: 'item', entityId: 'i1', field: 'title', language: 'de', text: 'SOC-2-Bericht' },
    { entity: 'item', entityId: 'i1', field: 'explanation', language: 'de', text: '  ' },
    { entity: 'item', entityId: 'i1', field: 'title', language: 'fr', text: 'Rapport SOC 2' },
  ];

  it("gives the reader's language, else the default language's own text", () => {
    const de = translator(texts, 'de', 'en');
    expect(de('item', 'i1', 'title', 'SOC 2 report')).toBe('SOC-2-Bericht');
    expect(de('item', 'i1', 'explanation', 'Yearly')).toBe('Yearly');
    expect(de('item', 'i2', 'title', 'Pen test')).toBe('Pen test');
    expect(de('card', 'c1', 'displayText', null)).toBeNull();
  });

  it("shows the organisation's own text to readers of its default language", () => {
    expect(translator(texts, 'de', 'de')('item', 'i1', 'title', 'SOC-2')).toBe('SOC-2');
  });

  it('names cards and writes dates in the language', () => {
    expect(cardDefaultTitleIn('Documents', 'de')).toBe('Dokumente');
    expect(cardDefaultTitleIn('Documents', 'en')).toBe('Documents');
    expect(formatDate('2026-11-02', intlLocaleOf('de'))).toBe('2. November 2026');
    expect(formatDate('2026-11-02', intlLocaleOf('fr'))).toBe('2 novembre 2026');
    expect(formatDate('2026-11-02')).toBe('November 2, 2026');
  });
});
