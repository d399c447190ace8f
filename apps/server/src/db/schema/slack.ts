/**
 * The Slack integration of an organisation (docs/integrations.md, Slack): where new access
 * requests are posted, and the credentials to post them and to check Slack's callbacks, sealed
 * with the deployment's SECRET (AES-256-GCM). One row an organisation.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { organizations } from './organizations.ts';

export const slackIntegrations = pgTable('slack_integrations', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The channel new requests are posted to (C…, G…). */
  channelId: text('channel_id').notNull(),
  sealedBotToken: text('sealed_bot_token').notNull(),
  sealedSigningSecret: text('sealed_signing_secret').notNull(),
  /** The workspace's name and id, as Slack answered for the bot token when it was saved. */
  team: text('team'),
  teamId: text('team_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type SlackIntegrationRow = typeof slackIntegrations.$inferSelect;
