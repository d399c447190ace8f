/** Opaque session tokens: the cookie holds the token, the database only its SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'tf_session';
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRow {
  userId: string | null;
  accountMemberId: string | null;
}

export async function createSession(
  db: Db,
  owner: { userId: string } | { accountMemberId: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), expiresAt, ...owner });
  return { token, expiresAt };
}

export async function readSession(db: Db, token: string | undefined): Promise<SessionRow | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: sessions.userId, accountMemberId: sessions.accountMemberId })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

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
