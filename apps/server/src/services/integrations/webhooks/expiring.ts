/**
 * The daily webhook job (docs/integrations.md, Webhooks): `document.expiring` for the documents
 * and certifications whose expiry date falls within the window the staff's Today page uses, one
 * event per item and expiry date, once (a new expiry date is a new event); and the removal of
 * events past their retention, with their delivery log.
 */
import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { TODAY_WINDOWS, dayAfter } from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import { cards, items, products, webhookEvents } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { emitWebhookEvent } from './emit.ts';

export const DOCUMENT_EXPIRY_JOB = 'webhooks.document-expiry';

/** Emits the day's `document.expiring` events; answers how many were emitted. */
export async function emitExpiringDocuments(db: AppDeps['db'], now = new Date()): Promise<number> {
  const expiry = sql<string>`${items.details}->>'expiry'`;
  const rows = await db
    .select({
      itemUid: items.id,
      title: items.title,
      access: items.access,
      expiry,
      card: cards.kind,
      productId: products.id,
      productName: products.name,
      orgId: products.orgId,
    })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        ne(items.enabledState, 'not_enabled'),
        gte(expiry, now.toISOString().slice(0, 10)),
        lte(expiry, dayAfter(now, TODAY_WINDOWS.itemsExpiringDays)),
        sql`not exists (select 1 from webhook_events e where e.type = 'document.expiring'
          and e.data->'document'->>'itemUid' = ${items.id}::text
          and e.data->'document'->>'expiry' = ${expiry})`,
      ),
    );
  let emitted = 0;
  for (const row of rows) {
    const id = await db.transaction((tx) =>
      emitWebhookEvent(tx, row.orgId, 'document.expiring', {
        document: {
          itemUid: row.itemUid,
          title: row.title,
          access: row.access,
          card: row.card,
          expiry: row.expiry,
          product: { id: row.productId, name: row.productName },
        },
      }),
    );
    if (id) emitted++;
  }
  return emitted;
}

/** How long events are kept with their deliveries and log, well past their 24 hours of retries. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

/** Removes events older than the retention, with their deliveries and attempts. */
export async function pruneWebhookEvents(db: AppDeps['db'], now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - WEBHOOK_EVENT_RETENTION_DAYS * 86_400_000);
  await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, before));
}

/** The day's look for expiring documents, queued once per UTC day. */
export function scheduleExpiringDocuments(db: AppDeps['db'], at: Date): Promise<number | null> {
  const day = at.toISOString().slice(0, 10);
  return enqueueJob(
    db,
    DOCUMENT_EXPIRY_JOB,
    {},
    { dedupeKey: `${DOCUMENT_EXPIRY_JOB}:${day}`, runAt: at },
  );
}

export function expiringDocumentsJobHandler(deps: AppDeps): JobHandler {
  return async () => {
    const now = new Date();
    await emitExpiringDocuments(deps.db, now);
    await pruneWebhookEvents(deps.db, now);
    const tomorrow = new Date(now);
    tomorrow.setUTCHours(24, 0, 0, 0);
    await scheduleExpiringDocuments(deps.db, tomorrow);
  };
}
