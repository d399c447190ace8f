/**
 * Staff single sign-on (docs/staff.md, Single sign-on): the browser's round trip to the identity
 * provider (start, callback), and Settings → Single sign-on (scope app:settings). A sign-in that
 * fails goes back to the sign-in page with its reason (`?ssoFailure=`), which names it.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  ZStaffSsoSettings,
  ZStaffSsoSettingsInput,
  ssoFailureOf,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { addLogFields } from '../../lib/log-context.ts';
import { setSessionCookie } from '../../lib/session.ts';
import { createSession } from '../../services/access/sessions.ts';
import { recordStaffSignIn } from '../../services/staff/sign-in.ts';
import { finishSsoSignIn, startSsoSignIn } from '../../services/staff/sso/oidc-sign-in.ts';
import {
  createScimToken,
  loadSso,
  presentSso,
  saveSso,
} from '../../services/staff/sso/settings.ts';
import { staffOf, staffOnly } from './guard.ts';

const STATE_COOKIE = 'tf_sso_state';
const STATE_PATH = '/api/auth/sso';

/** Back to the sign-in page, naming why single sign-on did not sign in. */
function toSignInPage(reply: FastifyReply, error: unknown, org: string | undefined) {
  if (!(error instanceof AppError)) throw error;
  const details = error.details as { reason?: string } | undefined;
  const query = new URLSearchParams({ ssoFailure: ssoFailureOf(details?.reason) });
  if (org) query.set('org', org);
  return reply.redirect(`/app/login?${query}`, 303);
}

export function ssoRoutes(app: App, { db, config }: AppDeps) {
  const tags = ['auth'];
  const limited = { rateLimit: { max: 30, timeWindow: '15 minutes' } };
  const ssoDeps = {
    db,
    appSecret: config.secret,
    allowPrivate: config.outbound.allowPrivate,
    publicUrl: config.publicUrl,
  };

  app.get(
    '/api/auth/sso/start',
    {
      schema: { tags, querystring: z.object({ org: z.string().trim().min(1).max(100) }) },
      config: limited,
    },
    async (req, reply) => {
      try {
        const { url, state } = await startSsoSignIn(ssoDeps, req.query.org);
        reply.setCookie(STATE_COOKIE, state, {
          path: STATE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          maxAge: 600,
        });
        return reply.redirect(url, 303);
      } catch (error) {
        return toSignInPage(reply, error, req.query.org);
      }
    },
  );

  app.get(
    '/api/auth/sso/callback',
    {
      schema: {
        tags,
        querystring: z.object({ state: z.string().max(200) }).catchall(z.string().max(4000)),
      },
      config: limited,
    },
    async (req, reply) => {
      const query = req.url.slice(req.url.indexOf('?') + 1);
      const browserState = req.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: STATE_PATH });
      let userId: string;
      try {
        userId = await finishSsoSignIn(ssoDeps, query, browserState);
      } catch (error) {
        return toSignInPage(reply, error, undefined);
      }
      addLogFields({ caller: 'staff', userId, signIn: 'sso' });
      await recordStaffSignIn(db, userId);
      const { token, expiresAt } = await createSession(db, { userId, signedInBy: 'sso' });
      setSessionCookie(reply, token, expiresAt);
      return reply.redirect('/app', 303);
    },
  );

  const guarded = staffOnly('app:settings');
  const settingsUrl = '/api/app/settings/sso';
  app.get(
    settingsUrl,
    { config: guarded, schema: { tags: ['app'], response: { 200: ZStaffSsoSettings } } },
    async (req) => presentSso(await loadSso(db, staffOf(req).orgId), config.publicUrl),
  );
  app.put(
    settingsUrl,
    {
      config: guarded,
      schema: { tags: ['app'], body: ZStaffSsoSettingsInput, response: { 200: ZStaffSsoSettings } },
    },
    async (req) => presentSso(await saveSso(ssoDeps, staffOf(req), req.body), config.publicUrl),
  );
  app.post(
    `${settingsUrl}/scim-token`,
    {
      config: guarded,
      schema: { tags: ['app'], response: { 200: z.object({ token: z.string() }) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: await createScimToken(db, staffOf(req)) };
    },
  );
}
