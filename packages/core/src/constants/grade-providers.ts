/**
 * The thirteen security rating providers (docs/editing.md, Security grades). `scale` decides
 * validation and the colour band; `urlPrefix` is the address a link of that provider must start
 * with; `domainReportPrefix` is where the report of a provider linked by domain is found.
 */
import { safeHttpUrl } from '../rules/portal-links.ts';

export const GRADE_SCALES = [
  'letter_first', // coloured by the first letter (A+ to F and other letter grades)
  'range_300_820',
  'range_0_1000',
  'range_0_950_or_a_e',
  'range_1_5',
  'range_0_10_or_a_f',
  'url_report', // a public report found at the provider's own address
] as const;
export type GradeScale = (typeof GRADE_SCALES)[number];

export interface GradeProvider {
  id: string;
  name: string;
  scale: GradeScale;
  /** Links must start with this prefix; absent when the provider links by domain or has no link. */
  urlPrefix?: string;
  /**
   * The provider is linked by the rated domain ('acme.example', no scheme, no www, docs/editing.md,
   * Security grades); its report is this address followed by the domain.
   */
  domainReportPrefix?: string;
  /**
   * The grade comes from the provider's API through 'Get Grade' (docs/integrations.md, Security
   * grades).
   */
  fetchesGrade?: boolean;
}

export const GRADE_PROVIDERS = [
  { id: 'securityscorecard', name: 'SecurityScorecard', scale: 'letter_first', fetchesGrade: true },
  {
    id: 'bitsight',
    name: 'BitSight',
    scale: 'range_300_820',
    domainReportPrefix: 'https://www.bitsight.com/security-ratings?domain=',
  },
  { id: 'blackkite', name: 'Black Kite', scale: 'letter_first' },
  { id: 'panorays', name: 'Panorays', scale: 'range_0_1000' },
  { id: 'upguard', name: 'UpGuard', scale: 'range_0_950_or_a_e' },
  { id: 'cyberwrite', name: 'Cyberwrite', scale: 'range_1_5' },
  { id: 'riskrecon', name: 'RiskRecon', scale: 'range_0_10_or_a_f' },
  {
    id: 'internetnl',
    name: 'Internet.nl',
    scale: 'url_report',
    urlPrefix: 'https://internet.nl/site/',
  },
  {
    id: 'observatory',
    name: 'Mozilla Observatory',
    scale: 'url_report',
    urlPrefix: 'https://developer.mozilla.org/en-US/observatory/analyze?host=',
  },
  {
    id: 'hstspreload',
    name: 'HSTS Preload',
    scale: 'url_report',
    urlPrefix: 'https://hstspreload.org/?domain=',
  },
  {
    id: 'immuniweb',
    name: 'ImmuniWeb',
    scale: 'url_report',
    urlPrefix: 'https://www.immuniweb.com/websec/',
  },
  {
    id: 'ssllabs',
    name: 'SSL Labs',
    scale: 'url_report',
    urlPrefix: 'https://www.ssllabs.com/ssltest/analyze.html?d=',
  },
  {
    id: 'securityheaders',
    name: 'Security Headers',
    scale: 'url_report',
    urlPrefix: 'https://securityheaders.com/?q=',
  },
] as const satisfies readonly GradeProvider[];

export type GradeProviderId = (typeof GRADE_PROVIDERS)[number]['id'];

/** A host name: dot-separated labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The rated domain of a link stored by domain, read leniently ('https://www.acme.example/'). */
function ratedDomain(link: string): string | null {
  const host = link
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./i, '')
    .toLowerCase();
  return DOMAIN.test(host) ? host : null;
}

/**
 * Where 'View report' of a grade leads: for a provider linked by domain, its report of that
 * domain on the provider's own site (never the rated company's site); otherwise the stored link.
 * Null when there is no usable address.
 */
export function gradeReportUrl(providerId: string, link: string | null | undefined): string | null {
  if (!link?.trim()) return null;
  const provider: GradeProvider | undefined = GRADE_PROVIDERS.find((p) => p.id === providerId);
  if (provider?.domainReportPrefix) {
    // A full report address stored on the provider's own site is kept as it is.
    if (link.trim().startsWith(provider.domainReportPrefix)) return safeHttpUrl(link);
    const domain = ratedDomain(link);
    return domain ? `${provider.domainReportPrefix}${encodeURIComponent(domain)}` : null;
  }
  return safeHttpUrl(link, { assumeHttps: true });
}
