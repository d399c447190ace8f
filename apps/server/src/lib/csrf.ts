import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sent from another site. Sessions use
 * SameSite=Lax cookies; this closes the rest (same-site subdomains, older browsers) by checking
 * the Fetch Metadata and Origin headers browsers add to every such request.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw new AppError('csrf_rejected', 'Cross-site request refused', 403);
  }
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const originHost = new URL(origin).host;
    if (originHost !== request.host) {
      throw new AppError('csrf_rejected', 'Cross-site request refused', 403);
    }
  }
}
