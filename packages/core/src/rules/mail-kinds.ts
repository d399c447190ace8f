/**
 * What each mail in the outbox is for, as the private app's Outbox names it (docs/updates.md,
 * Outbox): the stored kind is a key, the page shows words.
 */
import { wordsOfKey } from './words.ts';

/** Every kind of mail the product writes. */
export const MAIL_KINDS = [
  'update',
  'subscribe_confirm',
  'magic_link',
  'invite',
  'staff_password',
  'weekly_digest',
  'questionnaire_assigned',
  'questionnaire_answered',
  'access_reminder',
  'fourth_party',
  'subprocessor_notice',
  'subprocessor_cancelled',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  update: 'Trust update',
  subscribe_confirm: 'Subscription confirmation',
  magic_link: 'Sign-in link',
  invite: 'Colleague invitation',
  staff_password: 'Staff password link',
  weekly_digest: 'Weekly digest',
  questionnaire_assigned: 'Questionnaire question assigned',
  questionnaire_answered: 'Questionnaire answered',
  access_reminder: 'Access ending reminder',
  fourth_party: 'Subprocessor certification change',
  subprocessor_notice: 'Planned subprocessor notice',
  subprocessor_cancelled: 'Planned subprocessor cancelled',
};

/** The delivery statuses of an outbox mail. */
export const MAIL_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept in the outbox',
} as const;

const KIND_LABELS: Readonly<Record<string, string | undefined>> = MAIL_KIND_LABELS;
const STATUS_LABELS: Readonly<Record<string, string | undefined>> = MAIL_STATUS_LABELS;

/** The outbox's name for a mail kind: 'magic_link' → 'Sign-in link'. */
export function mailKindLabel(kind: string): string {
  return (Object.hasOwn(KIND_LABELS, kind) && KIND_LABELS[kind]) || wordsOfKey(kind);
}

/** The outbox's name for a delivery status: 'kept' → 'Kept in the outbox'. */
export function mailStatusLabel(status: string): string {
  return (Object.hasOwn(STATUS_LABELS, status) && STATUS_LABELS[status]) || wordsOfKey(status);
}

/**
 * The links of a mail's text, each once, in order: what staff copy from the Outbox to hand a
 * visitor a link that no mail delivered (docs/updates.md, Outbox).
 */
export function linksOfMail(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

export const MAIL_DELIVERY_MESSAGES = {
  notConfigured:
    'Mails are not being sent: this instance has no SMTP server (SMTP_URL). Sign-in links, access decisions and trust updates stay in the Outbox, where you can copy their links, until the operator sets SMTP_URL and restarts the server.',
  resendNeedsSmtp: 'Set SMTP_URL to send mails again; meanwhile copy the link from the mail.',
  resent: 'Sent again',
  signInLinkSent: (email: string) => `A new sign-in link is on its way to ${email}`,
  signInLinkKept: (email: string) =>
    `A new sign-in link for ${email} is in the Outbox: copy it from there and hand it over.`,
  noCurrentAccess: "The account's access has ended: approve a new request or extend it first",
  notApproved: 'Only an approved request has a member to sign in',
} as const;
