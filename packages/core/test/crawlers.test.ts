import { describe, expect, it } from 'vitest';
import {
  organizationJsonLd,
  renderRobotsTxt,
  renderSitemap,
  sitemapUrlsOf,
  type TTrustFeed,
} from '../src/index.ts';

const feed = (access: TTrustFeed['access']) =>
  ({
    access,
    links: { page: 'https://t.example/trust/acme' },
    products: [
      { page: 'https://t.example/trust/acme' },
      { page: 'https://t.example/trust/acme?product=mobile' },
    ],
    updates: [],
  }) as unknown as TTrustFeed;

describe('crawlers', () => {
  it('keeps crawlers out of the app and the API, and lists the sitemaps', () => {
    expect(renderRobotsTxt(['https://t.example/trust/acme/sitemap.xml'])).toBe(
      'User-agent: *\nDisallow: /app\nDisallow: /api/\nAllow: /\n\nSitemap: https://t.example/trust/acme/sitemap.xml\n',
    );
    expect(renderRobotsTxt([])).not.toContain('Sitemap');
  });

  it('lists the public pages of a public portal, and the home only otherwise', () => {
    expect(sitemapUrlsOf(feed('public'))).toEqual([
      'https://t.example/trust/acme',
      'https://t.example/trust/acme?product=mobile',
      'https://t.example/trust/acme/changes',
      'https://t.example/trust/acme/verify',
    ]);
    expect(sitemapUrlsOf(feed('login_required'))).toEqual(['https://t.example/trust/acme']);
  });

  it('writes a sitemap with its addresses escaped', () => {
    const xml = renderSitemap(['https://t.example/a?x=1&y=2'], '2026-11-20T10:00:00.000Z');
    expect(xml).toContain(
      '<loc>https://t.example/a?x=1&amp;y=2</loc><lastmod>2026-11-20</lastmod>',
    );
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('writes JSON-LD that no text of the organisation can end early', () => {
    const ld = organizationJsonLd({
      name: 'Acme </script><script>alert(1)</script>',
      url: 'https://t.example/trust/acme',
      description: null,
    });
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme </script><script>alert(1)</script>',
      url: 'https://t.example/trust/acme',
    });
  });
});
