/** GET {base}/member: who the signed-in member is, for the account dropdown and welcome modal. */
import { hasCurrentAccess, type TMemberInfo } from '@trustfront/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import type { MemberCaller } from './member-caller.ts';

export async function memberInfo(
  { db, config }: { db: Db; config: Pick<Config, 'platformTermsUrl' | 'platformPrivacyUrl'> },
  member: MemberCaller,
  now = new Date(),
): Promise<TMemberInfo> {
  const { termsUrl, privacyUrl } = await loadAccessSettings(db, member.org.id);
  const { account } = member;
  return {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    accountId: account.id,
    accountName: account.companyName,
    reviewStatus: account.reviewStatus,
    isAutoApprovedAccountMember: member.isAutoApproved,
    accessGrantedAt: account.accessGrantedAt?.toISOString() ?? null,
    accessExpiresAt: account.accessExpiresAt?.toISOString() ?? null,
    hasAccess: hasCurrentAccess(account, now),
    termsUrl,
    privacyUrl,
    platformTermsUrl: config.platformTermsUrl ?? null,
    platformPrivacyUrl: config.platformPrivacyUrl ?? null,
  };
}
