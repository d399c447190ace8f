/**
 * Granting access: the request's author becomes a member of the account of their e-mail domain
 * (found, or created with the request's company name), and the account's access runs from now
 * for the organisation's access duration (`access_settings.accessDurationDays`, 365 days when
 * nothing was saved; none: until revoked).
 */
import { and, eq } from 'drizzle-orm';
import { emailDomain, hasCurrentAccess } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts, type AccountRow } from '../../db/schema/index.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';

/**
 * When access granted now ends (null: until revoked): after `days` when staff chose a period,
 * else by the organisation's settings.
 */
export async function accessEndsAt(
  db: Db,
  orgId: string,
  now: Date,
  days?: number | null,
): Promise<Date | null> {
  const accessDurationDays =
    days === undefined ? (await loadAccessSettings(db, orgId)).accessDurationDays : days;
  return accessDurationDays === null
    ? null
    : new Date(now.getTime() + accessDurationDays * 24 * 60 * 60 * 1000);
}

/** Access from now for the chosen period or the organisation's: the account is approved again. */
export async function renewAccess(
  db: Db,
  account: AccountRow,
  now: Date,
  days?: number | null,
): Promise<void> {
  await db
    .update(accounts)
    .set({
      reviewStatus: 'Approved',
      accessGrantedAt: now,
      accessExpiresAt: await accessEndsAt(db, account.orgId, now, days),
    })
    .where(eq(accounts.id, account.id));
}

/** The organisation's account of an e-mail domain, if it has one. */
export async function accountOfDomain(
  db: Db,
  orgId: string,
  email: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.domain, emailDomain(email))))
    .limit(1);
  return row ?? null;
}

export interface GrantInput {
  orgId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** The account to join (an invitation names it); else the domain's account, or a new one. */
  accountId?: string | undefined;
  /** The profile a new account receives. */
  permissionProfileId: string | null;
  isAutoApproved: boolean;
  /** The access period staff chose, in days (null: until revoked); absent, the settings'. */
  accessDurationDays?: number | null | undefined;
  now: Date;
}

/** Grants access; answers the account and the member. Run it in a transaction. */
export async function grantAccess(
  db: Db,
  input: GrantInput,
): Promise<{ accountId: string; memberId: string }> {
  const email = input.email.toLowerCase();
  let account: AccountRow | null = null;
  if (input.accountId) {
    [account = null] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, input.accountId), eq(accounts.orgId, input.orgId)));
  }
  account ??= await accountOfDomain(db, input.orgId, email);
  if (!account) {
    [account = null] = await db
      .insert(accounts)
      .values({
        orgId: input.orgId,
        companyName: input.companyName,
        domain: emailDomain(email),
        permissionProfileId: input.permissionProfileId,
        reviewStatus: 'Pending',
      })
      .returning();
  }
  if (!account) throw new Error('The account could not be created');
  if (!hasCurrentAccess(account, input.now)) {
    await renewAccess(db, account, input.now, input.accessDurationDays);
  }
  await db
    .insert(accountMembers)
    .values({
      accountId: account.id,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      isAutoApproved: input.isAutoApproved,
    })
    .onConflictDoNothing();
  const [member] = await db
    .select({ id: accountMembers.id })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, account.id), eq(accountMembers.email, email)));
  if (!member) throw new Error('The member could not be added');
  return { accountId: account.id, memberId: member.id };
}
