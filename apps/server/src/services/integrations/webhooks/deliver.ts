/**
 * Delivering webhook events (docs/integrations.md, Webhooks). One job per attempt: the event is
 * posted, signed, to its endpoint and the attempt logged; a 2xx delivers it, anything else queues
 * the next attempt after a back-off, until 24 hours after the event, when it is dead-lettered. A
 * job whose instance died is taken over and posts again: each event is delivered at least once,
 * always with the same id and body, so receivers de-duplicate by `id`.
 */
import { eq } from 'drizzle-orm';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  isWebhookDelivered,
  nextWebhookAttempt,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import type { Db } from '../../../db/client.ts';
import {
  organizations,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookEndpointRow,
  type WebhookEventRow,
} from '../../../db/schema/index.ts';
import { postWebhook, type WebhookAnswer } from '../../../integrations/webhook-post.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { log } from '../../../lib/log-context.ts';
import { TRUSTFRONT_VERSION } from '../../../version.ts';
import { queueWebhookAttempt, WEBHOOK_DELIVERY_JOB } from './emit.ts';

export { WEBHOOK_DELIVERY_JOB };
import { signatureHeader, signingSecrets } from './secrets.ts';

/** The body every endpoint receives for an event: the same bytes at every attempt. */
export function webhookBody(
  event: WebhookEventRow,
  organization: { id: string; slug: string; name: string },
): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    organization,
    data: event.data,
  });
}

const UNREADABLE_SECRET =
  "The signing secret cannot be read with this deployment's SECRET: rotate the secret";

/** The signature header, or null when the secret was sealed with another SECRET. */
function signatureOrNull(
  appSecret: string,
  endpoint: WebhookEndpointRow,
  body: string,
  now: Date,
): string | null {
  try {
    return signatureHeader(signingSecrets(appSecret, endpoint, now), body, now);
  } catch {
    return null;
  }
}

async function loadDelivery(db: Db, deliveryId: string) {
  const [found] = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
      event: webhookEvents,
      organization: { id: organizations.id, slug: organizations.slug, name: organizations.name },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(organizations, eq(organizations.id, webhookEvents.orgId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return found;
}

/** Makes the next attempt at a delivery (nothing when it is no longer pending or was removed). */
export async function deliverWebhook(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  deliveryId: string,
  now = new Date(),
): Promise<void> {
  const found = await loadDelivery(db, deliveryId);
  if (!found || found.delivery.state !== 'pending') return;
  const { delivery, endpoint, event, organization } = found;
  const attempt = delivery.attempts + 1;
  const body = webhookBody(event, organization);
  const started = performance.now();
  const signature = signatureOrNull(config.secret, endpoint, body, now);
  const answer: WebhookAnswer = !endpoint.active
    ? { error: 'The endpoint is disabled' }
    : signature === null
      ? { error: UNREADABLE_SECRET }
      : await postWebhook(
          endpoint.url,
          body,
          {
            'user-agent': `Trustfront-Webhooks/${TRUSTFRONT_VERSION}`,
            [WEBHOOK_EVENT_ID_HEADER]: event.id,
            'Trustfront-Event-Type': event.type,
            [WEBHOOK_SIGNATURE_HEADER]: signature,
          },
          config.outbound.allowPrivate,
        );
  const durationMs = Math.round(performance.now() - started);
  const delivered = 'status' in answer && isWebhookDelivered(answer.status);
  const next =
    delivered || !endpoint.active ? null : nextWebhookAttempt(event.createdAt, attempt, now);
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId,
      endpointId: endpoint.id,
      attempt,
      statusCode: 'status' in answer ? answer.status : null,
      error: 'error' in answer ? answer.error.slice(0, 500) : null,
      durationMs,
      at: now,
    });
    await tx
      .update(webhookDeliveries)
      .set(
        delivered
          ? { state: 'delivered', attempts: attempt, deliveredAt: now, nextAttemptAt: null }
          : next
            ? { attempts: attempt, nextAttemptAt: next }
            : { state: 'dead', attempts: attempt, deadAt: now, nextAttemptAt: null },
      )
      .where(eq(webhookDeliveries.id, deliveryId));
    if (next) await queueWebhookAttempt(tx, deliveryId, attempt + 1, next);
  });
  const outcome = delivered ? 'delivered' : next ? 'to be retried' : 'dead-lettered';
  log().info(
    {
      webhook: { eventId: event.id, endpointId: endpoint.id, attempt, durationMs },
      status: 'status' in answer ? answer.status : null,
    },
    `webhook ${outcome}`,
  );
}

export function webhookDeliveryJobHandler(deps: AppDeps): JobHandler {
  return async (job) => {
    const deliveryId = job.payload.deliveryId;
    if (typeof deliveryId !== 'string') throw new Error('A webhook job names no delivery');
    await deliverWebhook(deps, deliveryId);
  };
}
