/**
 * POST /api/byoid/{orgId}/welcome (docs/access.md, Bring your own identity): the welcome page sends
 * the company's token; a valid one signs its user in as a member and answers the portal address to
 * open.
 */
import { z } from 'zod';
import { ZByoidAnswer, ZByoidRequest } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { setSessionCookie } from '../../lib/session.ts';
import { signInWithByoid } from '../../services/access/identity-providers/byoid-sign-in.ts';
import { portalAddress } from '../../services/access/links.ts';

export function byoidRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/byoid/:orgId/welcome',
    {
      schema: {
        tags: ['member'],
        params: z.object({ orgId: z.uuid() }),
        body: ZByoidRequest,
        response: { 200: ZByoidAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (req, reply) => {
      const { orgId } = req.params;
      const signedIn = await signInWithByoid(deps, orgId, req.body.byoidJwt);
      setSessionCookie(reply, signedIn.session.token, signedIn.session.expiresAt);
      const params: Record<string, string> = { accountId: signedIn.accountId };
      if (signedIn.firstVisit) params.welcome = 'true';
      return { redirectTo: await portalAddress(deps, orgId, params) };
    },
  );
}
