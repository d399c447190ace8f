import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type TStaffUser } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { organizations, roles, users } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

// A fixed hash so that unknown e-mails cost the same time as wrong passwords.
const DUMMY_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$Yv9cM0e3V1Q9a4Ukz2m7Zc5x0i6o0b2WbUuJrK1k3m8';

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
  const ok = await argon2.verify(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
  if (!user || !ok)
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
  return user.id;
}
