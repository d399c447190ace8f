/**
 * The <head> tags of a portal page: title, description, canonical, favicon, social preview, news
 * feeds, the organisation's JSON-LD.
 */
import { LIMITS, brandColorVariables, isBrandColor } from '@trustfront/core';

import type { CspSources, TLanguage } from '@trustfront/core';
import { colorSchemeScriptTag } from './color-scheme-script.ts';
import { tapKeeperScriptTag } from './tap-keeper-script.ts';

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  faviconUrl: string | null;
  socialImageUrl: string | null;
  /** og:site_name: '{org} {portal title}' on a portal page. */
  siteName?: string;
  /** The organisation slug and the portal's base path, read by the web app. */
  orgSlug: string | null;
  basePath: string;
  /**
   * The API answer the page fetches first (the portal view), preloaded from the head so that it
   * downloads with the scripts rather than after them. The web app must ask exactly this URL
   * with the same credentials mode for the browser to reuse the answer.
   */
  preloadFetch: string | null;
  error?: 'company-not-found' | 'not-published';
  /** A page that is one plain sentence (an unpublished trust center), shown before any script. */
  notice?: string;
  /**
   * What a portal page shows before its scripts run: the organisation's name and portal title in
   * a header like the portal's own, replaced by the web app's first render.
   */
  shell?: { orgName: string; portalTitle: string | null };
  /**
   * The portal's news feeds, Atom and JSON Feed, linked as alternates of a published portal's page
   * (docs/portal.md, Atom and JSON feeds).
   */
  feeds?: { title: string; atom: string; json: string } | null;
  /** The organisation's brand colour (#rrggbb), the page's primary colour; null for the default. */
  brandColor?: string | null;
  /**
   * The organisation's script providers the page's security policy admits (docs/portal.md, Page
   * chrome).
   */
  scriptSources?: CspSources;
  /** The organisation as schema.org JSON-LD, already safe to write in a script element. */
  jsonLd?: string | null;
  /** The page's language, `<html lang>` (docs/languages.md). */
  language?: TLanguage;
  /** The page in each offered language, and `x-default`. */
  alternates?: { hreflang: string; href: string }[];
  /** The language the address chose, which the web app's view request names. */
  viewLanguage?: TLanguage | null;
  /**
   * The page is rendered by the server, readable before its script runs: the tap keeper keeps
   * the reader's first tap until the script answers it (presenters/tap-keeper-script.ts).
   */
  keepsTaps?: boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderHead(meta: PageMeta): string {
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')}>`;
  const tags = [
    // First: the colour scheme is set before anything paints.
    colorSchemeScriptTag(),
    ...(meta.keepsTaps ? [tapKeeperScriptTag()] : []),
    ...(meta.preloadFetch
      ? [tag('link', { rel: 'preload', href: meta.preloadFetch, as: 'fetch', crossorigin: '' })]
      : []),
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    tag('link', { rel: 'canonical', href: meta.canonicalUrl }),
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: meta.canonicalUrl }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'trustfront-base', content: meta.basePath }),
  ];
  if (meta.siteName) tags.push(tag('meta', { property: 'og:site_name', content: meta.siteName }));
  if (meta.orgSlug) tags.push(tag('meta', { name: 'trustfront-org', content: meta.orgSlug }));
  if (meta.error) tags.push(tag('meta', { name: 'trustfront-error', content: meta.error }));
  if (meta.feeds) {
    const { title, atom, json } = meta.feeds;
    tags.push(
      tag('link', { rel: 'alternate', type: 'application/atom+xml', title, href: atom }),
      tag('link', { rel: 'alternate', type: 'application/feed+json', title, href: json }),
    );
  }
  // A portal of several languages: the page in each; the one the address chose, for the web
  // app's view request.
  for (const { hreflang, href } of meta.alternates ?? []) {
    tags.push(tag('link', { rel: 'alternate', hreflang, href }));
  }
  if (meta.viewLanguage) {
    tags.push(tag('meta', { name: 'trustfront-lang', content: meta.viewLanguage }));
  }
  if (meta.faviconUrl) tags.push(tag('link', { rel: 'icon', href: meta.faviconUrl }));
  if (meta.socialImageUrl) {
    tags.push(
      tag('meta', { property: 'og:image', content: meta.socialImageUrl }),
      tag('meta', { property: 'og:image:type', content: 'image/png' }),
      tag('meta', { property: 'og:image:width', content: String(LIMITS.socialImage.width) }),
      tag('meta', { property: 'og:image:height', content: String(LIMITS.socialImage.height) }),
      tag('meta', { property: 'og:image:alt', content: meta.title }),
      tag('meta', { name: 'twitter:image', content: meta.socialImageUrl }),
    );
  }
  if (meta.brandColor && isBrandColor(meta.brandColor)) tags.push(brandStyle(meta.brandColor));
  // A data block, never run: the page's script policy does not apply to it.
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${meta.jsonLd}</script>`);
  return tags.join('\n    ');
}

/**
 * The brand colour as the page's primary colour, written in the head so that the first paint has
 * it and the portal's scripts carry no code for it. `:root:root` outranks the theme's own `:root`
 * variables, which the web app adds later in the head.
 */
function brandStyle(hex: string): string {
  const declarations = Object.entries(brandColorVariables(hex))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style data-brand-color>:root:root{${declarations}}</style>`;
}

/** The first paint of a portal page (see PageMeta.shell) or a notice; empty for other pages. */
export function renderShell(meta: PageMeta): string {
  if (meta.notice) {
    return (
      '<main data-shell style="padding:64px 16px;text-align:center;' +
      'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif">' +
      `<p style="font-size:1.25rem">${escapeHtml(meta.notice)}</p></main>`
    );
  }
  if (!meta.shell) return '';
  const { orgName, portalTitle } = meta.shell;
  const title = portalTitle
    ? `<span style="font-size:1.375rem;font-weight:600">${escapeHtml(portalTitle)}</span>`
    : '';
  return (
    '<header data-shell style="padding:16px;border-bottom:1px solid #dee2e6;' +
    'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif">' +
    '<div style="max-width:1200px;margin:0 auto;display:flex;gap:16px;align-items:center">' +
    `<span style="font-size:1.375rem;font-weight:700">${escapeHtml(orgName)}</span>${title}` +
    '</div></header>'
  );
}
