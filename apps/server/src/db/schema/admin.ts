/**
 * The administration side: the audit log of every change staff make to their portal (who, what,
 * when, before and after).
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
