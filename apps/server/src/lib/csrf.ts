import type { FastifyRequest } from 'fastify';
import { refusalOf, SAME_SITE_HEADER, SERVER_ERROR_TEXTS, SERVER_ERRORS } from '@trustfront/core';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes form posts from anywhere: its credential is in its URL (a mail's
     * one-click unsubscribe link, which mail providers post as a form).
     */
    acceptsForms?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = () => refusalOf(SERVER_ERRORS.csrfRejected, 403);

/** The host of an Origin header, or null when it is not a URL. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Refuses state-changing calls that a browser sent from another site, whatever the path's
 * spelling (`/%61pi/…` reaches the same route as `/api/…`): every unsafe method is checked.
 * Sessions use SameSite=Lax cookies; this closes the rest (same-site subdomains, older
 * browsers) by checking the Fetch Metadata and Origin headers browsers add to every such
 * request. An Origin that is not a URL is refused, and so is `Origin: null` (sandboxed frames,
 * data: pages, some redirects), which names no site at all.
 *
 * A page of another site can still post a form (urlencoded, multipart, text/plain) without
 * those headers in older browsers, so an unsafe call must also be one that a form cannot make:
 * a JSON body, or the web app's own header (`SAME_SITE_HEADER`), which uploads and body-less
 * calls carry, or a bearer credential (API tokens). Routes that take form posts by design say so
 * with `config.acceptsForms`.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw refused();
  const origin = request.headers.origin;
  if (origin !== undefined && (origin === 'null' || originHost(origin) !== request.host)) {
    throw refused();
  }
  if (request.routeOptions.config.acceptsForms) return;
  // A bearer credential is no browser's doing: a form cannot send one, and a script of another
  // site cannot either without a CORS preflight, which is never granted (docs/api.md).
  if (/^Bearer \S/.test(request.headers.authorization ?? '')) return;
  if (request.headers[SAME_SITE_HEADER] !== undefined) return;
  if (mediaType(request.headers['content-type']) === 'application/json') return;
  throw new AppError('csrf_rejected', SERVER_ERROR_TEXTS.csrfNeedsJson(SAME_SITE_HEADER), 403);
}
