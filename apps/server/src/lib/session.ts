/** The session cookie: it holds an opaque token; the database keeps only its SHA-256. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tf_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the database keeps of a session token. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's session cookie is a staff session sent to a host that honours none (a custom
     * domain, routes/host-guard.ts): it is read as no session at all.
     */
    sessionIgnored: boolean;
  }
}

export const sessionToken = (request: FastifyRequest): string | undefined =>
  request.sessionIgnored ? undefined : request.cookies[SESSION_COOKIE];

/**
 * What every cookie the server sets carries unless it says otherwise: `Secure` exactly when the
 * public address is https (docs/deploy.md), whatever scheme a request reached the server by.
 * No `Domain`: each cookie stays with the host that set it.
 */
export const cookieDefaults = (publicUrl: string) => ({
  secure: new URL(publicUrl).protocol === 'https:',
});

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The rate-limit key of a signed-in caller's own actions (comments, questionnaires): their
 * session, hashed so the counter store never holds a live token; the address otherwise.
 */
export const perSessionKey = (request: FastifyRequest): string => {
  const token = sessionToken(request);
  return token ? `session:${hashSessionToken(token).slice(0, 40)}` : request.ip;
};
