/**
 * A portal feed written as Atom (RFC 4287) and as JSON Feed 1.1 (docs/portal.md, Atom and JSON
 * feeds). Texts are staff's own: every one is escaped, and characters XML 1.0 cannot carry are
 * dropped, so that any text makes a well-formed document.
 */
import {
  JSON_FEED_VERSION,
  type TJsonFeed,
  type TPortalFeed,
  type TPortalFeedEntry,
} from '../schemas/portal-feed.ts';

/** Characters outside XML 1.0's `Char` production (controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe for XML character data and attribute values alike: markup characters escaped,
 * characters XML cannot carry removed.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Text as HTML: escaped, a paragraph a non-empty line. */
export function textToHtml(lines: readonly string[]): string {
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeXml(line)}</p>`)
    .join('');
}

const element = (name: string, attrs: Record<string, string | null>, body?: string): string => {
  const attributes = Object.entries(attrs)
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return body === undefined
    ? `<${name}${attributes}/>`
    : `<${name}${attributes}>${escapeXml(body)}</${name}>`;
};

function atomEntry(entry: TPortalFeedEntry): string {
  const { attachment } = entry;
  return [
    '  <entry>',
    `    ${element('id', {}, entry.id)}`,
    `    ${element('title', { type: 'text' }, entry.title)}`,
    `    ${element('published', {}, entry.published)}`,
    `    ${element('updated', {}, entry.published)}`,
    `    ${element('link', { rel: 'alternate', type: 'text/html', href: entry.url })}`,
    ...(attachment
      ? [
          `    ${element('link', {
            rel: 'enclosure',
            type: attachment.contentType,
            href: attachment.url,
            length: attachment.size === null ? null : String(attachment.size),
          })}`,
        ]
      : []),
    `    ${element('category', { term: entry.category.term, label: entry.category.label })}`,
    `    ${element('content', { type: 'html' }, textToHtml(entry.lines))}`,
    '  </entry>',
  ].join('\n');
}

/** The feed as an Atom document (RFC 4287), UTF-8. */
export function renderAtomFeed(feed: TPortalFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${element('id', {}, feed.id)}`,
    `  ${element('title', { type: 'text' }, feed.title)}`,
    ...(feed.subtitle ? [`  ${element('subtitle', { type: 'text' }, feed.subtitle)}`] : []),
    `  ${element('updated', {}, feed.updated)}`,
    `  <author>${element('name', {}, feed.author.name)}${element('uri', {}, feed.author.url)}</author>`,
    `  ${element('link', { rel: 'self', type: 'application/atom+xml', href: feed.links.atom })}`,
    `  ${element('link', { rel: 'alternate', type: 'text/html', href: feed.links.page })}`,
    `  ${element('link', { rel: 'alternate', type: 'application/feed+json', href: feed.links.json })}`,
    `  ${element('generator', {}, 'Trustfront')}`,
    ...feed.entries.map(atomEntry),
    '</feed>',
    '',
  ].join('\n');
}

/** The feed as a JSON Feed 1.1 document. */
export function toJsonFeed(feed: TPortalFeed): TJsonFeed {
  return {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.links.page,
    feed_url: feed.links.json,
    ...(feed.subtitle ? { description: feed.subtitle } : {}),
    language: 'en',
    authors: [{ name: feed.author.name, url: feed.author.url }],
    items: feed.entries.map((entry) => ({
      id: entry.id,
      url: entry.url,
      title: entry.title,
      content_html: textToHtml(entry.lines),
      content_text: entry.lines.join('\n'),
      date_published: entry.published,
      date_modified: entry.published,
      tags: [entry.category.label],
      ...(entry.attachment
        ? {
            attachments: [
              {
                url: entry.attachment.url,
                mime_type: entry.attachment.contentType,
                ...(entry.attachment.size === null ? {} : { size_in_bytes: entry.attachment.size }),
              },
            ],
          }
        : {}),
    })),
  };
}
