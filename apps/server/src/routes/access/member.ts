/**
 * The signed-in member's own calls (docs/access.md, Member features): log out, ask for more time on
 * the account, invite colleagues. Each needs a member session; the account in the path must be
 * theirs.
 */
import { z } from 'zod';
import { ZExtendAccessResponse, ZInviteRequest, ZOkResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { forbidden } from '../../lib/errors.ts';
import { clearSessionCookie, sessionToken } from '../../lib/session.ts';
import { deleteSession, readSession } from '../../services/access/sessions.ts';
import { extendAccess } from '../../services/access/extend-access.ts';
import { inviteColleagues } from '../../services/access/invite-colleagues.ts';
import { memberOf, type CallerRule } from '../caller-guard.ts';

const ZAccountParams = z.object({ accountId: z.uuid() });
const caller: CallerRule = { member: true };

export function memberRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.post(
    '/api/statuspage/share/auth/logout',
    { schema: { tags: ['member'], response: { 200: ZOkResponse } } },
    async (req, reply) => {
      const token = sessionToken(req);
      // Ends a member's session only: a staff session is ended by the private app's sign-out.
      const session = await readSession(db, token);
      if (session?.accountMemberId) {
        await deleteSession(db, token);
        clearSessionCookie(reply);
      }
      return { ok: true };
    },
  );

  app.get(
    '/api/statuspage/share/:accountId/external/extend-access',
    {
      schema: {
        tags: ['member'],
        params: ZAccountParams,
        response: { 200: ZExtendAccessResponse },
      },
      config: { caller },
    },
    async (req) => {
      // The documented method is GET, yet it records a request: never on another site's behalf.
      if (req.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
      return extendAccess(db, memberOf(req), req.params.accountId);
    },
  );

  app.post(
    '/api/statuspage/share/:accountId/external/invite-colleague',
    {
      schema: {
        tags: ['member'],
        params: ZAccountParams,
        body: ZInviteRequest,
        response: { 200: ZOkResponse },
      },
      config: { caller, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (req) => inviteColleagues(deps, memberOf(req), req.params.accountId, req.body),
  );
}
