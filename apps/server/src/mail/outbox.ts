/**
 * The outbox: every mail the product sends is first a row in `mails`. With SMTP configured the
 * sender delivers it (and records the outcome there); without, it is kept for the private app
 * to show, so the demo works offline.
 */
import type { MailKind } from '@trustfront/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mails, type MailStatus } from '../db/schema/index.ts';
import { log } from '../lib/log-context.ts';

export interface MailInput {
  orgId: string | null;
  /** What the mail is for; the Outbox names it in words (`mailKindLabel`). */
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** A mail is written once per key: writing it again is a no-op (e.g. a resumed fan-out). */
  dedupeKey?: string;
  updateId?: string;
}

/** A new mail's status: queued for the sender when SMTP is set, else kept for the private app. */
export const outboxStatus = (config: Pick<Config, 'smtpUrl'>): MailStatus =>
  config.smtpUrl ? 'queued' : 'kept';

/** Writes mails to the outbox; answers how many were new. */
export async function queueMails(
  deps: { db: Db; config: Pick<Config, 'smtpUrl'> },
  inputs: readonly MailInput[],
): Promise<number> {
  if (inputs.length === 0) return 0;
  const status = outboxStatus(deps.config);
  const rows = await deps.db
    .insert(mails)
    .values(
      inputs.map((m) => ({
        orgId: m.orgId,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers ?? {},
        dedupeKey: m.dedupeKey ?? null,
        updateId: m.updateId ?? null,
        status,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: mails.id });
  // By id and kind: the log keeps no address.
  log().info(
    { mailIds: rows.map((r) => r.id), kinds: [...new Set(inputs.map((m) => m.kind))], status },
    status === 'queued' ? 'mails queued for sending' : 'mails kept in the outbox',
  );
  return rows.length;
}

export const queueMail = (
  deps: { db: Db; config: Pick<Config, 'smtpUrl'> },
  input: MailInput,
): Promise<number> => queueMails(deps, [input]);
