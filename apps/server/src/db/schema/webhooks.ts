/**
 * Outgoing webhooks (docs/integrations.md, Webhooks): the staff's endpoints with their signing
 * secrets (sealed with the deployment's SECRET), the events written when something happens, one
 * delivery per event and endpoint, and every attempt at it (the delivery log).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './identity.ts';
import { orgId } from './organizations.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    orgId: orgId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it subscribed to. */
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    /** The signing secret, sealed (AES-256-GCM under a key derived from SECRET). */
    sealedSecret: text('sealed_secret').notNull(),
    secretPrefix: text('secret_prefix').notNull(),
    /** After a rotation, the previous secret also signs until `previous_secret_until`. */
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_org').on(t.orgId)],
);

/** Something that happened, as sent: its id is the `id` receivers de-duplicate by. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    orgId: orgId(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_org').on(t.orgId, t.createdAt)],
);

export type WebhookDeliveryState = 'pending' | 'delivered' | 'dead';

/** One event to one endpoint: pending until a 2xx, dead-lettered after the retry window. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint').on(t.endpointId),
    index('webhook_deliveries_pending')
      .on(t.state)
      .where(sql`state = 'pending'`),
  ],
);

/** Each attempt at a delivery: the endpoint's status or why none came, and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_endpoint').on(t.endpointId, t.at)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
