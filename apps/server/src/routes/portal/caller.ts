/**
 * The portal caller, resolved once per request for every `/api/portal/{orgSlug}/…` route: the
 * organisation (404 'Company not found'), its customisation, the content revision and who is
 * calling, decided from the session with the query's caller parameters.
 */
import type { FastifyRequest } from 'fastify';
import { addLogFields, type CallerKind } from '../../lib/log-context.ts';
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

const CALLER_KINDS: Record<PortalCaller['viewer']['mode'], CallerKind> = {
  public: 'anonymous',
  account: 'member',
  preview: 'staff',
  main: 'staff',
};

/** The preHandler that resolves `request.portalCaller` (and names it in the request's log). */
export function resolveCallerHook(deps: Pick<AppDeps, 'db' | 'revisions'>) {
  return async (req: FastifyRequest) => {
    if (req.routeOptions.config.ownCaller) return;
    const { orgSlug } = req.params as { orgSlug: string };
    const caller = await resolvePortalCaller(deps, orgSlug, {
      ...viewerParams(req.query),
      sessionToken: sessionToken(req),
    });
    addLogFields({
      org: caller.org.slug,
      orgId: caller.org.id,
      caller: CALLER_KINDS[caller.viewer.mode],
      mode: caller.viewer.mode,
    });
    req.portalCaller = caller;
  };
}

/** The caller the hook resolved for this request. */
export function callerOf(req: FastifyRequest): PortalCaller {
  if (!req.portalCaller) throw new Error(`No portal caller resolved for ${req.routeOptions.url}`);
  return req.portalCaller;
}
