/**
 * The gate of an unpublished trust center (docs/portal.md, Publication), asked by every way into
 * an organisation's portal: the portal caller (every `/api/portal/{orgSlug}/…` route), members'
 * own routes, pages, assets, the social image and identity-provider sign-ins. Which callers pass
 * is decided by `mayOpenPortal` in core; visitors who do not are answered 404 `not_published`.
 */
import { and, eq } from 'drizzle-orm';
import { AppError, PUBLICATION_MESSAGES, mayOpenPortal } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { log } from '../../lib/log-context.ts';
import { readSession } from './sessions.ts';

/** An organisation as far as its publication goes. */
export interface PublishedOrg {
  id: string;
  publishedAt: Date | null;
}

/** 404 `not_published` 'This trust center is not published yet'. */
export const notPublished = () =>
  new AppError('not_published', PUBLICATION_MESSAGES.notPublished, 404);

/** Refuses a caller the rule keeps out of the organisation's portal. */
export function refuseUnpublished(org: PublishedOrg, isOrgStaff: boolean): void {
  if (mayOpenPortal({ isPublished: org.publishedAt !== null, isOrgStaff })) return;
  log().debug('refused: the trust center is not published');
  throw notPublished();
}

/** Whether the session is a staff member's of the organisation. */
async function isStaffOf(db: Db, orgId: string, token: string | undefined): Promise<boolean> {
  const session = await readSession(db, token);
  if (!session?.userId) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, session.userId), eq(users.orgId, orgId)));
  return Boolean(row);
}

/**
 * Whether the caller may open the organisation's portal; the session is read only when the
 * portal is not published.
 */
export async function portalOpenTo(
  db: Db,
  org: PublishedOrg,
  token: string | undefined,
): Promise<boolean> {
  if (org.publishedAt !== null) return true;
  return mayOpenPortal({ isPublished: false, isOrgStaff: await isStaffOf(db, org.id, token) });
}

/**
 * The organisation's publication by id, refusing callers it keeps out (404 `company_not_found`
 * is the caller's own business: an unknown organisation passes here and fails where it is read).
 */
export async function assertPortalOpen(
  db: Db,
  orgId: string,
  token: string | undefined,
): Promise<PublishedOrg | null> {
  const [org] = await db
    .select({ id: organizations.id, publishedAt: organizations.publishedAt })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) return null;
  if (!(await portalOpenTo(db, org, token))) refuseUnpublished(org, false);
  return org;
}
