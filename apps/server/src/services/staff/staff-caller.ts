/** The signed-in staff member behind a private-app request: who, of which organisation, with which scopes. */
import { and, eq, isNull } from 'drizzle-orm';
import type { StaffCredential } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { organizations, roles, users } from '../../db/schema/index.ts';
import { readSession } from '../access/sessions.ts';

export interface StaffCaller {
  userId: string;
  email: string;
  orgId: string;
  orgSlug: string;
  orgName: string;
  scopes: ReadonlySet<string>;
  /** How the caller is signed in: a password or single sign-on session, or an API token. */
  credential: StaffCredential;
}

/** The staff member of the session token, or null when it is not a live staff session. */
export async function findStaffCaller(
  db: Db,
  token: string | undefined,
): Promise<StaffCaller | null> {
  const session = await readSession(db, token);
  if (!session?.userId) return null;
  // A session from before sessions kept how they were signed in counts as a password one.
  return loadStaffCaller(db, session.userId, session.signedInBy ?? 'password');
}

/**
 * The staff member `userId` with their organisation and their role's scopes, or null (also when
 * deactivated), calling with `credential`.
 */
export async function loadStaffCaller(
  db: Db,
  userId: string,
  credential: StaffCredential,
): Promise<StaffCaller | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      orgId: organizations.id,
      orgSlug: organizations.slug,
      orgName: organizations.name,
      scopes: roles.scopes,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    // A deactivated member (SCIM) holds no session and no token from that moment.
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return row ? { ...row, scopes: new Set(row.scopes), credential } : null;
}
