/**
 * Organisations apart (docs/portal.md, Hosts and custom domains): no organisation's script ever
 * shares an origin with the private app, the API or another organisation's portal. The main host
 * serves the private app, the API and every portal at `/trust/{orgSlug}`; a verified custom
 * domain serves its organisation's portal and nothing else; an organisation's third-party scripts
 * run only on its own custom domain, or on the main host while that serves it alone.
 */
import { z } from 'zod';
import { SEARCH_PAGE, SUBSCRIBE_PAGE } from './answer-pages.ts';
import { LANGUAGES } from './languages.ts';

/** The host a request came to, as the server resolved it. */
export type TenantHost =
  /** `PUBLIC_URL`'s host, `localhost` or an IP literal. */
  | { kind: 'main' }
  /** A verified custom domain (served now) of one organisation. */
  | { kind: 'custom-domain'; orgId: string; orgSlug: string }
  /** Any other name: a domain nobody verified, or one that lapsed. */
  | { kind: 'unknown' };

/** First path segments of the portal's pages on a host (`/`, `/item/…`, a language's pages). */
const HOST_PAGES = new Set<string>([
  'item',
  'product',
  'verify',
  'changes',
  SEARCH_PAGE,
  SUBSCRIBE_PAGE,
  ...LANGUAGES,
]);
/** The feeds and crawler files a portal answers at the host's root. */
const HOST_FILES = new Set([
  'feed.atom',
  'feed.json',
  'llms.txt',
  'sitemap.xml',
  'robots.txt',
  'history.json',
]);
const WELL_KNOWN = new Set([
  'trust-center.json',
  'trust-center.json.sig',
  'security.txt',
  'jwks.json',
]);

/** The path's segments, each decoded as the router decodes it; null when one cannot be. */
function segmentsOf(path: string): string[] | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Health probes answer on every host: they say nothing of any organisation. */
const isHealthProbe = (s: readonly string[]) =>
  s.length === 2 && s[0] === 'api' && (s[1] === 'health' || s[1] === 'ready');

/** The pages a host resolves by itself (an unknown host answers them 'Company not found'). */
const isHostPage = (s: readonly string[]) =>
  (s.length === 1 && s[0] === '') || HOST_PAGES.has(s[0] ?? '') || s[0] === 'assets';

/** What of the organisation's own portal a custom domain answers besides its pages. */
function isOwnPortalPath(s: readonly string[], org: { orgId: string; orgSlug: string }): boolean {
  const [first, second, third] = s;
  if (s.length === 1 && HOST_FILES.has(first ?? '')) return true;
  if (first === '.well-known') return s.length === 2 && WELL_KNOWN.has(second ?? '');
  if (first === 'schemas') return s.length === 2 && second === 'trust-center-feed.v1.json';
  if (first === 'trust') return second === org.orgSlug;
  // The identity provider's welcome page of the portal's members.
  if (first === 'byoid') return second === org.orgId;
  if (first !== 'api') return false;
  switch (second) {
    case 'portal':
      return third === org.orgSlug;
    // The portal's images and social preview, and its members' identity-provider sign-in.
    case 'share':
    case 'byoid':
      return third === org.orgId;
    // What a signed-in member of the portal does from its account menu.
    case 'statuspage':
      return true;
    default:
      return false;
  }
}

/**
 * Whether a path answers on the host. The main host answers everything; a custom domain only its
 * organisation's portal: its pages, its portal API, its feeds, the build's assets and its members'
 * sign-in; an unknown host only the pages that say 'Company not found'. Every other path (the
 * private app, the staff API, sign-in of staff, SCIM, another organisation's portal) answers 404.
 */
export function hostServesPath(host: TenantHost, path: string): boolean {
  if (host.kind === 'main') return true;
  const segments = segmentsOf(path);
  if (!segments) return false;
  if (isHealthProbe(segments) || isHostPage(segments)) return true;
  return host.kind === 'custom-domain' && isOwnPortalPath(segments, host);
}

/**
 * Whether a staff session is honoured on the host: only on the main host, where the private app
 * lives. A custom domain is its organisation's, and what it serves never acts as staff.
 */
export const hostHonoursStaffSessions = (host: TenantHost): boolean => host.kind === 'main';

/**
 * Whether an organisation's third-party scripts may run on a page of its portal served on the
 * host: on its own custom domain, or on the main host while the instance holds this one
 * organisation alone. Anywhere else they would run on an origin another organisation or the
 * private app also uses, so the page carries none of them and its policy admits none.
 */
export function orgScriptsMayRun(input: {
  host: TenantHost;
  orgId: string;
  /** How many organisations the instance holds. */
  organizationCount: number;
}): boolean {
  const { host } = input;
  if (host.kind === 'custom-domain') return host.orgId === input.orgId;
  return host.kind === 'main' && input.organizationCount === 1;
}

/** Where an organisation's scripts run, as Settings → Scripts shows it. */
export const ZScriptsReach = z.object({
  /** The verified custom domains serving the portal now: the scripts run there. */
  domains: z.array(z.string()),
  /** The scripts also run at the portal's address on the main host: it holds this one alone. */
  onMainHost: z.boolean(),
  /** The portal's address on the main host. */
  mainPortalUrl: z.string(),
});
export type TScriptsReach = z.infer<typeof ZScriptsReach>;

/** Where the scripts run, from the organisation's served domains and the instance's size. */
export function scriptsReach(input: {
  servedDomains: readonly string[];
  organizationCount: number;
  mainPortalUrl: string;
}): TScriptsReach {
  return {
    domains: [...input.servedDomains],
    onMainHost: input.organizationCount === 1,
    mainPortalUrl: input.mainPortalUrl,
  };
}

/** What staff read about where their scripts run: `limited` when some address runs none. */
export function scriptsReachNotice(reach: TScriptsReach): {
  tone: 'runs' | 'limited' | 'nowhere';
  text: string;
} {
  const domains = reach.domains.join(', ');
  const main = reach.mainPortalUrl;
  if (reach.domains.length === 0 && !reach.onMainHost) {
    return {
      tone: 'nowhere',
      text:
        `Your scripts do not run. This server holds several organisations, and their portals at ` +
        `addresses like ${main} share one site with the private app, so no organisation's ` +
        `scripts load there. Add a custom domain under Settings → Portal and verify it: your ` +
        `scripts then run on your portal at that domain.`,
    };
  }
  if (reach.domains.length === 0) {
    return {
      tone: 'limited',
      text:
        `Your scripts run on your portal at ${main} while this server holds your organisation ` +
        `alone. Once it holds another one they stop running there; a verified custom domain ` +
        `(Settings → Portal) keeps them running.`,
    };
  }
  if (reach.onMainHost) {
    return {
      tone: 'runs',
      text:
        `Your scripts run on your portal at ${domains}, and at ${main} while this server holds ` +
        `your organisation alone.`,
    };
  }
  return {
    tone: 'limited',
    text:
      `Your scripts run on your portal at ${domains} only. They do not run at ${main}: this ` +
      `server holds several organisations, and that address shares one site with them and the ` +
      `private app.`,
  };
}
