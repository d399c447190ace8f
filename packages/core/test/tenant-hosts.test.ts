import { describe, expect, it } from 'vitest';
import {
  hostHonoursStaffSessions,
  hostServesPath,
  orgScriptsMayRun,
  pageScriptsWhere,
  providerSources,
  scriptsReach,
  scriptsReachNotice,
  type TenantHost,
} from '../src/index.ts';

const A = { orgId: '00000000-0000-4000-8000-00000000000a', orgSlug: 'alpha' };
const B = { orgId: '00000000-0000-4000-8000-00000000000b', orgSlug: 'beta' };
const MAIN: TenantHost = { kind: 'main' };
const A_DOMAIN: TenantHost = { kind: 'custom-domain', ...A };
const UNKNOWN: TenantHost = { kind: 'unknown' };

/** Paths of A's own portal on A's custom domain. */
const OWN_PORTAL = [
  '/',
  '/?product=cloud',
  '/item/soc-2',
  '/product/cloud',
  '/verify',
  '/changes',
  '/de',
  '/fr/item/soc-2',
  '/assets/index-abc.js',
  '/api/portal/alpha/view',
  '/api/portal/%61lpha/view',
  '/api/portal/alpha/login',
  '/api/portal/alpha/auth/magic-link?token=x',
  `/api/share/${A.orgId}/assets/x`,
  `/api/share/${A.orgId}/social-image.png`,
  `/api/byoid/${A.orgId}/welcome`,
  `/byoid/${A.orgId}/welcome`,
  '/api/statuspage/share/auth/logout',
  '/feed.atom',
  '/feed.json',
  '/llms.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/history.json',
  '/.well-known/trust-center.json',
  '/.well-known/trust-center.json.sig',
  '/.well-known/security.txt',
  '/.well-known/jwks.json',
  '/schemas/trust-center-feed.v1.json',
  '/trust/alpha',
  '/trust/alpha/item/soc-2',
  '/api/health',
];

/** Paths no custom domain answers: staff, the API, other organisations. */
const STAFF_OR_OTHERS = [
  '/app',
  '/app/',
  '/app/settings/scripts',
  '/api/app/settings/api-tokens',
  '/api/auth/login',
  '/api/auth/me',
  '/api/auth/sso/start?org=alpha',
  '/api/setup',
  '/api/trust-center/editor',
  '/api/documents/trust-center',
  '/api/integrations/hackerone',
  '/api/integrations/slack/alpha/interactions',
  '/api/domains/allowed?domain=x',
  '/api/openapi.json',
  '/metrics',
  '/scim/v2/Users',
  '/api/portal/beta/view',
  '/api/portal/alpha%2Fx/view',
  '/api/portal/%zz/view',
  `/api/share/${B.orgId}/assets/x`,
  `/api/byoid/${B.orgId}/welcome`,
  `/byoid/${B.orgId}/welcome`,
  '/trust/beta',
  '/trust/beta/item/soc-2',
  '/.well-known/other',
  '/favicon.ico',
  '/unknown-page',
];

describe('what a host answers', () => {
  it('the main host answers every path', () => {
    for (const path of [...OWN_PORTAL, ...STAFF_OR_OTHERS]) {
      expect(hostServesPath(MAIN, path), path).toBe(true);
    }
  });

  it("a custom domain answers its organisation's portal", () => {
    for (const path of OWN_PORTAL) expect(hostServesPath(A_DOMAIN, path), path).toBe(true);
  });

  it("a custom domain answers no staff path and no other organisation's portal", () => {
    for (const path of STAFF_OR_OTHERS) expect(hostServesPath(A_DOMAIN, path), path).toBe(false);
  });

  it("an unknown host answers only the pages that say 'Company not found'", () => {
    for (const path of ['/', '/item/x', '/de', '/assets/a.js', '/api/health']) {
      expect(hostServesPath(UNKNOWN, path), path).toBe(true);
    }
    for (const path of [
      ...STAFF_OR_OTHERS,
      '/api/portal/alpha/view',
      '/trust/alpha',
      '/feed.atom',
    ]) {
      expect(hostServesPath(UNKNOWN, path), path).toBe(false);
    }
  });

  it('honours staff sessions on the main host only', () => {
    expect(hostHonoursStaffSessions(MAIN)).toBe(true);
    expect(hostHonoursStaffSessions(A_DOMAIN)).toBe(false);
    expect(hostHonoursStaffSessions(UNKNOWN)).toBe(false);
  });
});

describe("where an organisation's scripts run", () => {
  const cases: [string, TenantHost, string, number, boolean][] = [
    ['its own custom domain, several organisations', A_DOMAIN, A.orgId, 2, true],
    ['its own custom domain, alone', A_DOMAIN, A.orgId, 1, true],
    ["another organisation's custom domain", A_DOMAIN, B.orgId, 2, false],
    ['the main host while alone', MAIN, A.orgId, 1, true],
    ['the main host with several organisations', MAIN, A.orgId, 2, false],
    ['an unknown host', UNKNOWN, A.orgId, 1, false],
  ];
  for (const [name, host, orgId, organizationCount, expected] of cases) {
    it(`${expected ? 'runs' : 'runs none'} on ${name}`, () => {
      expect(orgScriptsMayRun({ host, orgId, organizationCount })).toBe(expected);
    });
  }

  const stored = {
    gtm: 'GTM-ABC',
    intercom: 'app1',
    cookie_banner: { show: true, type: 'cookiebot', cbid: 'cb1', showDeclaration: true },
  };

  it('keeps the page and its policy free of every provider where they may not run', () => {
    const withheld = pageScriptsWhere(stored, false);
    expect(withheld).toEqual({
      scripts: [],
      askConsent: true,
      bannerType: 'cookiebot',
      declarationSrc: null,
    });
    expect(providerSources(withheld)).toEqual({ script: [], connect: [], img: [], frame: [] });
    expect(pageScriptsWhere({ gtm: 'GTM-ABC' }, false).askConsent).toBe(false);
  });

  it('gives the page its scripts where they may run', () => {
    const page = pageScriptsWhere(stored, true);
    expect(page.scripts.map((s) => s.key)).toEqual(['gtm', 'intercom']);
    expect(page.declarationSrc).toContain('consent.cookiebot.com');
    expect(providerSources(page).script).toContain('https://www.googletagmanager.com');
  });
});

describe('what staff read about where their scripts run', () => {
  const main = 'https://trust.example.com/trust/alpha';
  const notice = (servedDomains: string[], organizationCount: number) =>
    scriptsReachNotice(scriptsReach({ servedDomains, organizationCount, mainPortalUrl: main }));

  it('says they run nowhere, and why, on a shared instance without a custom domain', () => {
    const { tone, text } = notice([], 3);
    expect(tone).toBe('nowhere');
    expect(text).toContain('Your scripts do not run');
    expect(text).toContain('several organisations');
    expect(text).toContain('Add a custom domain under Settings → Portal and verify it');
  });

  it('says they run only on the custom domain on a shared instance', () => {
    const { tone, text } = notice(['trust.alpha.example'], 2);
    expect(tone).toBe('limited');
    expect(text).toContain('trust.alpha.example only');
    expect(text).toContain(`They do not run at ${main}`);
  });

  it('says they run on the main host while the instance holds the organisation alone', () => {
    expect(notice([], 1)).toMatchObject({ tone: 'limited' });
    expect(notice([], 1).text).toContain('Once it holds another one they stop running there');
    expect(notice(['trust.alpha.example'], 1)).toMatchObject({ tone: 'runs' });
    expect(scriptsReach({ servedDomains: [], organizationCount: 1, mainPortalUrl: main })).toEqual({
      domains: [],
      onMainHost: true,
      mainPortalUrl: main,
    });
  });
});
