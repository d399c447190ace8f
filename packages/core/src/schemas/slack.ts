/**
 * The Slack integration's settings (docs/integrations.md, Slack): the bot token, the signing
 * secret and the channel new access requests are posted to, as staff save them under Settings →
 * Integrations, and what the private app reads back (never the secrets themselves).
 */
import { z } from 'zod';

export const SLACK_FIELD_MESSAGES = {
  botToken: 'Enter the bot token Slack shows for the app, starting with xoxb-',
  signingSecret: 'Enter the signing secret from the app’s Basic Information page',
  channelId: 'Enter the channel’s ID, e.g. C0123456789 (channel details, at the bottom)',
  secretsRequired: 'Enter the bot token and the signing secret to connect Slack',
} as const;

const BOT_TOKEN = /^xoxb-[A-Za-z0-9-]{10,250}$/;
const SIGNING_SECRET = /^[A-Za-z0-9]{16,128}$/;
/** Public and private channels (C…, G…); letters and digits, upper case. */
const CHANNEL_ID = /^[CG][A-Z0-9]{8,20}$/;

/**
 * PUT /api/app/settings/integrations/slack. The token and the secret may be left out once Slack is
 * connected: the saved ones are kept.
 */
export const ZSlackSettingsRequest = z.object({
  botToken: z
    .string()
    .trim()
    .regex(BOT_TOKEN, SLACK_FIELD_MESSAGES.botToken)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  signingSecret: z
    .string()
    .trim()
    .regex(SIGNING_SECRET, SLACK_FIELD_MESSAGES.signingSecret)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  channelId: z.string().trim().regex(CHANNEL_ID, SLACK_FIELD_MESSAGES.channelId),
});
export type TSlackSettingsRequest = z.input<typeof ZSlackSettingsRequest>;

/** GET /api/app/settings/integrations/slack: the connection, without its secrets. */
export const ZSlackSettings = z.object({
  connected: z.boolean(),
  channelId: z.string().nullable(),
  /** The Slack workspace the bot token belongs to, as Slack named it when it was saved. */
  team: z.string().nullable(),
  /** The bot token's last four characters, to tell which one is saved. */
  botTokenEnd: z.string().nullable(),
  /** Where Slack sends the buttons' clicks: the app's Interactivity Request URL. */
  interactionsUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type TSlackSettings = z.infer<typeof ZSlackSettings>;
