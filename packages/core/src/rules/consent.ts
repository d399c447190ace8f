/**
 * Cookie consent and the organisation's scripts (docs/portal.md, Page chrome): five categories kept
 * in the browser; each script belongs to one and is loaded only once the visitor consented to it.
 */
import { z } from 'zod';
import { MEMBER_MESSAGES as M } from '../constants/member-messages.ts';

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

const ZScriptId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use the id the provider gave you (letters, digits, - and _)');
const optionalId = z.union([z.literal('').transform(() => undefined), ZScriptId]).optional();

const isBannerType = (value: string): value is CookieBannerType =>
  (COOKIE_BANNER_TYPES as readonly string[]).includes(value);

/** The cookie banner's settings; an unsupported type is an error (docs/portal.md, Page chrome). */
export const ZCookieBanner = z
  .object({
    show: z.boolean(),
    type: z.string().refine(isBannerType, { error: (i) => M.unsupportedBanner(String(i.input)) }),
    gtm_id: optionalId,
    cbid: optionalId,
    showDeclaration: z.boolean().optional(),
    cookie_domain: z.string().trim().max(253).optional(),
    tenant_name: z.string().trim().max(100).optional(),
    auto_block_enabled: z.boolean().optional(),
    cookie_script_path: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[\w./-]*|)$/, 'Give a path on this site, starting with /')
      .optional(),
  })
  .superRefine((banner, ctx) => {
    if (banner.type === 'cookiebot' && !banner.cbid) {
      ctx.addIssue({ code: 'custom', path: ['cbid'], message: 'Cookiebot needs its cbid' });
    }
    if (banner.type === 'onetrust' && !banner.tenant_name) {
      ctx.addIssue({ code: 'custom', path: ['tenant_name'], message: 'OneTrust needs its tenant' });
    }
  });

/** The scripts settings as staff save them (PUT /api/app/settings/scripts). */
export const ZScripts = z.object({
  hubspot: optionalId,
  google_ua: optionalId,
  gtag: optionalId,
  gtm: optionalId,
  intercom: optionalId,
  cookie_banner: ZCookieBanner.optional(),
});
export type TScripts = z.infer<typeof ZScripts>;
export type TCookieBanner = z.infer<typeof ZCookieBanner>;

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

/** The Cookiebot declaration script shown in the cookie declaration modal, when offered. */
export function cookieDeclarationSrc(banner: TCookieBanner | undefined): string | null {
  if (banner?.type !== 'cookiebot' || !banner.showDeclaration || !banner.cbid) return null;
  return `https://consent.cookiebot.com/${enc(banner.cbid)}/cd.js`;
}

/**
 * What the portal page needs of the organisation's scripts settings (docs/portal.md, Page chrome).
 */
export const ZPageScripts = z.object({
  scripts: z.array(
    z.object({
      key: z.enum(SCRIPT_KEYS),
      category: z.enum(CONSENT_CATEGORIES),
      src: z.string(),
      id: z.string(),
    }),
  ),
  /** Whether to ask for consent: the banner is on, or a script waits for consent. */
  askConsent: z.boolean(),
  bannerType: z.enum(COOKIE_BANNER_TYPES).nullable(),
  /** The cookie declaration modal's script (Cookiebot with showDeclaration), else null. */
  declarationSrc: z.string().nullable(),
});
export type TPageScripts = z.infer<typeof ZPageScripts>;

/**
 * The page's scripts from what is stored. Settings that do not pass the schema (an unsupported
 * banner type saved before it was refused, a malformed id) are left out rather than breaking
 * the page: each script and the banner are read on their own.
 */
export function pageScriptsOf(stored: unknown): TPageScripts {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const ids: Partial<Record<ScriptKey, string>> = {};
  for (const key of SCRIPT_KEYS) {
    const parsed = ZScriptId.safeParse((record as Record<string, unknown>)[key]);
    if (parsed.success) ids[key] = parsed.data;
  }
  const banner = ZCookieBanner.safeParse((record as Record<string, unknown>).cookie_banner);
  const cookieBanner = banner.success ? banner.data : undefined;
  const scripts = pageScripts(ids);
  return {
    scripts,
    askConsent: Boolean(cookieBanner?.show) || scripts.length > 0,
    bannerType: cookieBanner && isBannerType(cookieBanner.type) ? cookieBanner.type : null,
    declarationSrc: cookieDeclarationSrc(cookieBanner),
  };
}

/**
 * The page's scripts where the organisation's scripts may not run (core `orgScriptsMayRun`): no
 * third-party script, the declaration's neither; the portal's own banner still asks, when shown,
 * for the portal's own analytics.
 */
export function pageScriptsWhere(stored: unknown, mayRun: boolean): TPageScripts {
  if (mayRun) return pageScriptsOf(stored);
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return { ...pageScriptsOf({ cookie_banner: record.cookie_banner }), declarationSrc: null };
}

/** The stored settings as staff edit them: each field that passes the schema, the rest left out. */
export function editableScripts(stored: unknown): TScripts {
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const out: TScripts = {};
  for (const key of SCRIPT_KEYS) {
    const parsed = ZScriptId.safeParse(record[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  const banner = ZCookieBanner.safeParse(record.cookie_banner);
  if (banner.success) out.cookie_banner = banner.data;
  return out;
}

/** The settings as the server answers them (what `editableScripts` keeps). */
export const ZScriptsAnswer = z.object({
  hubspot: z.string().optional(),
  google_ua: z.string().optional(),
  gtag: z.string().optional(),
  gtm: z.string().optional(),
  intercom: z.string().optional(),
  cookie_banner: z
    .object({
      show: z.boolean(),
      type: z.enum(COOKIE_BANNER_TYPES),
      gtm_id: z.string().optional(),
      cbid: z.string().optional(),
      showDeclaration: z.boolean().optional(),
      cookie_domain: z.string().optional(),
      tenant_name: z.string().optional(),
      auto_block_enabled: z.boolean().optional(),
      cookie_script_path: z.string().optional(),
    })
    .optional(),
});

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
