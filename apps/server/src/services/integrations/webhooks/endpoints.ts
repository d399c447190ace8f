/**
 * The staff's webhook endpoints (Settings → Webhooks, scope app:settings; docs/integrations.md,
 * Webhooks): registered with the events they want, refused when their address is not one
 * webhooks may reach, their secret shown at creation and at each rotation only, and the delivery
 * log of their last attempts.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  AppError,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_GRACE_MS,
  WEBHOOK_SECRET_SHOWN_CHARS,
  webhookUrlProblem,
  type TWebhookAttempt,
  type TWebhookEndpoint,
  type TWebhookSecretShown,
  type WebhookEventType,
  type PrivateLeave,
} from '@trustfront/core';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookEndpointRow,
} from '../../../db/schema/index.ts';
import { webhookHostProblem } from '../../../integrations/webhook-post.ts';
import { notFound } from '../../../lib/errors.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { emitTestEvent } from './emit.ts';
import { newWebhookSecret, sealWebhookSecret } from './secrets.ts';

/** Attempts the delivery log shows per endpoint, newest first. */
export const DELIVERY_LOG_LENGTH = 50;

type Deps = { db: Db; config: Config };

function present(row: WebhookEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secretPrefix: row.secretPrefix,
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWebhookEndpoints(db: Db, orgId: string): Promise<TWebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.orgId, orgId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(present);
}

async function findEndpoint(db: Db, orgId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.orgId, orgId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Refuses a URL webhooks may not be sent to: its form, then its host's addresses now. */
async function assertDeliverable(url: string, allowPrivate: PrivateLeave): Promise<void> {
  const problem =
    webhookUrlProblem(url, allowPrivate) ?? (await webhookHostProblem(url, allowPrivate));
  if (problem) {
    throw new AppError('invalid_request', problem, 400, { fields: { url: problem } });
  }
}

export async function createWebhookEndpoint(
  { db, config }: Deps,
  staff: StaffCaller,
  input: { url: string; description: string; events: WebhookEventType[] },
): Promise<TWebhookSecretShown> {
  await assertDeliverable(input.url, config.outbound.allowPrivate);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        orgId: staff.orgId,
        url: input.url,
        description: input.description,
        events: input.events,
        sealedSecret: sealWebhookSecret(config.secret, secret),
        secretPrefix: secret.slice(0, WEBHOOK_SECRET_SHOWN_CHARS),
        createdBy: staff.userId,
      })
      .returning();
    if (!created) throw new Error('The webhook endpoint was not stored');
    await recordAudit(tx, staff, {
      action: 'webhook.create',
      target: input.url,
      before: null,
      after: { events: input.events },
    });
    return created;
  });
  return { secret, endpoint: present(row) };
}

export async function updateWebhookEndpoint(
  db: Db,
  staff: StaffCaller,
  id: string,
  change: { description?: string; events?: WebhookEventType[]; active?: boolean },
): Promise<TWebhookEndpoint> {
  const before = await findEndpoint(db, staff.orgId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set(change)
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'webhook.update',
      target: before.url,
      before: { events: before.events, active: before.active, description: before.description },
      after: change,
    });
    return present(row ?? before);
  });
}

/**
 * A new secret for the endpoint, shown once; the one it replaces keeps signing beside it for
 * the grace period, so that receivers can switch without missing an event.
 */
export async function rotateWebhookSecret(
  { db, config }: Deps,
  staff: StaffCaller,
  id: string,
  now = new Date(),
): Promise<TWebhookSecretShown> {
  const before = await findEndpoint(db, staff.orgId, id);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(webhookEndpoints)
      .set({
        sealedSecret: sealWebhookSecret(config.secret, secret),
        secretPrefix: secret.slice(0, WEBHOOK_SECRET_SHOWN_CHARS),
        sealedPreviousSecret: before.sealedSecret,
        previousSecretUntil: new Date(now.getTime() + WEBHOOK_ROTATION_GRACE_MS),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'webhook.rotate-secret',
      target: before.url,
      before: null,
      after: null,
    });
    return rotated ?? before;
  });
  return { secret, endpoint: present(row) };
}

/** Removes the endpoint with its deliveries and their log; nothing more is sent to it. */
export async function deleteWebhookEndpoint(db: Db, staff: StaffCaller, id: string): Promise<void> {
  const before = await findEndpoint(db, staff.orgId, id);
  await db.transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, staff, {
      action: 'webhook.delete',
      target: before.url,
      before: { events: before.events },
      after: null,
    });
  });
}

/** 'Send test event': queues a `webhook.test` event for the endpoint; answers its id. */
export async function sendWebhookTest(
  db: Db,
  staff: StaffCaller,
  id: string,
): Promise<{ eventId: string }> {
  await findEndpoint(db, staff.orgId, id);
  const eventId = await db.transaction((tx) => emitTestEvent(tx, staff.orgId, id, staff.email));
  return { eventId };
}

/** The endpoint's delivery log: its last attempts, newest first, with where each delivery stands. */
export async function listWebhookAttempts(
  db: Db,
  orgId: string,
  id: string,
): Promise<TWebhookAttempt[]> {
  await findEndpoint(db, orgId, id);
  const rows = await db
    .select({
      attempt: webhookAttempts,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      state: webhookDeliveries.state,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookAttempts.endpointId, id))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(DELIVERY_LOG_LENGTH);
  return rows.map((r) => ({
    eventId: r.eventId,
    eventType: r.eventType,
    attempt: r.attempt.attempt,
    at: r.attempt.at.toISOString(),
    statusCode: r.attempt.statusCode,
    error: r.attempt.error,
    durationMs: r.attempt.durationMs,
    delivery: r.state,
    nextAttemptAt: r.state === 'pending' ? (r.nextAttemptAt?.toISOString() ?? null) : null,
  }));
}
