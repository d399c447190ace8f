/**
 * Cookie consent and the organisation's scripts (docs/portal.md, Page chrome): five categories kept
 * in the browser; each script belongs to one and is loaded only once the visitor consented to it.
 */
import type { TPageScripts } from './consent-settings.ts';
import { CONSENT_CATEGORIES, type Consent, type ConsentCategory } from './consent-choice.ts';

export * from './consent-choice.ts';

export const CONSENT_LABELS: Record<ConsentCategory, string> = {
  strictly_necessary: 'Strictly necessary',
  analytics: 'Analytics',
  marketing_and_advertising: 'Marketing and advertising',
  social_media_advertising: 'Social media advertising',
  performance_and_functionality: 'Performance and functionality',
};

export const SCRIPT_KEYS = ['hubspot', 'google_ua', 'gtag', 'gtm', 'intercom'] as const;
export type ScriptKey = (typeof SCRIPT_KEYS)[number];

/** The consent category each script needs. */
export const SCRIPT_CATEGORY: Record<ScriptKey, ConsentCategory> = {
  hubspot: 'marketing_and_advertising',
  google_ua: 'analytics',
  gtag: 'analytics',
  gtm: 'analytics',
  intercom: 'performance_and_functionality',
};

export const COOKIE_BANNER_TYPES = [
  'hubspot',
  'cookiebot',
  'dropbox',
  'paypal',
  'onetrust',
] as const;
export type CookieBannerType = (typeof COOKIE_BANNER_TYPES)[number];

/** Each banner type by its provider's name, as the private app offers it. */
export const COOKIE_BANNER_TYPE_LABELS: Record<CookieBannerType, string> = {
  hubspot: 'HubSpot',
  cookiebot: 'Cookiebot',
  dropbox: 'Dropbox',
  paypal: 'PayPal',
  onetrust: 'OneTrust',
};

/** A script to add to the page once its category is consented to. */
export interface PageScript {
  key: ScriptKey;
  category: ConsentCategory;
  src: string;
  /** The provider's id, set up on the page before the script runs (gtag, google_ua). */
  id: string;
}

const enc = encodeURIComponent;
const SOURCES: Record<ScriptKey, (id: string) => string> = {
  hubspot: (id) => `https://js.hs-scripts.com/${enc(id)}.js`,
  google_ua: () => 'https://www.google-analytics.com/analytics.js',
  gtag: (id) => `https://www.googletagmanager.com/gtag/js?id=${enc(id)}`,
  gtm: (id) => `https://www.googletagmanager.com/gtm.js?id=${enc(id)}`,
  intercom: (id) => `https://widget.intercom.io/widget/${enc(id)}`,
};

/** Every configured script, with its category and address. */
export function pageScripts(scripts: Partial<Record<ScriptKey, string | undefined>>): PageScript[] {
  return SCRIPT_KEYS.flatMap((key) => {
    const id = scripts[key];
    return id ? [{ key, category: SCRIPT_CATEGORY[key], src: SOURCES[key](id), id }] : [];
  });
}

/** The scripts the visitor's consent lets load: strictly necessary always, others when given. */
export const scriptsToLoad = (all: readonly PageScript[], consent: Consent | null) =>
  all.filter((s) => s.category === 'strictly_necessary' || consent?.[s.category] === true);

/** Consent to everything, or to strictly necessary cookies only. */
export const fullConsent = (all: boolean): Consent =>
  Object.fromEntries(
    CONSENT_CATEGORIES.map((c) => [c, c === 'strictly_necessary' || all]),
  ) as Consent;

/** Where a provider's script, its beacons, images and frames come from. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

const GA = 'https://www.google-analytics.com';
const GTM = 'https://www.googletagmanager.com';
const PROVIDER_SOURCES: Record<ScriptKey | 'cookiebot', CspSources> = {
  hubspot: {
    script: [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hsadspixel.net',
      'https://js.usemessages.com',
    ],
    connect: ['https://*.hubspot.com', 'https://*.hs-banner.com'],
    img: ['https://track.hubspot.com'],
    frame: ['https://app.hubspot.com'],
  },
  google_ua: { script: [GA], connect: [GA], img: [GA], frame: [] },
  gtag: {
    script: [GTM, GA],
    connect: [GA, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: [GA, GTM],
    frame: [],
  },
  gtm: { script: [GTM], connect: [GTM], img: [GTM], frame: [GTM] },
  intercom: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: ['https://*.intercom.io', 'wss://*.intercom.io'],
    img: ['https://*.intercomcdn.com', 'https://*.intercomassets.com'],
    frame: ['https://*.intercom.io'],
  },
  cookiebot: {
    script: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    connect: ['https://consentcdn.cookiebot.com'],
    img: ['https://consent.cookiebot.com'],
    frame: [],
  },
};

/**
 * The sources a portal page's security policy admits for the organisation's own scripts: only
 * the providers it configured (and only on its portal pages).
 */
export function providerSources(page: TPageScripts): CspSources {
  const providers = [
    ...page.scripts.map((s) => PROVIDER_SOURCES[s.key]),
    ...(page.declarationSrc ? [PROVIDER_SOURCES.cookiebot] : []),
  ];
  const merged = (pick: (s: CspSources) => string[]) => [...new Set(providers.flatMap(pick))];
  return {
    script: merged((s) => s.script),
    connect: merged((s) => s.connect),
    img: merged((s) => s.img),
    frame: merged((s) => s.frame),
  };
}
