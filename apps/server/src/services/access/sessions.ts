/**
 * Sessions in the database: the cookie holds an opaque token, the database only its SHA-256
 * (`hashSessionToken`). Staff and account members alike.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashSessionToken as hashToken, SESSION_TTL_MS } from '../../lib/session.ts';

/** How long a replaced session key still works, for the requests already on their way. */
const REPLACED_KEY_GRACE_MS = 60 * 1000;

export interface SessionRow {
  userId: string | null;
  accountMemberId: string | null;
  /** How a staff session was signed in; null for a member's (and staff sessions older than it). */
  signedInBy: 'password' | 'sso' | null;
}

/** Whose session: a staff member's, with how they signed in, or an account member's. */
export type SessionOwner =
  { userId: string; signedInBy: 'password' | 'sso' } | { accountMemberId: string };

export async function createSession(
  db: Db,
  owner: SessionOwner,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), expiresAt, ...owner });
  return { token, expiresAt };
}

export async function readSession(db: Db, token: string | undefined): Promise<SessionRow | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      userId: sessions.userId,
      accountMemberId: sessions.accountMemberId,
      signedInBy: sessions.signedInBy,
    })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/**
 * Replaces a session's key once half of its lifetime has passed (docs/access.md, Sessions): answers
 * the new key, with a full lifetime, or null when the key is still fresh or no longer valid. The
 * old key keeps working for a minute, so that requests already sent with it still pass.
 */
export async function refreshSessionKey(
  db: Db,
  token: string | undefined,
): Promise<{ token: string; expiresAt: Date } | null> {
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  if (!row || row.expiresAt.getTime() - Date.now() > SESSION_TTL_MS / 2) return null;
  const owner: SessionOwner | null = row.userId
    ? { userId: row.userId, signedInBy: row.signedInBy ?? 'password' }
    : row.accountMemberId
      ? { accountMemberId: row.accountMemberId }
      : null;
  if (!owner) return null;
  const fresh = await createSession(db, owner);
  const graceEnd = new Date(Math.min(row.expiresAt.getTime(), Date.now() + REPLACED_KEY_GRACE_MS));
  await db.update(sessions).set({ expiresAt: graceEnd }).where(eq(sessions.id, id));
  return fresh;
}

/** Ends every session of the given account members at once (access revoked). */
export async function endMemberSessions(
  db: Db,
  accountMemberIds: readonly string[],
): Promise<void> {
  if (accountMemberIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.accountMemberId, [...accountMemberIds]));
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
