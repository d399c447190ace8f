import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  SSO_MESSAGES,
  passwordSignInAllowed,
  retryLater,
  signInAttemptDecision,
  signInDelayS,
  signInWaitMessage,
  type TStaffUser,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  organizations,
  roles,
  staffSignInFailures,
  staffSso,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

// A real hash, made once, so that unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hash('trustfront-timing-equaliser'));

export async function findStaffUser(db: Db, userId: string): Promise<TStaffUser | null> {
  const [row] = await db
    .select({ user: users, org: organizations, scopes: roles.scopes })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!row) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    orgSlug: row.org.slug,
    orgName: row.org.name,
    scopes: row.scopes,
  };
}

/** Checks a staff member's e-mail and password; a wrong pair is refused with one message. */
export async function verifyStaffCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<string> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      sso: { enabled: staffSso.enabled, requireSso: staffSso.requireSso },
    })
    .from(users)
    .leftJoin(staffSso, eq(staffSso.orgId, users.orgId))
    .where(eq(users.email, email.toLowerCase()));
  const ok = await verify(user?.passwordHash ?? (await timingHash()), password).catch(() => false);
  if (!user || !ok)
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
  // Told only to whoever knows the password: the answer says nothing of other addresses.
  if (user.deactivatedAt) throw new AppError('staff_deactivated', SSO_MESSAGES.deactivated, 403);
  if (!passwordSignInAllowed(user.sso))
    throw new AppError('sso_required', SSO_MESSAGES.ssoRequired, 403);
  return user.id;
}

/** Notes when the staff member last signed in, for the staff list. */
export async function recordStaffSignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/**
 * Admits one sign-in attempt for the address, or refuses it at once with 429 `sign_in_delayed`
 * and `Retry-After` while the account's slow-down runs. The attempt is counted as a failure
 * before the password is checked, under a lock on the address's row, so attempts sent together
 * pass one at a time; `clearSignInFailures` forgets them when the password was right. A refused
 * attempt costs one query and no password hash, and holds no connection open. Unknown addresses
 * are counted alike, so that the answers do not tell which addresses are staff.
 */
export async function admitSignInAttempt(
  db: Db,
  rawEmail: string,
  now = new Date(),
): Promise<number> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .insert(staffSignInFailures)
      .values({ email, failures: 0, nextAttemptAt: now })
      .onConflictDoNothing();
    const [state] = await tx
      .select({
        failures: staffSignInFailures.failures,
        nextAttemptAt: staffSignInFailures.nextAttemptAt,
      })
      .from(staffSignInFailures)
      .where(eq(staffSignInFailures.email, email))
      .for('update');
    const decision = signInAttemptDecision(state ?? null, now);
    if (decision.kind === 'wait') {
      throw retryLater(
        'sign_in_delayed',
        signInWaitMessage(decision.retryAfterS),
        decision.retryAfterS,
      );
    }
    await tx
      .update(staffSignInFailures)
      .set({ failures: decision.failures, nextAttemptAt: decision.nextAttemptAt })
      .where(eq(staffSignInFailures.email, email));
    return decision.failures;
  });
}

/**
 * A wrong password: the wait the attempt's failures call for runs from now, when the caller is
 * told, rather than from when the attempt came in (checking a password takes a while).
 */
export async function recordSignInFailure(
  db: Db,
  rawEmail: string,
  failures: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(staffSignInFailures)
    .set({ nextAttemptAt: new Date(now.getTime() + signInDelayS(failures) * 1000) })
    .where(eq(staffSignInFailures.email, rawEmail.trim().toLowerCase()));
}

/** A successful sign-in clears the address's failures: the slow-down starts over. */
export async function clearSignInFailures(db: Db, rawEmail: string): Promise<void> {
  await db
    .delete(staffSignInFailures)
    .where(eq(staffSignInFailures.email, rawEmail.trim().toLowerCase()));
}
