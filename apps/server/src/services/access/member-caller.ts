/** The signed-in account member behind a request, with their account and organisation. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts, organizations, type AccountRow } from '../../db/schema/index.ts';
import { addLogFields } from '../../lib/log-context.ts';
import { readSession } from './sessions.ts';
import { refuseUnpublished } from './publication-gate.ts';

export interface MemberCaller {
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAutoApproved: boolean;
  account: AccountRow;
  org: { id: string; slug: string; name: string };
}

/**
 * The member of a live session token, or null (no session, or a staff session); 404
 * `not_published` while their organisation's trust center is not published. The request's log names the member's organisation and account from then on.
 */
export async function findMemberCaller(
  db: Db,
  token: string | undefined,
): Promise<MemberCaller | null> {
  const session = await readSession(db, token);
  if (!session?.accountMemberId) return null;
  const [row] = await db
    .select({ member: accountMembers, account: accounts, org: organizations })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .innerJoin(organizations, eq(organizations.id, accounts.orgId))
    .where(eq(accountMembers.id, session.accountMemberId));
  if (!row) return null;
  // A member of an unpublished trust center holds nothing of it (docs/portal.md, Publication).
  refuseUnpublished(row.org, false);
  addLogFields({
    org: row.org.slug,
    orgId: row.org.id,
    caller: 'member',
    memberId: row.member.id,
    accountId: row.account.id,
  });
  return {
    memberId: row.member.id,
    email: row.member.email,
    firstName: row.member.firstName,
    lastName: row.member.lastName,
    isAutoApproved: row.member.isAutoApproved,
    account: row.account,
    org: { id: row.org.id, slug: row.org.slug, name: row.org.name },
  };
}
