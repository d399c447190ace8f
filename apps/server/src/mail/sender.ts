/**
 * Delivers queued mails over SMTP. Claims due mails with `FOR UPDATE SKIP LOCKED` (any instance
 * may send; each mail goes through one), sends a handful at a time and records each outcome.
 *
 * A mail server that is down only delays mail: failures go back to the queue with a back-off.
 * A graceful stop finishes the mails in flight. A process killed in the middle of a send cannot
 * know whether the server took the mail: those few are marked failed ("delivery unknown")
 * instead of being sent again, so no recipient ever gets a mail twice.
 *
 * The log names mails by id, never by address: a failure is logged by the SMTP server's code
 * and the command it refused, since its message quotes the refused address.
 */
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import type { MailRow } from '../db/schema/index.ts';
import { startLoop, type Loop } from '../jobs/loop.ts';
import { retryDelayMs } from '../jobs/queue.ts';
import { log as currentLog, withLogContext, type Logger } from '../lib/log-context.ts';

export interface SenderOptions {
  db: Db;
  transport: Transporter;
  from: string;
  /** Where the sender's lines go: the logger of the context that starts it by default. */
  log?: Logger;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Mails in flight at once (the transport's pool spreads them over its connections). */
  concurrency?: number;
  maxAttempts?: number;
  idleMs?: number;
  /** Told of each outcome, for the metrics: mails sent, and each failed send. */
  onSent?: (count: number) => void;
  onFailed?: (final: boolean) => void;
}

/** A claimed batch waits this long for its instance before another instance may take it. */
const CLAIM_MS = 30 * 1000;
/** A send longer than this (the transport times out well before) means the instance died. */
const SENDING_MS = 2 * 60 * 1000;
export const INTERRUPTED = 'Interrupted while sending: delivery unknown, not sent again';

type ClaimedMail = Pick<
  MailRow,
  'id' | 'to' | 'subject' | 'html' | 'text' | 'headers' | 'attempts'
>;

async function claimMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`
    update mails set locked_until = now() + (${CLAIM_MS} * interval '1 millisecond')
    where id in (
      select id from mails
      where status = 'queued' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, "to", subject, html, text, headers, attempts`,
  );
}

/** Mails left 'sending' by an instance that died: delivery unknown, never sent twice. */
async function settleInterrupted(db: Db): Promise<void> {
  const settled = await queryRows<{ id: string }>(
    db,
    sql`
    update mails set status = 'failed', last_error = ${INTERRUPTED}, locked_until = null
    where status = 'sending' and locked_until < now()
    returning id`,
  );
  if (settled.length > 0) {
    currentLog().warn(
      { mailIds: settled.map((m) => m.id) },
      'mails interrupted while sending: delivery unknown, not sent again',
    );
  }
}

/** What the log keeps of a failed send: the SMTP server's codes, not its words. */
interface SendFailure {
  message: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

function sendFailure(error: unknown): SendFailure {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    message: error instanceof Error ? error.message : String(error),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
    ...(typeof fields.command === 'string' ? { command: fields.command } : {}),
  };
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export function startMailSender({
  db,
  transport,
  from,
  log: base = currentLog(),
  batchSize = 100,
  concurrency = 10,
  maxAttempts = 8,
  idleMs = 250,
  onSent,
  onFailed,
}: SenderOptions): Loop {
  const sendOne = async (mail: ClaimedMail): Promise<SendFailure | null> => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: `<${mail.id}@trustfront>`,
      });
      return null;
    } catch (error) {
      return sendFailure(error);
    }
  };

  const sendGroup = async (claimed: ClaimedMail[]) => {
    // Only mails still queued are sent: another instance may have taken over a slow batch.
    const marked = await queryRows<{ id: string }>(
      db,
      sql`
      update mails set status = 'sending', attempts = attempts + 1,
        locked_until = now() + (${SENDING_MS} * interval '1 millisecond')
      where id in (${idList(claimed.map((m) => m.id))}) and status = 'queued'
      returning id`,
    );
    const mine = new Set(marked.map((r) => r.id));
    const group = claimed.filter((m) => mine.has(m.id));
    const ids = group.map((m) => m.id);
    const outcomes = await Promise.all(group.map(sendOne));
    const sent = ids.filter((_, i) => outcomes[i] === null);
    if (ids.length === 0) return;
    if (sent.length > 0) {
      await db.execute(sql`
        update mails set status = 'sent', sent_at = now(), locked_until = null, last_error = null
        where id in (${idList(sent)})`);
      currentLog().info({ mailIds: sent }, 'mails sent');
      onSent?.(sent.length);
    }
    for (const [i, mail] of group.entries()) {
      const failure = outcomes[i];
      if (failure === null || failure === undefined) continue;
      const attempts = mail.attempts + 1;
      const final = attempts >= maxAttempts;
      onFailed?.(final);
      const { message: error, ...codes } = failure;
      currentLog().warn(
        { mailId: mail.id, attempts, final, ...codes },
        final ? 'mail not sent, for good' : 'mail not sent, to be retried',
      );
      // The outbox keeps the server's own words, for the staff who read it there.
      await db.execute(
        final
          ? sql`update mails set status = 'failed', last_error = ${error}, locked_until = null
                where id = ${mail.id}`
          : sql`update mails set status = 'queued', last_error = ${error}, locked_until = null,
                  next_attempt_at = now() + (${retryDelayMs(attempts)} * interval '1 millisecond')
                where id = ${mail.id}`,
      );
    }
  };

  return withLogContext(base, () =>
    startLoop({
      name: 'mail sender',
      idleMs,
      onError: (error) => currentLog().error({ err: error }, 'mail sender failed'),
      tick: async () => {
        await settleInterrupted(db);
        const claimed = await claimMails(db, batchSize);
        for (let i = 0; i < claimed.length; i += concurrency) {
          await sendGroup(claimed.slice(i, i + concurrency));
        }
        return claimed.length > 0;
      },
    }),
  );
}
