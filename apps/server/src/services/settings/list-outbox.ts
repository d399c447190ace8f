/**
 * The outbox as the private app shows it: every mail the organisation's portal wrote, newest
 * first, page by page; and one mail with its bodies and headers.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { notFound, type TOutboxMailDetail, type TOutboxResponse } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { mails, type MailRow } from '../../db/schema/index.ts';

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
  if (!row) throw notFound('Mail not found');
  return { ...summaryOf(row), html: row.html, text: row.text, headers: row.headers };
}
