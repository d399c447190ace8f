/**
 * What a portal tells crawlers and agents (docs/portal.md, For crawlers): `robots.txt`, the
 * sitemap of a published portal's pages (made from the anonymous trust feed, so it lists only
 * what anyone may read), and the organisation's JSON-LD in the page head.
 */
import type { TTrustFeed } from '../schemas/trust-feed.ts';

/** robots.txt: the private app and the API are not for crawlers; the sitemaps are listed. */
export function renderRobotsTxt(sitemaps: readonly string[]): string {
  return [
    'User-agent: *',
    'Disallow: /app',
    'Disallow: /api/',
    'Allow: /',
    ...(sitemaps.length > 0 ? ['', ...sitemaps.map((url) => `Sitemap: ${url}`)] : []),
    '',
  ].join('\n');
}

/**
 * The pages of a portal anyone may read: its home, each product's page it lists, its Changes
 * and 'Verify a document' pages. A portal for signed-in members lists its home only.
 */
export function sitemapUrlsOf(feed: TTrustFeed): string[] {
  const home = feed.links.page;
  if (feed.access !== 'public') return [home];
  const products = feed.products.map((p) => p.page).filter((page) => page !== home);
  return [...new Set([home, ...products, `${home}/changes`, `${home}/verify`])];
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A sitemap (sitemaps.org 0.9) of the given addresses, with the feed's last change. */
export function renderSitemap(urls: readonly string[], lastModified: string | null): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The organisation as schema.org JSON-LD, safe inside a `<script type="application/ld+json">`:
 * `<`, `>` and `&` are written as JSON escapes, so no text of the organisation ends the element.
 */
export function organizationJsonLd(org: {
  name: string;
  url: string;
  description: string | null;
}): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    ...(org.description ? { description: org.description } : {}),
  };
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
