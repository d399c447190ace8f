/**
 * The bug-bounty (HackerOne) and status-page (Statuspage) integrations and the scorecard grade
 * lookup (docs/integrations.md, Bug bounty, Status page and Security grades): which links connect,
 * and the messages of each outcome. Pure: the adapters that call the services live in the server.
 */
import { MESSAGES } from '../constants/messages.ts';
import { isPublicLink } from './item-links.ts';

export const INTEGRATION_PROVIDERS = ['hackerone', 'statuspageio'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The bug-bounty platform's own address: program links live on it. */
export const HACKERONE_HOST = 'https://hackerone.com';

export const INTEGRATION_MESSAGES = {
  hackerOneLink: (host: string) =>
    `Please enter a valid HackerOne link, e.g. ${host}/acme (without query parameters)`,
  hackerOneUnknown: 'Invalid HackerOne connection. Please try again or contact support.',
  hackerOneNotFound:
    'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
  statusPageInvalid:
    'Invalid Statuspage connection: please enter a valid Statuspage link or contact support',
  /** A refresh of connected statistics failed; `host` is the service's name. */
  temporaryError: MESSAGES.temporaryConnectionError,
  scorecardBadDomain: 'Domain is invalid. Please try a different name.',
  scorecardBadNetwork: 'Server error. Please try again.',
  scorecardNotCalculated: 'Your company does not have a score yet. Please try again later',
  connected: 'Integration connected',
  disconnected: 'Integration disconnected',
  connect: 'Connect',
  disconnect: 'Disconnect',
  refresh: 'Refresh',
  refreshed: 'Figures refreshed',
  notConnected: 'This integration is not connected',
  /** Beside figures kept after a failed refresh: what is shown, and since when. */
  staleFigures: (host: string, when: string) =>
    `The last refresh from ${host} failed. The figures shown were received on ${when} and stay on your Trust Center until a refresh succeeds.`,
  /** The read-only link of a connected integration. */
  connectedTo: 'Connected to',
} as const;

/** The texts of each provider's connect dialog (its menu entry is in ADMIN_MESSAGES). */
export const INTEGRATION_TEXTS = {
  hackerone: {
    title: 'Connect HackerOne',
    /** The dialog's title while a program is connected. */
    connectedTitle: 'HackerOne: Connected',
    label: 'HackerOne program link',
    placeholder: `${HACKERONE_HOST}/acme`,
  },
  statuspageio: {
    title: 'Connect Statuspage',
    /** The dialog's title while a page is connected. */
    connectedTitle: 'Statuspage: Connected',
    label: 'Statuspage link',
    placeholder: 'https://status.acme.com',
  },
} as const satisfies Record<IntegrationProvider, Record<string, string>>;

/** The message for a link that cannot connect, or null when it may be tried. */
export function integrationLinkError(provider: IntegrationProvider, link: string): string | null {
  if (provider === 'hackerone') {
    return hackerOneHandle(link) ? null : INTEGRATION_MESSAGES.hackerOneLink(HACKERONE_HOST);
  }
  return statusPageUrl(link) ? null : INTEGRATION_MESSAGES.statusPageInvalid;
}

/** The card each integration feeds. */
export const INTEGRATION_CARD = {
  hackerone: 'ApplicationSecurity',
  statuspageio: 'Infrastructure',
} as const satisfies Record<IntegrationProvider, string>;

/** The host a provider's temporary error names. */
export function integrationHost(provider: IntegrationProvider): string {
  return provider === 'hackerone' ? 'HackerOne' : 'Statuspage';
}

/** A HackerOne program handle: letters, digits, '_' and '-'. */
const HANDLE = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/**
 * The program handle of a HackerOne link (docs/integrations.md, Bug bounty): an address on the
 * platform's own host with exactly one path segment (the program) and no query string; null
 * otherwise.
 */
export function hackerOneHandle(link: string, host: string = HACKERONE_HOST): string | null {
  let url: URL;
  let own: URL;
  try {
    url = new URL(link.trim());
    own = new URL(host);
  } catch {
    return null;
  }
  const sameHost =
    url.protocol === own.protocol &&
    url.host.replace(/^www\./, '') === own.host.replace(/^www\./, '');
  if (!sameHost || url.search !== '' || link.includes('?') || url.hash !== '') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 1 || !HANDLE.test(segments[0] ?? '')) return null;
  return segments[0] ?? null;
}

/**
 * The address of a Statuspage page (docs/integrations.md, Status page): an http(s) link to a public
 * host, kept as its origin ('https://status.acme.example'); null otherwise. A bare host is read as
 * https.
 */
export function statusPageUrl(link: string): string | null {
  const value = link.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  if (!isPublicLink(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.search !== '' || !['', '/'].includes(url.pathname)) return null;
  return url.origin;
}

/** A domain for the scorecard lookup: labels of letters, digits and inner hyphens, no scheme. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const isScorecardDomain = (domain: string): boolean => DOMAIN.test(domain.trim());

/**
 * The outcomes of a scorecard grade lookup that are not a grade (docs/integrations.md, Security
 * grades).
 */
export const SCORECARD_ERRORS = ['bad_domain', 'bad_network', 'scorecard_not_calculated'] as const;
export type ScorecardError = (typeof SCORECARD_ERRORS)[number];

export const SCORECARD_MESSAGES: Record<ScorecardError, string> = {
  bad_domain: INTEGRATION_MESSAGES.scorecardBadDomain,
  bad_network: INTEGRATION_MESSAGES.scorecardBadNetwork,
  scorecard_not_calculated: INTEGRATION_MESSAGES.scorecardNotCalculated,
};
