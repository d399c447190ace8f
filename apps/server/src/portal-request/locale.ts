/**
 * The reader's language on the portal (docs/languages.md, The reader's language): asked by the
 * view and the HTML page alike, so that both answer in the same one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  languageAlternates,
  languageSettingsOf,
  localeOfPath,
  localizedPath,
  readerLanguageOf,
  type LanguageSettings,
  type TLanguage,
  type TPortalLanguage,
} from '@trustfront/core';

/** The organisation's languages from its customisation row. */
export const languageSettingsOfCustomization = (customization: {
  languages: readonly string[];
  defaultLanguage: string;
}): LanguageSettings =>
  languageSettingsOf({
    offered: customization.languages,
    defaultLanguage: customization.defaultLanguage,
  });

/**
 * The language the reader gets: `?lang=` (or the page path's locale, passed as `asked`), then
 * their saved choice (the language cookie), then `Accept-Language`, then the default.
 */
export function readerLanguage(
  req: FastifyRequest,
  customization: { languages: readonly string[]; defaultLanguage: string },
  asked?: string | null,
): TLanguage {
  const query = new URL(req.url, 'http://x').searchParams.get('lang');
  return readerLanguageOf({
    asked: query ?? asked ?? null,
    saved: req.cookies[LANGUAGE_COOKIE] ?? null,
    acceptLanguage: req.headers['accept-language'] ?? null,
    settings: languageSettingsOfCustomization(customization),
  });
}

/** Answers that depend on the reader's language say what they vary by. */
export const LANGUAGE_VARY = 'accept-language';

/** Adds the language's request headers to an answer's `Vary`. */
export function varyByLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of [LANGUAGE_VARY, 'cookie']) {
    if (!names.some((n) => n.toLowerCase() === name)) names.push(name);
  }
  reply.header('vary', names.join(', '));
}

/** What a portal answer says of its language. */
export function portalLanguage(
  customization: { languages: readonly string[]; defaultLanguage: string },
  current: TLanguage,
): TPortalLanguage {
  const settings = languageSettingsOfCustomization(customization);
  return { current, offered: [...settings.offered], defaultLanguage: settings.defaultLanguage };
}

/** The language of a portal page and what its head says of the others. */
export interface PageLanguage {
  language: TLanguage;
  /** The page's path without its locale segment. */
  path: string;
  /** The portal's base as the web app uses it: with the locale segment when the path had one. */
  basePath: string;
  /** The address of the page in the language shown. */
  canonicalPath: string;
  alternates: { hreflang: string; href: string }[];
  /** Where a locale path that should not exist goes (the default's, or an unoffered one's). */
  redirectTo: string | null;
  /**
   * The address chose the language (a locale path, `?lang=`): the view must be asked in it, as
   * its own negotiation (cookie, `Accept-Language`) may choose another.
   */
  isAsked: boolean;
}

/**
 * The language of the page at `req.url` under `basePath` (`/trust/acme`, or '' on a custom
 * domain): its locale segment asks as `?lang=` does, then the saved choice and `Accept-Language`.
 */
export function pageLanguage(
  req: FastifyRequest,
  customization: { languages: readonly string[]; defaultLanguage: string },
  origin: string,
  basePath: string,
): PageLanguage {
  const url = new URL(req.url, 'http://x');
  const settings = languageSettingsOfCustomization(customization);
  const locale = localeOfPath(url.pathname, basePath);
  const isLocalePathServed =
    locale.language !== null &&
    locale.language !== settings.defaultLanguage &&
    settings.offered.includes(locale.language);
  const query = url.searchParams.get('lang');
  const language = readerLanguage(req, customization, locale.language);
  const path = locale.path;
  return {
    language,
    path,
    basePath: isLocalePathServed ? `${basePath}/${locale.language}` : basePath,
    canonicalPath: localizedPath(path, basePath, language, settings.defaultLanguage),
    alternates: languageAlternates({ origin, path, basePath, settings }),
    redirectTo: locale.language !== null && !isLocalePathServed ? `${path}${url.search}` : null,
    isAsked: language === (query ?? (isLocalePathServed ? locale.language : null)),
  };
}
