/**
 * The outbox as the private app shows it: every mail the organisation's portal wrote, newest
 * first, page by page; one mail with its bodies, headers and links; and a mail sent again.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  AppError,
  linksOfMail,
  MAIL_DELIVERY_MESSAGES,
  refusalOf,
  type TOutboxMail,
  type TOutboxMailDetail,
  type TOutboxResponse,
} from '@trustfront/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mails, type MailRow } from '../../db/schema/index.ts';
import { outboxStatus } from '../../mail/outbox.ts';

type MailSummaryRow = Pick<
  MailRow,
  'id' | 'to' | 'subject' | 'kind' | 'status' | 'attempts' | 'createdAt' | 'sentAt' | 'lastError'
>;

const summaryOf = (m: MailSummaryRow) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  kind: m.kind,
  status: m.status,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  lastError: m.lastError,
});

export async function listOutbox(
  db: Db,
  orgId: string,
  page: { offset: number; limit: number },
): Promise<TOutboxResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mails.id,
        kind: mails.kind,
        to: mails.to,
        subject: mails.subject,
        status: mails.status,
        attempts: mails.attempts,
        lastError: mails.lastError,
        sentAt: mails.sentAt,
        createdAt: mails.createdAt,
      })
      .from(mails)
      .where(eq(mails.orgId, orgId))
      .orderBy(desc(mails.createdAt), mails.id)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(mails)
      .where(eq(mails.orgId, orgId)),
  ]);
  return { mails: rows.map(summaryOf), total: Number(total?.count ?? 0) };
}

export async function findOutboxMail(
  db: Db,
  orgId: string,
  id: string,
): Promise<TOutboxMailDetail> {
  const [row] = await db
    .select()
    .from(mails)
    .where(and(eq(mails.orgId, orgId), eq(mails.id, id)));
  if (!row) throw refusalOf(API_ERRORS.mailNotFound, 404);
  return {
    ...summaryOf(row),
    html: row.html,
    text: row.text,
    headers: row.headers,
    links: linksOfMail(row.text),
  };
}

/**
 * Writes a mail of the outbox again, as a new mail queued for the sender (docs/updates.md,
 * Outbox); the first keeps its record. Refused while no SMTP server is set: the mail would only
 * be kept again.
 */
export async function resendOutboxMail(
  deps: { db: Db; config: Pick<Config, 'smtpUrl'> },
  orgId: string,
  id: string,
): Promise<TOutboxMail> {
  if (!deps.config.smtpUrl) {
    throw new AppError('mail_not_configured', MAIL_DELIVERY_MESSAGES.resendNeedsSmtp, 409);
  }
  const [row] = await deps.db
    .select()
    .from(mails)
    .where(and(eq(mails.orgId, orgId), eq(mails.id, id)));
  if (!row) throw refusalOf(API_ERRORS.mailNotFound, 404);
  const [copy] = await deps.db
    .insert(mails)
    .values({
      orgId,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
      updateId: row.updateId,
      status: outboxStatus(deps.config),
    })
    .returning();
  if (!copy) throw new Error('Insert returned no mail');
  return summaryOf(copy);
}
