/** The session cookie: it holds an opaque token; the database keeps only its SHA-256. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tf_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the database keeps of a session token. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
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
