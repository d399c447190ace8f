/**
 * What each host answers (docs/portal.md, Hosts and custom domains), decided for every request by
 * one `onRequest` hook before any caller is resolved: the main host answers everything; a
 * verified custom domain only its organisation's portal, and it honours no staff session; any
 * other host only the pages that say 'Company not found'. The rest answers 404.
 */
import type { FastifyRequest } from 'fastify';
import { hostHonoursStaffSessions, hostServesPath, type TenantHost } from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { notFound } from '../lib/errors.ts';
import { sessionToken } from '../lib/session.ts';
import { readSession } from '../services/access/sessions.ts';
import { resolveTenantHost } from '../services/portal/resolve-host.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The host the request came to, resolved by the host guard. */
    tenantHost: TenantHost | null;
  }
}

/** The `onRequest` hook that resolves the request's host and refuses what it does not answer. */
export function guardHost(deps: Pick<AppDeps, 'db' | 'config'>) {
  return async (req: FastifyRequest) => {
    const host = await resolveTenantHost(deps.db, req.headers.host, deps.config.publicUrl);
    req.tenantHost = host;
    if (!hostServesPath(host, req.url)) throw notFound();
    if (!hostHonoursStaffSessions(host)) {
      // A member's session of the portal stays; a staff member's is read as none.
      const session = await readSession(deps.db, sessionToken(req));
      if (session?.userId) req.sessionIgnored = true;
    }
  };
}

/** The host the guard resolved for this request. */
export function tenantHostOf(req: FastifyRequest): TenantHost {
  if (!req.tenantHost) throw new Error(`No host resolved for ${req.url}`);
  return req.tenantHost;
}
