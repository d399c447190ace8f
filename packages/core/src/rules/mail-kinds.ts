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
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  update: 'Trust update',
  subscribe_confirm: 'Subscription confirmation',
  magic_link: 'Sign-in link',
  invite: 'Colleague invitation',
  staff_password: 'Staff password link',
  weekly_digest: 'Weekly digest',
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
