/**
 * The portal caller, resolved once per request for every `/api/portal/{orgSlug}/…` route: the
 * organisation (404 'Company not found'), its customisation, its content revision and who is
 * calling, decided from the session with the query's caller parameters.
 */
import type { FastifyRequest } from 'fastify';
import { sessionToken } from '../../lib/session.ts';
import { resolvePortalCaller, type PortalCaller } from '../../services/portal-caller.ts';
import { viewerParams } from '../../services/resolve-viewer.ts';
import type { AppDeps } from '../../app-types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    portalCaller: PortalCaller | null;
  }
  interface FastifyContextConfig {
    /** The route resolves its caller itself (a bulk-download link names its own). */
    ownCaller?: boolean;
  }
}

/** The preHandler that resolves `request.portalCaller`. */
export function resolveCallerHook(deps: Pick<AppDeps, 'db' | 'revisions'>) {
  return async (req: FastifyRequest) => {
    if (req.routeOptions.config.ownCaller) return;
    const { orgSlug } = req.params as { orgSlug: string };
    req.portalCaller = await resolvePortalCaller(deps, orgSlug, {
      ...viewerParams(req.query),
      sessionToken: sessionToken(req),
    });
  };
}

/** The caller the hook resolved for this request. */
export function callerOf(req: FastifyRequest): PortalCaller {
  if (!req.portalCaller) throw new Error(`No portal caller resolved for ${req.routeOptions.url}`);
  return req.portalCaller;
}
