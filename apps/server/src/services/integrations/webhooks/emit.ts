/**
 * Emitting webhook events (docs/integrations.md, Webhooks), an outbox in the caller's
 * transaction: the event row, one delivery per active endpoint subscribed to its type, and one
 * delivery job each. When the caller's transaction rolls back, nothing was emitted; once it
 * commits, every delivery is queued and is attempted at least once.
 */
import { and, eq } from 'drizzle-orm';
import {
  WEBHOOK_TEST_EVENT,
  endpointSubscribes,
  type WebhookDeliveredType,
  type WebhookEventType,
} from '@trustfront/core';
import type { Db, Tx } from '../../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** The job of a delivery's attempt `attempt`: one per attempt, whichever instance queues it. */
export async function queueWebhookAttempt(
  db: Db | Tx,
  deliveryId: string,
  attempt: number,
  runAt = new Date(),
): Promise<void> {
  await enqueueJob(
    db,
    WEBHOOK_DELIVERY_JOB,
    { deliveryId },
    {
      dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${deliveryId}:${attempt}`,
      runAt,
      maxAttempts: 5,
    },
  );
}

async function writeEvent(
  db: Db | Tx,
  orgId: string,
  type: WebhookDeliveredType,
  data: Record<string, unknown>,
  endpointIds: string[],
): Promise<string> {
  const [event] = await db
    .insert(webhookEvents)
    .values({ orgId, type, data })
    .returning({ id: webhookEvents.id });
  if (!event) throw new Error('The webhook event was not stored');
  const deliveries = await db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ eventId: event.id, endpointId })))
    .returning({ id: webhookDeliveries.id });
  for (const delivery of deliveries) await queueWebhookAttempt(db, delivery.id, 1);
  return event.id;
}

/**
 * Records that `type` happened in the organisation, with what its receivers need to know
 * (`data`, nothing secret), for every active endpoint subscribed to it; answers the event id,
 * or null when no endpoint listens. Call it inside the transaction making the change.
 */
export async function emitWebhookEvent(
  db: Db | Tx,
  orgId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<string | null> {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      active: webhookEndpoints.active,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.active, true)));
  const listening = endpoints.filter((e) => endpointSubscribes(e, type)).map((e) => e.id);
  if (listening.length === 0) return null;
  return writeEvent(db, orgId, type, data, listening);
}

/** 'Send test event': a `webhook.test` event for this one endpoint, whatever it subscribed to. */
export function emitTestEvent(
  db: Db | Tx,
  orgId: string,
  endpointId: string,
  sentBy: string,
): Promise<string> {
  return writeEvent(
    db,
    orgId,
    WEBHOOK_TEST_EVENT,
    { message: 'A test event sent from Settings → Webhooks', sentBy },
    [endpointId],
  );
}
