/**
 * The Slack integration's settings (docs/integrations.md, Slack), under Settings → Integrations:
 * the bot token (checked with Slack's auth.test before it is saved), the signing secret, both
 * sealed with the deployment's SECRET, and the channel. Saving and removing are audited.
 */
import { eq } from 'drizzle-orm';
import {
  AppError,
  SLACK_FIELD_MESSAGES,
  SLACK_MESSAGES,
  ZSlackSettingsRequest,
  type TSlackSettings,
  type TSlackSettingsRequest,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { slackIntegrations, type SlackIntegrationRow } from '../../db/schema/index.ts';
import { slackAuthTest } from '../../integrations/slack.ts';
import { sealText, unsealText } from '../../lib/sealed.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

const BOT_TOKEN = 'slack-bot-token';
const SIGNING_SECRET = 'slack-signing-secret';
const AUDIT_TARGET = 'Slack';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Where Slack sends an organisation's button clicks (the app's Interactivity Request URL). */
export const slackInteractionsUrl = (publicUrl: string, orgSlug: string): string =>
  `${new URL(publicUrl).origin}/api/integrations/slack/${encodeURIComponent(orgSlug)}/interactions`;

/** An organisation's Slack credentials, unsealed, or null when Slack is not connected. */
export interface SlackCredentials {
  channelId: string;
  botToken: string;
  signingSecret: string;
}

async function rowOf(db: Db, orgId: string): Promise<SlackIntegrationRow | undefined> {
  const [row] = await db.select().from(slackIntegrations).where(eq(slackIntegrations.orgId, orgId));
  return row;
}

export async function slackCredentialsOf(
  { db, config }: Deps,
  orgId: string,
): Promise<SlackCredentials | null> {
  const row = await rowOf(db, orgId);
  if (!row) return null;
  return {
    channelId: row.channelId,
    botToken: unsealText(config.secret, BOT_TOKEN, row.sealedBotToken),
    signingSecret: unsealText(config.secret, SIGNING_SECRET, row.sealedSigningSecret),
  };
}

/** Whether the organisation has connected Slack. */
export async function isSlackConnected(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ orgId: slackIntegrations.orgId })
    .from(slackIntegrations)
    .where(eq(slackIntegrations.orgId, orgId));
  return Boolean(row);
}

function present(
  config: Deps['config'],
  staff: StaffCaller,
  row: SlackIntegrationRow | undefined,
): TSlackSettings {
  return {
    connected: Boolean(row),
    channelId: row?.channelId ?? null,
    team: row?.team ?? null,
    botTokenEnd: row ? unsealText(config.secret, BOT_TOKEN, row.sealedBotToken).slice(-4) : null,
    interactionsUrl: slackInteractionsUrl(config.publicUrl, staff.orgSlug),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function loadSlackSettings(deps: Deps, staff: StaffCaller): Promise<TSlackSettings> {
  return present(deps.config, staff, await rowOf(deps.db, staff.orgId));
}

/**
 * Connects Slack or changes its settings. A token or secret left out keeps the saved one; the
 * token is checked with Slack first, so a wrong one is refused with Slack's own reason.
 */
export async function saveSlackSettings(
  deps: Deps,
  staff: StaffCaller,
  request: TSlackSettingsRequest,
): Promise<TSlackSettings> {
  const { db, config } = deps;
  const body = ZSlackSettingsRequest.parse(request);
  const saved = await slackCredentialsOf(deps, staff.orgId);
  const botToken = body.botToken ?? saved?.botToken;
  const signingSecret = body.signingSecret ?? saved?.signingSecret;
  if (!botToken || !signingSecret) {
    throw new AppError('invalid_request', SLACK_FIELD_MESSAGES.secretsRequired, 400);
  }
  const auth = await slackAuthTest(config.slackApiUrl, botToken);
  if (!auth.ok) {
    throw auth.reason === 'network'
      ? new AppError('bad_network', SLACK_MESSAGES.unreachable, 502)
      : new AppError('invalid_request', SLACK_MESSAGES.tokenRefused(auth.reason), 400);
  }
  const values = {
    channelId: body.channelId,
    sealedBotToken: sealText(config.secret, BOT_TOKEN, botToken),
    sealedSigningSecret: sealText(config.secret, SIGNING_SECRET, signingSecret),
    team: auth.value.team,
    teamId: auth.value.teamId,
    updatedAt: new Date(),
    updatedBy: staff.userId,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(slackIntegrations)
      .values({ orgId: staff.orgId, ...values })
      .onConflictDoUpdate({ target: slackIntegrations.orgId, set: values });
    await recordAudit(tx, staff, {
      action: 'integration.connect',
      target: AUDIT_TARGET,
      // What changed, never the secrets.
      before: saved ? { channelId: saved.channelId } : null,
      after: {
        channelId: body.channelId,
        team: auth.value.team,
        botToken: body.botToken ? 'changed' : 'kept',
        signingSecret: body.signingSecret ? 'changed' : 'kept',
      },
    });
  });
  return loadSlackSettings(deps, staff);
}

/** Disconnects Slack: requests are no longer posted, and clicks on earlier messages refused. */
export async function removeSlackSettings(deps: Deps, staff: StaffCaller): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(slackIntegrations)
      .where(eq(slackIntegrations.orgId, staff.orgId))
      .returning({ channelId: slackIntegrations.channelId });
    if (removed.length === 0) return;
    await recordAudit(tx, staff, {
      action: 'integration.disconnect',
      target: AUDIT_TARGET,
      before: removed[0] ?? null,
      after: null,
    });
  });
}
