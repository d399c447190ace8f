/**
 * The organisation's scripts settings as staff save them and as the portal page reads them
 * (docs/portal.md, Page chrome): each setting checked by its schema, what does not pass left out.
 */
import { z } from 'zod';
import { MEMBER_MESSAGES as M } from '../constants/member-messages.ts';
import { CONSENT_CATEGORIES } from './consent-choice.ts';
import {
  COOKIE_BANNER_TYPES,
  type CookieBannerType,
  pageScripts,
  SCRIPT_KEYS,
  type ScriptKey,
} from './consent.ts';

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

/** The Cookiebot declaration script shown in the cookie declaration modal, when offered. */
export function cookieDeclarationSrc(banner: TCookieBanner | undefined): string | null {
  if (banner?.type !== 'cookiebot' || !banner.showDeclaration || !banner.cbid) return null;
  return `https://consent.cookiebot.com/${encodeURIComponent(banner.cbid)}/cd.js`;
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
