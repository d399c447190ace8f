/**
 * The portal in the reader's language (docs/languages.md): which languages exist, which one a
 * reader gets, where each language's page lives, and which text a translated field shows.
 */
/** The languages of the portal's interface, in the order menus list them. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is TLanguage =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** The Intl locale of each language: dates and numbers are written with it. */
export const INTL_LOCALES: Record<TLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
export const intlLocaleOf = (language: string): string =>
  isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;

/** The cookie holding the reader's saved choice (a language code). */
export const LANGUAGE_COOKIE = 'tf_lang';

/** The languages an organisation offers, and the one its own texts are written in. */
export interface LanguageSettings {
  offered: readonly TLanguage[];
  defaultLanguage: TLanguage;
}

export const LANGUAGE_MESSAGES = {
  defaultNotOffered: 'The default language must be one of the offered languages',
  noneOffered: 'Offer at least one language',
} as const;

/** Settings as stored, made whole: an unknown code is dropped, the default is always offered. */
export function languageSettingsOf(stored: {
  offered: readonly string[] | null;
  defaultLanguage: string | null;
}): LanguageSettings {
  const defaultLanguage = isLanguage(stored.defaultLanguage) ? stored.defaultLanguage : 'en';
  const offered = LANGUAGES.filter(
    (l) => l === defaultLanguage || (stored.offered ?? []).includes(l),
  );
  return { offered, defaultLanguage };
}

/**
 * The language tags of an `Accept-Language` header, most wanted first (by `q`, then by order),
 * lower-cased, without those refused with `q=0`.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A malformed weight counts as a refusal, never as the full weight.
      const q = params
        .find((p) => /^\s*q\s*=/i.test(p))
        ?.split('=')[1]
        ?.trim();
      const quality = q === undefined ? 1 : /^[\d.]+$/.test(q) ? Number(q) : 0;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((e) => e.tag !== '' && e.quality > 0);
  entries.sort((a, b) => b.quality - a.quality || a.index - b.index);
  return entries.map((e) => e.tag);
}

/** The offered language a tag asks for (`de-CH` asks for `de`), or null. */
function offeredFor(
  tag: string | null | undefined,
  offered: readonly TLanguage[],
): TLanguage | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return offered.find((l) => l === primary) ?? null;
}

/**
 * The language a reader gets: the one the address asks for (`?lang=` or a locale path), else the
 * reader's saved choice, else the first offered one their browser accepts, else the
 * organisation's default. Only offered languages are ever chosen.
 */
export function readerLanguageOf(input: {
  asked: string | null | undefined;
  saved: string | null | undefined;
  acceptLanguage: string | null | undefined;
  settings: LanguageSettings;
}): TLanguage {
  const { offered, defaultLanguage } = input.settings;
  const fromBrowser = acceptedLanguages(input.acceptLanguage)
    .map((tag) => (tag === '*' ? defaultLanguage : offeredFor(tag, offered)))
    .find((l): l is TLanguage => l !== null);
  return (
    offeredFor(input.asked, offered) ??
    offeredFor(input.saved, offered) ??
    fromBrowser ??
    defaultLanguage
  );
}

/**
 * A portal path's locale segment: `/trust/acme/de/item/x` asks for `de` and is the page
 * `/trust/acme/item/x`. Only the first segment after the base counts.
 */
export function localeOfPath(
  pathname: string,
  basePath: string,
): { language: TLanguage | null; path: string } {
  const rest = pathname.slice(basePath.length);
  const match = /^\/(en|de|fr)(?=\/|$)/.exec(rest);
  if (!match || !pathname.startsWith(basePath)) return { language: null, path: pathname };
  const remainder = rest.slice(match[0].length);
  return { language: match[1] as TLanguage, path: `${basePath}${remainder}` || '/' };
}

/** The portal's base without the locale segment a locale page's base ends with. */
export function portalBaseOf(basePath: string): string {
  return basePath.replace(/\/(en|de|fr)$/, '');
}

/**
 * The address of a page in one language: the default language's page has no locale segment,
 * the others have theirs right after the base (`/trust/acme/de`, `/de` on a custom domain).
 */
export function localizedPath(
  path: string,
  basePath: string,
  language: TLanguage,
  defaultLanguage: TLanguage,
): string {
  if (language === defaultLanguage) return path;
  const rest = path.slice(basePath.length).replace(/^\/$/, '');
  return `${basePath}/${language}${rest}`;
}

/** The page head's alternates: one link per offered language, and `x-default`. */
export function languageAlternates(input: {
  origin: string;
  path: string;
  basePath: string;
  settings: LanguageSettings;
}): { hreflang: string; href: string }[] {
  const { origin, path, basePath, settings } = input;
  const href = (l: TLanguage) =>
    `${origin}${localizedPath(path, basePath, l, settings.defaultLanguage)}`;
  if (settings.offered.length < 2) return [];
  return [
    ...settings.offered.map((l) => ({ hreflang: l, href: href(l) })),
    { hreflang: 'x-default', href: href(settings.defaultLanguage) },
  ];
}

/** What staff translate (docs/languages.md, Translated texts): each kind of thing and its fields. */
export const TRANSLATABLE_FIELDS = {
  card: ['overview', 'displayText'],
  item: ['title', 'explanation'],
  update: ['message'],
  nda: ['text'],
} as const;
export type TTranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE_FIELDS) as TTranslatableEntity[];

/** One text in one language. */
export interface Translation {
  entity: string;
  entityId: string;
  field: string;
  language: string;
  text: string;
}

export type TranslateText = <T extends string | null | undefined>(
  entity: TTranslatableEntity,
  entityId: string,
  field: string,
  text: T,
) => T | string;

/**
 * The text a reader sees of a translated field: the organisation's own text (written in its
 * default language) for a reader of that language, else the staff's translation into the
 * reader's language, else again the organisation's own text. An empty translation is missing.
 */
export function translator(
  translations: readonly Translation[],
  language: TLanguage,
  defaultLanguage: TLanguage,
): TranslateText {
  const texts = new Map<string, string>();
  if (language !== defaultLanguage) {
    for (const t of translations) {
      if (t.language === language && t.text.trim() !== '') {
        texts.set(`${t.entity}\u0000${t.entityId}\u0000${t.field}`, t.text);
      }
    }
  }
  return (entity, entityId, field, text) =>
    texts.get(`${entity}\u0000${entityId}\u0000${field}`) ?? text;
}

/** The fields of a translations request that its entity has. */
export const translatableFieldsOf = (entity: TTranslatableEntity): readonly string[] =>
  TRANSLATABLE_FIELDS[entity];

/**
 * French 'de' before a name: elided before a vowel ('d'Acme'), kept before a consonant
 * ('de Nda Corp'). A name starting with 'h' keeps 'de', which reads right either way.
 */
export const frenchOf = (name: string): string =>
  /^[aeiouyàâæéèêëîïôœùûü]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
