/**
 * Slack's Web API as Slack approvals use it (docs/integrations.md, Slack): auth.test to check a
 * bot token, chat.postMessage and chat.update for a request's message, chat.postEphemeral to tell
 * one person why their click did nothing, users.info for the e-mail of whoever clicked; and the
 * check of a callback's signature. Every call is JSON, bounded in time, and never throws.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { slackSignatureBase, SLACK_SIGNATURE_VERSION, type SlackMessage } from '@trustfront/core';
import { fetchJson, type Outcome } from './http.ts';

/**
 * Slack's address is the operator's (SLACK_API_URL), not one staff point: the outbound-address
 * rule leaves it alone (docs/integrations.md, Outbound addresses).
 */
const OPERATOR_ENDPOINT = { allowPrivate: true };

/** Why a Web API call gave nothing: Slack's own error ('channel_not_found', …) or 'network'. */
export type SlackFailure = string;

interface SlackAnswer {
  ok?: unknown;
  error?: unknown;
  [key: string]: unknown;
}

/**
 * Calls a Web API method with the bot token; Slack answers 200 with `ok` and maybe `error`. Write
 * methods take JSON; read methods (users.info) only a form, `form` then holds its fields.
 */
async function call(
  apiUrl: string,
  token: string,
  method: string,
  body: { json: Record<string, unknown> } | { form: Record<string, string> },
): Promise<Outcome<SlackAnswer, SlackFailure>> {
  const form = 'form' in body ? body.form : null;
  const answer = await fetchJson(
    `${apiUrl}/${method}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': form
          ? 'application/x-www-form-urlencoded'
          : 'application/json; charset=utf-8',
      },
      body: 'form' in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
    },
    OPERATOR_ENDPOINT,
  );
  if (answer.status === 'network') return { ok: false, reason: 'network' };
  const value = (answer.body ?? {}) as SlackAnswer;
  if (value.ok !== true) {
    const error = typeof value.error === 'string' ? value.error : `http_${answer.status}`;
    return { ok: false, reason: error.slice(0, 100) };
  }
  return { ok: true, value };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The workspace a bot token belongs to. */
export async function slackAuthTest(
  apiUrl: string,
  token: string,
): Promise<Outcome<{ team: string | null; teamId: string | null }, SlackFailure>> {
  const answer = await call(apiUrl, token, 'auth.test', { json: {} });
  if (!answer.ok) return answer;
  return { ok: true, value: { team: text(answer.value.team), teamId: text(answer.value.team_id) } };
}

/** Posts a message to a channel; answers the message's `ts`. */
export async function slackPostMessage(
  apiUrl: string,
  token: string,
  channel: string,
  message: SlackMessage,
): Promise<Outcome<{ ts: string | null }, SlackFailure>> {
  const answer = await call(apiUrl, token, 'chat.postMessage', {
    json: { channel, text: message.text, blocks: message.blocks, unfurl_links: false },
  });
  if (!answer.ok) return answer;
  return { ok: true, value: { ts: text(answer.value.ts) } };
}

/** Replaces a message the bot posted. */
export async function slackUpdateMessage(
  apiUrl: string,
  token: string,
  channel: string,
  ts: string,
  message: SlackMessage,
): Promise<Outcome<null, SlackFailure>> {
  const answer = await call(apiUrl, token, 'chat.update', {
    json: { channel, ts, text: message.text, blocks: message.blocks },
  });
  return answer.ok ? { ok: true, value: null } : answer;
}

/** A message in the channel that only `user` sees. */
export async function slackPostEphemeral(
  apiUrl: string,
  token: string,
  channel: string,
  user: string,
  message: string,
): Promise<Outcome<null, SlackFailure>> {
  const answer = await call(apiUrl, token, 'chat.postEphemeral', {
    json: { channel, user, text: message },
  });
  return answer.ok ? { ok: true, value: null } : answer;
}

/** The e-mail of a Slack user (the app needs the users:read.email scope), null when hidden. */
export async function slackUserEmail(
  apiUrl: string,
  token: string,
  user: string,
): Promise<Outcome<string | null, SlackFailure>> {
  const answer = await call(apiUrl, token, 'users.info', { form: { user } });
  if (!answer.ok) return answer;
  const found = answer.value.user as { profile?: { email?: unknown } } | undefined;
  return { ok: true, value: text(found?.profile?.email)?.toLowerCase() ?? null };
}

/**
 * Whether `signature` (`X-Slack-Signature`) is `v0=` and the hex HMAC-SHA256 of the base string
 * under the signing secret, compared in constant time.
 */
export function isSlackSignature(
  signingSecret: string,
  timestamp: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  const expected = `${SLACK_SIGNATURE_VERSION}=${createHmac('sha256', signingSecret)
    .update(slackSignatureBase(timestamp, rawBody))
    .digest('hex')}`;
  const given = Buffer.from(signature ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
