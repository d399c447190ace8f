/**
 * HTTP helpers shared by the routes: document headers and dispositions, the sandbox policy for
 * types that could run scripts, caching headers and ETag matching.
 */
import { create as contentDispositionHeader } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { isInlineSafeType } from '@trustfront/core';

/** Answers that depend on who asks: never stored by a shared cache, nor kept by the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** `inline` or `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  // An ASCII fallback keeps the header ASCII-only; the library adds filename* when they differ.
  // eslint-disable-next-line no-control-regex
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%\x00-\x1f]/g, '_');
  return contentDispositionHeader(fileName, { type: kind, fallback });
}

/**
 * Headers that only a page (an HTML document) heeds: how it may be framed, what it sends as
 * referrer, its browsing-context isolation, legacy IE and Flash switches. An image, a script or a
 * style sheet does without them; a page of the portal lists dozens of those, so they are dropped
 * from such answers. `content-security-policy`, `x-content-type-options`,
 * `cross-origin-resource-policy` and `strict-transport-security` stay.
 */
export const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Drops the page-only headers from an answer that is not a page. */
export function withoutPageHeaders(reply: { removeHeader(name: string): unknown }): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
}

/** A policy under which a document cannot run scripts, even when opened from our origin. */
export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers every document answer carries: never cached, never sniffed, and sandboxed unless its
 * type is safe to render from the portal's origin (uploaded HTML or SVG must not run scripts).
 */
export function documentHeaders(
  reply: FastifyReply,
  document: { contentType: string; fileName: string; disposition: 'inline' | 'attachment' },
): FastifyReply {
  reply
    .header('content-type', document.contentType)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(document.disposition, document.fileName));
  if (!isInlineSafeType(document.contentType)) reply.header('content-security-policy', SANDBOX_CSP);
  return reply;
}

/** Whether an If-None-Match header (a list, weak tags or '*') names the current ETag (RFC 9110). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The encoding to send a precompressed answer in: brotli, else gzip, when the client accepts it
 * (`Accept-Encoding`, q-values honoured), else none.
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}
