import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = () => new AppError('csrf_rejected', 'Cross-site request refused', 403);

/** The host of an Origin header, or null when it is not a URL. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing calls that a browser sent from another site, whatever the path's
 * spelling (`/%61pi/…` reaches the same route as `/api/…`): every unsafe method is checked.
 * Sessions use SameSite=Lax cookies; this closes the rest (same-site subdomains, older
 * browsers) by checking the Fetch Metadata and Origin headers browsers add to every such
 * request. An Origin that is not a URL is refused too.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw refused();
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && originHost(origin) !== request.host) throw refused();
}
