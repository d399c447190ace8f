import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AppError,
  ZStaffLoginRequest,
  ZStaffSession,
  ZStaffSessionState,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { addLogFields } from '../../lib/log-context.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../lib/session.ts';
import { createSession, deleteSession } from '../../services/access/sessions.ts';
import { findStaffCaller } from '../../services/staff/staff-caller.ts';
import {
  admitSignInAttempt,
  clearSignInFailures,
  findStaffUser,
  recordSignInFailure,
  recordStaffSignIn,
  verifyStaffCredentials,
} from '../../services/staff/sign-in.ts';
import { staffOf, staffOnly } from './guard.ts';

/**
 * Signs the staff member in by password: a new session in the cookie, the sign-in noted; answers
 * who they are, as sign-in does.
 */
export async function startStaffSession(db: AppDeps['db'], reply: FastifyReply, userId: string) {
  addLogFields({ caller: 'staff', userId });
  await recordStaffSignIn(db, userId);
  const { token, expiresAt } = await createSession(db, { userId, signedInBy: 'password' });
  setSessionCookie(reply, token, expiresAt);
  const user = await findStaffUser(db, userId);
  if (!user) throw unauthorized();
  return { user };
}

/** Staff sign-in, the current session, and sign-out. */
export function sessionRoutes(app: App, { db }: AppDeps) {
  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: ZStaffLoginRequest, response: { 200: ZStaffSession } },
      // Sign-in attempts per client address, counted across instances.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (req, reply) => {
      const { email, password, org } = req.body;
      // Per account and client network: after five failures in a row, each attempt from that
      // network waits 1 s, 2 s, 4 s … up to 30 s.
      const attempter = { email, address: req.ip };
      const failures = await admitSignInAttempt(db, attempter);
      const checked = await verifyStaffCredentials(db, email, password, org).catch(
        async (error: unknown) => {
          await recordSignInFailure(db, attempter, failures);
          throw error;
        },
      );
      await clearSignInFailures(db, attempter);
      if ('choose' in checked) {
        throw new AppError('choose_organization', AUTH_MESSAGES.chooseOrganization, 409, {
          organizations: checked.choose,
        });
      }
      return startStaffSession(db, reply, checked.userId);
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], response: { 200: ZStaffSession } }, config: staffOnly('any') },
    async (req) => {
      const user = await findStaffUser(db, staffOf(req).userId);
      if (!user) throw unauthorized();
      return { user };
    },
  );

  // The private app asks who is signed in without a refusal: signed out is an answer, not an error.
  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], response: { 200: ZStaffSessionState } } },
    async (req) => {
      const caller = await findStaffCaller(db, sessionToken(req));
      return { user: caller ? await findStaffUser(db, caller.userId) : null };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req, reply) => {
      await deleteSession(db, sessionToken(req));
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
}
