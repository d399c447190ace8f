/**
 * The staff's subscriber list: every subscriber of the organisation with their status; block
 * (they get no more updates and cannot subscribe again), unblock (back to where they were:
 * confirmed if they had confirmed, else pending) and remove.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { API_ERRORS, refusalOf, type TSubscriber } from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { subscribers } from '../../../db/schema/index.ts';

/** Subscribers listed at most, newest first. */
export const SUBSCRIBER_LIST_LIMIT = 5000;

export async function listSubscribers(db: Db, orgId: string): Promise<TSubscriber[]> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.orgId, orgId))
    .orderBy(desc(subscribers.createdAt))
    .limit(SUBSCRIBER_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    status: r.status,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  }));
}

const own = (orgId: string, id: string) =>
  and(eq(subscribers.orgId, orgId), eq(subscribers.id, id));

export async function setSubscriberBlocked(
  db: Db,
  orgId: string,
  id: string,
  isBlocked: boolean,
): Promise<void> {
  const status = isBlocked
    ? sql`'blocked'`
    : sql`case when ${subscribers.confirmedAt} is null then 'pending' else 'confirmed' end`;
  const rows = await db
    .update(subscribers)
    .set({ status: sql`${status}` })
    .where(own(orgId, id))
    .returning({ id: subscribers.id });
  if (rows.length === 0) throw refusalOf(API_ERRORS.subscriberNotFound, 404);
}

export async function removeSubscriber(db: Db, orgId: string, id: string): Promise<void> {
  const rows = await db.delete(subscribers).where(own(orgId, id)).returning({ id: subscribers.id });
  if (rows.length === 0) throw refusalOf(API_ERRORS.subscriberNotFound, 404);
}
