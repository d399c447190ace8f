/**
 * The administration side: the audit log of every change staff make to their portal (who, what,
 * when, before and after).
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationProvider } from '@trustfront/core';
import { products } from './catalogue.ts';
import { users } from './identity.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    orgId: orgId(),
    /** The staff member; null once that user is deleted (their e-mail stays). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'card.hide', 'item.update', 'product.sections'. */
    action: text('action').notNull(),
    /** What it was done to, e.g. 'Acme Cloud / Reports / SOC 2 Type II'. */
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_created').on(t.orgId, t.createdAt)],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * A product's connection to a bug-bounty or status-page service (docs/integrations.md, Bug bounty,
 * Status page and Connecting). The statistics themselves are cached in the fed card's content,
 * where the portal reads them; a failed refresh takes them off the portal and keeps its error here
 * for staff.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    orgId: orgId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<IntegrationProvider>().notNull(),
    /** The program or page link staff connected. */
    pageUrl: text('page_url').notNull(),
    /** What the adapter asks the service about: the program handle or the page address. */
    target: text('target').notNull(),
    /** The error of the last refresh; null when it succeeded. */
    lastError: text('last_error'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('integrations_product_provider').on(t.productId, t.provider)],
);

export type IntegrationRow = typeof integrations.$inferSelect;
