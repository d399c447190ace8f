/**
 * GET /api/statuspage/share/{id}/external/extend-access: a member asks for more time on their
 * account (docs/access.md, Expired access): already has access, already requested, or a new
 * 'extend' request for staff to review.
 */
import { emitAccessRequestsCreated } from '../integrations/webhooks/events.ts';
import { and, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  hasCurrentAccess,
  isAccessEnding,
  refusalOf,
  type TExtendAccessResponse,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accessRequests } from '../../db/schema/index.ts';
import type { MemberCaller } from './member-caller.ts';

export async function extendAccess(
  db: Db,
  member: MemberCaller,
  accountId: string,
  now = new Date(),
): Promise<TExtendAccessResponse> {
  if (member.account.id !== accountId) throw refusalOf(API_ERRORS.accountNotFound, 404);
  // From the first reminder on (docs/access.md, Access reminders) a member may ask before the end.
  if (hasCurrentAccess(member.account, now) && !isAccessEnding(member.account, now)) {
    return { status: 'already-has-access' };
  }
  const [pending] = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.accountId, accountId),
        eq(accessRequests.kind, 'extend'),
        eq(accessRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) return { status: 'already-requested' };
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(accessRequests)
      .values({
        orgId: member.org.id,
        accountId,
        kind: 'extend',
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        companyName: member.account.companyName,
      })
      .returning();
    await emitAccessRequestsCreated(tx, written);
  });
  return { status: 'success' };
}
