/**
 * The confirmation link of a subscription: a valid link confirms a pending subscriber; a blocked
 * one stays blocked (docs/access.md, Who may do what); an expired, forged or
 * orphaned link is TokenInvalid. Following a link again answers Confirmed again.
 */
import { and, eq } from 'drizzle-orm';
import type { SubscribeStatus } from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import { subscribers } from '../../../db/schema/index.ts';
import { isVerified, verifyToken } from '../../../lib/tokens.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { portalUrlWith } from './links.ts';

export async function confirmSubscription(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  token: string | undefined,
): Promise<SubscribeStatus> {
  if (!token) return 'TokenInvalid';
  const verified = await verifyToken(config.secret, token, 'subscribe_confirm', orgId);
  if (!isVerified(verified)) return 'TokenInvalid';
  const where = and(eq(subscribers.orgId, orgId), eq(subscribers.email, verified.subject));
  const [row] = await db.select({ status: subscribers.status }).from(subscribers).where(where);
  if (!row) return 'TokenInvalid';
  if (row.status === 'blocked') return 'Blocked';
  if (row.status === 'pending') {
    await db
      .update(subscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(and(where, eq(subscribers.status, 'pending')));
  }
  return 'Confirmed';
}

/** Where a confirmation link lands: the portal, with the outcome as `subscribeStatus`. */
export async function subscribeResultUrl(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  orgId: string,
  status: SubscribeStatus,
): Promise<string> {
  const { portalUrl } = await mailSenderOf(db, config.publicUrl, orgId);
  return portalUrlWith(portalUrl, 'subscribeStatus', status);
}
