/** The staff's access log: members' views and downloads of documents and their invitations, newest first. */
import { count, desc, eq } from 'drizzle-orm';
import { DOCUMENT_EVENTS_PAGE_SIZE, type TDocumentEvent } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { accountMembers, accounts, documentEvents, files, items } from '../../db/schema/index.ts';

/** One page of the organisation's access log and the total number of rows. */
export async function listDocumentEvents(
  db: Db,
  orgId: string,
  page: number,
): Promise<{ events: TDocumentEvent[]; total: number }> {
  const rows = await db
    .select({
      id: documentEvents.id,
      action: documentEvents.action,
      watermarked: documentEvents.watermarked,
      createdAt: documentEvents.createdAt,
      email: accountMembers.email,
      companyName: accounts.companyName,
      itemTitle: items.title,
      fileName: files.originalName,
      invitedEmail: documentEvents.invitedEmail,
    })
    .from(documentEvents)
    .leftJoin(accountMembers, eq(accountMembers.id, documentEvents.accountMemberId))
    .leftJoin(accounts, eq(accounts.id, documentEvents.accountId))
    .leftJoin(items, eq(items.id, documentEvents.itemId))
    .leftJoin(files, eq(files.id, documentEvents.fileId))
    .where(eq(documentEvents.orgId, orgId))
    .orderBy(desc(documentEvents.createdAt), desc(documentEvents.id))
    .limit(DOCUMENT_EVENTS_PAGE_SIZE)
    .offset((page - 1) * DOCUMENT_EVENTS_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(documentEvents)
    .where(eq(documentEvents.orgId, orgId));
  return {
    events: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      // A bridge letter has no stored file: it is named after its item.
      fileName:
        r.fileName ??
        (r.action !== 'invite' && r.itemTitle ? `${r.itemTitle} (bridge letter)` : null),
    })),
    total: total?.n ?? 0,
  };
}
