import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type TStaffUser } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { organizations, roles, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

// A real hash, made once, so that unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hash('trustfront-timing-equaliser'));

export async function findStaffUser(db: Db, userId: string): Promise<TStaffUser | null> {
  const [row] = await db
    .select({ user: users, org: organizations, scopes: roles.scopes })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
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
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const ok = await verify(user?.passwordHash ?? (await timingHash()), password).catch(() => false);
  if (!user || !ok)
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
  return user.id;
}

/** Notes when the staff member last signed in, for the staff list. */
export async function recordStaffSignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}
