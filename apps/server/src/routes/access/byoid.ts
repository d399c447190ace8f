/**
 * Bring your own identity in the visitor's browser (docs/access.md, Bring your own identity):
 * `POST /api/byoid/{orgId}/start` checks the company's token and answers whom it signs in, giving
 * this browser a state (a cookie and the answer); once the visitor confirms,
 * `POST /api/byoid/{orgId}/welcome` with the token and that state signs the user in as a member
 * and answers the portal address to open. A welcome without the browser's own state is refused,
 * so a page of another site cannot sign a visitor's browser into an account (login CSRF).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  ZByoidAnswer,
  ZByoidRequest,
  ZByoidStartAnswer,
  ZByoidWelcomeRequest,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { setSessionCookie } from '../../lib/session.ts';
import {
  signInWithByoid,
  startByoidSignIn,
} from '../../services/access/identity-providers/byoid-sign-in.ts';
import { portalAddress } from '../../services/access/links.ts';

const STATE_COOKIE = 'tf_byoid_state';
const STATE_PATH = '/api/byoid';

const sameState = (given: string, kept: string | undefined) =>
  kept !== undefined &&
  Buffer.byteLength(given) === Buffer.byteLength(kept) &&
  timingSafeEqual(Buffer.from(given), Buffer.from(kept));

export function byoidRoutes(app: App, deps: AppDeps) {
  const params = z.object({ orgId: z.uuid() });
  const limited = { rateLimit: { max: 60, timeWindow: '15 minutes' } };

  app.post(
    '/api/byoid/:orgId/start',
    {
      schema: {
        tags: ['member'],
        params,
        body: ZByoidRequest,
        response: { 200: ZByoidStartAnswer },
      },
      config: limited,
    },
    async (req, reply) => {
      const who = await startByoidSignIn(deps, req.params.orgId, req.body.byoidJwt);
      const state = randomBytes(32).toString('base64url');
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        maxAge: 600,
      });
      reply.header('cache-control', 'no-store');
      return { ...who, state };
    },
  );

  app.post(
    '/api/byoid/:orgId/welcome',
    {
      schema: {
        tags: ['member'],
        params,
        body: ZByoidWelcomeRequest,
        response: { 200: ZByoidAnswer },
      },
      config: limited,
    },
    async (req, reply) => {
      const { orgId } = req.params;
      const sameBrowser = sameState(req.body.state, req.cookies[STATE_COOKIE]);
      const signedIn = await signInWithByoid(deps, orgId, req.body.byoidJwt, sameBrowser);
      reply.clearCookie(STATE_COOKIE, { path: STATE_PATH });
      setSessionCookie(reply, signedIn.session.token, signedIn.session.expiresAt);
      const query: Record<string, string> = { accountId: signedIn.accountId };
      if (signedIn.firstVisit) query.welcome = 'true';
      return { redirectTo: await portalAddress(deps, orgId, query) };
    },
  );
}
