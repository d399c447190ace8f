/**
 * Slack approvals (docs/integrations.md, Slack): new access requests posted to a channel with
 * Approve and Decline buttons, and the rules of a click. Slack signs every callback with the app's
 * signing secret over `v0:{timestamp}:{raw body}`; a callback older (or newer) than five minutes
 * is refused, so a captured one cannot be replayed. A click decides only for a staff member of the
 * organisation with the very scope the private app's approve route asks. Pure: the HMAC and the
 * calls to Slack's Web API are the server's.
 */
import { z } from 'zod';
import type { AccessRequestDetail } from './access-request-details.ts';
import type { StaffScope } from './access.ts';

/** The scope deciding access requests needs, in the private app and in Slack alike. */
export const ACCESS_REQUEST_REVIEW_SCOPE: StaffScope = 'app:access-requests';

/** The version Slack's signatures name, the `v0` of `v0=…`. */
export const SLACK_SIGNATURE_VERSION = 'v0';
/** How far a callback's timestamp may be from now, in seconds. */
export const SLACK_MAX_AGE_S = 5 * 60;

export const SLACK_MESSAGES = {
  badSignature: 'The Slack signature does not match',
  staleTimestamp: 'The Slack request is too old or has no valid timestamp',
  notConnected: 'Slack is not connected for this trust center',
  badPayload: 'The Slack payload is not an interaction Trustfront sent',
  /** Said to the person who clicked, only to them. */
  notStaff: (email: string | null) =>
    email
      ? `No staff member of this trust center has the e-mail ${email}, so the request was not decided.`
      : 'Slack did not tell the e-mail of your account, so the request was not decided.',
  noScope:
    'Your role in Trustfront does not include access requests, so the request was not decided.',
  alreadyDecided: 'This request has already been decided.',
  notFound: 'This access request no longer exists.',
  failed: 'The decision could not be recorded. Please try again, or decide in Trustfront.',
  tokenRefused: (error: string) => `Slack refused the bot token (${error})`,
  unreachable: 'Slack could not be reached. Please try again.',
  saved: 'Slack connected',
  removed: 'Slack disconnected',
} as const;

/** What Slack signs: `v0:{timestamp}:{raw body}`. */
export const slackSignatureBase = (timestamp: string, rawBody: string): string =>
  `${SLACK_SIGNATURE_VERSION}:${timestamp}:${rawBody}`;

/** Whether a callback's `X-Slack-Request-Timestamp` (seconds) is within five minutes of now. */
export function isFreshSlackTimestamp(timestamp: string | undefined, nowMs: number): boolean {
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SLACK_MAX_AGE_S;
}

export const SLACK_DECISIONS = ['approve', 'decline'] as const;
export type SlackDecision = (typeof SLACK_DECISIONS)[number];

/** The decision a button's `action_id` stands for, or null for any other action. */
export const slackDecisionOf = (actionId: string): SlackDecision | null =>
  (SLACK_DECISIONS as readonly string[]).includes(actionId) ? (actionId as SlackDecision) : null;

export type SlackDeciderRefusal = 'not_staff' | 'no_scope';

/**
 * Why the staff member matched by the clicker's e-mail may not decide (null: they may): there
 * is none, or their role lacks the review scope.
 */
export function slackDeciderRefusal(
  staff: { scopes: ReadonlySet<string> } | null,
): SlackDeciderRefusal | null {
  if (!staff) return 'not_staff';
  return staff.scopes.has(ACCESS_REQUEST_REVIEW_SCOPE) ? null : 'no_scope';
}

/** The part of a `block_actions` interaction payload a decision reads. */
export const ZSlackInteraction = z.object({
  type: z.literal('block_actions'),
  user: z.object({ id: z.string().min(1).max(50) }),
  channel: z.object({ id: z.string().min(1).max(50) }).optional(),
  container: z.object({ message_ts: z.string().max(50).optional() }).optional(),
  message: z.object({ ts: z.string().max(50) }).optional(),
  actions: z
    .array(z.object({ action_id: z.string().max(255), value: z.string().max(255).optional() }))
    .min(1),
});

/** A click on one of our buttons: who, which decision, which request, which message. */
export interface SlackClick {
  slackUserId: string;
  decision: SlackDecision;
  requestId: string;
  channelId: string | null;
  messageTs: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The click an interaction payload carries, or null when it is not one of our buttons. */
export function slackClickOf(payload: unknown): SlackClick | null {
  const parsed = ZSlackInteraction.safeParse(payload);
  if (!parsed.success) return null;
  const { user, actions, channel, container, message } = parsed.data;
  const action = actions[0];
  const decision = action ? slackDecisionOf(action.action_id) : null;
  if (!action || !decision || !action.value || !UUID.test(action.value)) return null;
  return {
    slackUserId: user.id,
    decision,
    requestId: action.value.toLowerCase(),
    channelId: channel?.id ?? null,
    messageTs: container?.message_ts ?? message?.ts ?? null,
  };
}

/** An access request as its Slack message shows it: what staff read in the queue. */
export interface SlackRequestSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  kind: 'new' | 'extend';
  productName: string | null;
  /** The item (document) the request was made from, by its title. */
  askedFor: string | null;
  details: readonly AccessRequestDetail[];
  /** The request in the private app's queue. */
  queueUrl: string;
}

/** Text Slack reads as mrkdwn, with its three control characters escaped and a bounded length. */
export function slackText(value: string, max = 300): string {
  const cut = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface SlackMessage {
  text: string;
  blocks: Record<string, unknown>[];
}

const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const plain = (text: string) => ({ type: 'plain_text', text, emoji: false });

function summaryBlocks(r: SlackRequestSummary): Record<string, unknown>[] {
  const name = slackText(`${r.firstName} ${r.lastName}`.trim());
  const heading =
    r.kind === 'extend' ? 'asks to extend their access' : 'asks for access to the trust center';
  const fields = [
    { label: 'E-mail', value: r.email },
    { label: 'Company', value: r.companyName },
    ...(r.productName ? [{ label: 'Product', value: r.productName }] : []),
    ...(r.askedFor ? [{ label: 'Asked for', value: r.askedFor }] : []),
    ...r.details.filter((d) => d.label !== 'Asked from'),
  ]
    // A section holds ten fields at most.
    .slice(0, 10)
    .map((f) => mrkdwn(`*${slackText(f.label, 50)}*\n${slackText(f.value)}`));
  return [
    { type: 'section', text: mrkdwn(`*${name}* ${heading}.`) },
    { type: 'section', fields },
    {
      type: 'context',
      elements: [mrkdwn(`<${r.queueUrl}|Open the access requests in Trustfront>`)],
    },
  ];
}

/** The message of a new request, with its Approve and Decline buttons (their value: its id). */
export function slackRequestMessage(r: SlackRequestSummary): SlackMessage {
  return {
    text: `Access request from ${r.firstName} ${r.lastName} (${r.email}), ${r.companyName}`,
    blocks: [
      ...summaryBlocks(r),
      {
        type: 'actions',
        block_id: 'access_request',
        elements: [
          {
            type: 'button',
            action_id: 'approve',
            style: 'primary',
            text: plain('Approve'),
            value: r.id,
          },
          {
            type: 'button',
            action_id: 'decline',
            style: 'danger',
            text: plain('Decline'),
            value: r.id,
          },
        ],
      },
    ],
  };
}

/** The same message once decided: no buttons, and who decided. */
export function slackDecidedMessage(
  r: SlackRequestSummary,
  decision: SlackDecision,
  by: { name: string; email: string },
): SlackMessage {
  const verb = decision === 'approve' ? 'Approved' : 'Declined';
  const who = `${slackText(by.name, 100)} (${slackText(by.email, 100)})`;
  return {
    text: `Access request from ${r.firstName} ${r.lastName}: ${verb.toLowerCase()} by ${by.name}`,
    blocks: [
      ...summaryBlocks(r),
      { type: 'context', elements: [mrkdwn(`*${verb}* by ${who} in Slack`)] },
    ],
  };
}
