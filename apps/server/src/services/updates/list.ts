/**
 * Trust updates as the private app shows them: every topic of the organisation (hidden ones
 * included) with its products, its updates and their channels, each update's delivery counts by
 * outbox status, and how many addresses the topic's updates were mailed to.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeliveryCounts, TStaffTopicsResponse, TUpdateDelivery } from '@trustfront/core';
import { API_ERRORS, refusalOf } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { mails, products, topicProducts, topics, updates } from '../../db/schema/index.ts';

const noMails = (): TDeliveryCounts => ({ queued: 0, sent: 0, failed: 0, kept: 0 });

/** Adds `count` mails of `status` to the counts ('sending' counts as queued). */
function addTo(counts: TDeliveryCounts, status: string, count: number): void {
  if (status === 'sent' || status === 'failed' || status === 'kept') counts[status] += count;
  else counts.queued += count;
}

export async function listStaffTopics(db: Db, orgId: string): Promise<TStaffTopicsResponse> {
  const [topicRows, productRows] = await Promise.all([
    db.select().from(topics).where(eq(topics.orgId, orgId)).orderBy(desc(topics.createdAt)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.orgId, orgId))
      .orderBy(products.name),
  ]);
  const topicIds = topicRows.map((t) => t.id);
  if (topicIds.length === 0) return { topics: [], products: productRows };
  const [links, updateRows, delivery, reached] = await Promise.all([
    db.select().from(topicProducts).where(inArray(topicProducts.topicId, topicIds)),
    db
      .select()
      .from(updates)
      .where(inArray(updates.topicId, topicIds))
      .orderBy(desc(updates.createdAt)),
    queryRows<{ update_id: string; status: string; count: string | number }>(
      db,
      sql`select update_id, status, count(*) as count from mails
          where org_id = ${orgId} and update_id is not null group by update_id, status`,
    ),
    queryRows<{ topic_id: string; count: string | number }>(
      db,
      sql`select u.topic_id, count(distinct m."to") as count
          from mails m join updates u on u.id = m.update_id
          where m.org_id = ${orgId} group by u.topic_id`,
    ),
  ]);
  const countsOf = new Map<string, TDeliveryCounts>();
  for (const row of delivery) {
    const counts = countsOf.get(row.update_id) ?? noMails();
    addTo(counts, row.status, Number(row.count));
    countsOf.set(row.update_id, counts);
  }
  const reachedOf = new Map(reached.map((r) => [r.topic_id, Number(r.count)]));
  return {
    products: productRows,
    topics: topicRows.map((t) => ({
      id: t.id,
      subject: t.subject,
      category: t.category,
      hidden: t.hidden,
      isPinned: t.isPinned,
      productIds: links.filter((l) => l.topicId === t.id).map((l) => l.productId),
      emailSubscriberCount: reachedOf.get(t.id) ?? 0,
      updates: updateRows
        .filter((u) => u.topicId === t.id)
        .map((u) => ({
          id: u.id,
          createdAt: u.createdAt.toISOString(),
          message: u.message,
          spAudience: u.spAudience,
          channels: u.channels,
          delivery: countsOf.get(u.id) ?? noMails(),
        })),
    })),
  };
}

/** Recipients listed per update at most; the counts cover them all. */
export const DELIVERY_LIST_LIMIT = 1000;

/** The delivery of one update of the organisation: counts and each recipient's mail. */
export async function updateDelivery(
  db: Db,
  orgId: string,
  updateId: string,
): Promise<TUpdateDelivery> {
  const [owned] = await db
    .select({ id: updates.id })
    .from(updates)
    .innerJoin(topics, eq(topics.id, updates.topicId))
    .where(sql`${updates.id} = ${updateId} and ${topics.orgId} = ${orgId}`);
  if (!owned) throw refusalOf(API_ERRORS.updateNotFound, 404);
  const [rows, totals] = await Promise.all([
    db
      .select({
        to: mails.to,
        status: mails.status,
        sentAt: mails.sentAt,
        lastError: mails.lastError,
      })
      .from(mails)
      .where(eq(mails.updateId, updateId))
      .orderBy(mails.to)
      .limit(DELIVERY_LIST_LIMIT),
    db
      .select({ status: mails.status, count: sql<number>`count(*)::int` })
      .from(mails)
      .where(eq(mails.updateId, updateId))
      .groupBy(mails.status),
  ]);
  const counts = noMails();
  for (const t of totals) addTo(counts, t.status, Number(t.count));
  return {
    counts,
    recipients: rows.map((r) => ({
      to: r.to,
      status: r.status,
      sentAt: r.sentAt?.toISOString() ?? null,
      lastError: r.lastError,
    })),
  };
}
