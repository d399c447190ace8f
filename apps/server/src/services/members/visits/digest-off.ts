/** The weekly mail's own link: its signed `digest_off` token turns the member's mail off. */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-types.ts';
import { memberVisits } from '../../../db/schema/index.ts';
import { isVerified, verifyToken } from '../../../lib/tokens.ts';

/** 'off' once done (again is fine), 'invalid' for a link that is not one of ours or expired. */
export async function turnDigestOffByLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  token: string,
): Promise<'off' | 'invalid'> {
  const verified = await verifyToken(deps.config.secret, token, 'digest_off', orgId);
  if (!isVerified(verified)) return 'invalid';
  // Only a member who was mailed has visits kept; a removed member has nothing left to stop.
  await deps.db
    .update(memberVisits)
    .set({ weeklyDigest: false })
    .where(eq(memberVisits.accountMemberId, verified.subject));
  return 'off';
}
