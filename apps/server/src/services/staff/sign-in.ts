import { hash, verify } from '@node-rs/argon2';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  SSO_MESSAGES,
  STAFF_SIGN_IN_MAX_ACCOUNTS,
  passwordSignInAllowed,
  passwordSignInOutcome,
  retryLater,
  signInAttemptDecision,
  signInClientKey,
  signInDelayS,
  signInWaitMessage,
  type PasswordSignInCandidate,
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

/** A right password: the staff member to sign in, or the organisations to choose from. */
export type CheckedCredentials = { userId: string } | { choose: { slug: string; name: string }[] };

/**
 * Checks a password against each staff account of the e-mail (at most
 * `STAFF_SIGN_IN_MAX_ACCOUNTS`, only the chosen organisation's when one is named), always
 * hashing as many times, so that neither the answer nor its time tells how many organisations
 * the address is staff of. What comes of it is `passwordSignInOutcome`'s: a refusal names
 * nothing of an account whose password was not given.
 */
export async function verifyStaffCredentials(
  db: Db,
  rawEmail: string,
  password: string,
  chosenOrg?: string,
): Promise<CheckedCredentials> {
  const accounts = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      orgSlug: organizations.slug,
      orgName: organizations.name,
      sso: { enabled: staffSso.enabled, requireSso: staffSso.requireSso },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .leftJoin(staffSso, eq(staffSso.orgId, users.orgId))
    .where(
      and(
        eq(users.email, rawEmail.trim().toLowerCase()),
        chosenOrg === undefined ? undefined : eq(organizations.slug, chosenOrg),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(STAFF_SIGN_IN_MAX_ACCOUNTS);
  const candidates: PasswordSignInCandidate[] = [];
  for (let i = 0; i < STAFF_SIGN_IN_MAX_ACCOUNTS; i++) {
    const account = accounts[i];
    const checked = account?.passwordHash ?? (await timingHash());
    const matches = await verify(checked, password).catch(() => false);
    if (!account) continue;
    candidates.push({
      userId: account.id,
      orgSlug: account.orgSlug,
      orgName: account.orgName,
      passwordMatches: account.passwordHash !== null && matches,
      deactivated: account.deactivatedAt !== null,
      passwordAllowed: passwordSignInAllowed(account.sso),
    });
  }
  const outcome = passwordSignInOutcome(candidates, chosenOrg);
  if (outcome.kind === 'sign_in') return { userId: outcome.userId };
  if (outcome.kind === 'choose') return { choose: outcome.organizations };
  // Told only to whoever knows the password: the answer says nothing of other addresses.
  if (outcome.reason === 'deactivated')
    throw new AppError('staff_deactivated', SSO_MESSAGES.deactivated, 403);
  if (outcome.reason === 'sso_required')
    throw new AppError('sso_required', SSO_MESSAGES.ssoRequired, 403);
  throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
}

/** Notes when the staff member last signed in, for the staff list. */
export async function recordStaffSignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/** Who an attempt's failures are counted for: the e-mail, from the client's network. */
export interface SignInAttempter {
  email: string;
  /** The client's address (`signInClientKey` reduces it to its network). */
  address: string;
}

const failuresOf = ({ email, address }: SignInAttempter) =>
  and(
    eq(staffSignInFailures.email, email.trim().toLowerCase()),
    eq(staffSignInFailures.client, signInClientKey(address)),
  );

/**
 * Admits one sign-in attempt for the e-mail from the client's network, or refuses it at once
 * with 429 `sign_in_delayed` and `Retry-After` while that slow-down runs: failures from another
 * network never slow the account's own user down. The attempt is counted as a failure before the
 * password is checked, under a lock on its row, so attempts sent together pass one at a time;
 * `clearSignInFailures` forgets them when the password was right. A refused attempt costs one
 * query and no password hash, and holds no connection open. Unknown addresses are counted alike,
 * so that the answers do not tell which addresses are staff.
 */
export async function admitSignInAttempt(
  db: Db,
  attempter: SignInAttempter,
  now = new Date(),
): Promise<number> {
  const email = attempter.email.trim().toLowerCase();
  const client = signInClientKey(attempter.address);
  return db.transaction(async (tx) => {
    await tx
      .insert(staffSignInFailures)
      .values({ email, client, failures: 0, nextAttemptAt: now })
      .onConflictDoNothing();
    const [state] = await tx
      .select({
        failures: staffSignInFailures.failures,
        nextAttemptAt: staffSignInFailures.nextAttemptAt,
      })
      .from(staffSignInFailures)
      .where(failuresOf(attempter))
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
      .where(failuresOf(attempter));
    return decision.failures;
  });
}

/**
 * A wrong password: the wait the attempt's failures call for runs from now, when the caller is
 * told, rather than from when the attempt came in (checking a password takes a while).
 */
export async function recordSignInFailure(
  db: Db,
  attempter: SignInAttempter,
  failures: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(staffSignInFailures)
    .set({ nextAttemptAt: new Date(now.getTime() + signInDelayS(failures) * 1000) })
    .where(failuresOf(attempter));
}

/**
 * A right password clears the failures of the e-mail from that network: its slow-down starts
 * over, while other networks' stay as they are.
 */
export async function clearSignInFailures(db: Db, attempter: SignInAttempter): Promise<void> {
  await db.delete(staffSignInFailures).where(failuresOf(attempter));
}
