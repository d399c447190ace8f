/**
 * What an account member is handed when a document opens: the copy the reach rule's
 * `isWatermarkedFor` asks for (watermarked restricted PDFs when the organisation turns it on),
 * and a row of the staff's access log (`document_events`) for every view and download. Each
 * watermarked copy of a stored document is recorded by its SHA-256 with the member and version,
 * so that a verification recognises it (docs/documents.md, Verify a document).
 */
import { createHash } from 'node:crypto';
import { isWatermarkedFor, type Viewer } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { documentCopies, documentEvents } from '../../db/schema/index.ts';
import type { DocumentItem, DocumentSource } from './open-document.ts';
import type { ViewerMember } from '../access/resolve-viewer.ts';
import { watermarkPdf } from './watermark.ts';

/** A caller of the document routes, with the member behind an account session. */
export interface CopyCaller {
  org: { id: string };
  viewer: Viewer & { accountId?: string | null; member?: ViewerMember | null };
}

export type DocumentAction = 'view' | 'download' | 'bulk_download';

/**
 * The copy-maker of one request: each source is wrapped when the rule says its copy is
 * watermarked (the viewer carries the organisation's setting, read once when it was resolved).
 */
export function memberCopies(db: Db, caller: CopyCaller, now: Date = new Date()) {
  const { member } = caller.viewer;
  return (item: DocumentItem, source: DocumentSource) => {
    const watermarked =
      Boolean(member) &&
      isWatermarkedFor(caller.viewer, { item, file: { contentType: source.contentType } });
    if (!watermarked || !member) return { source, watermarked: false };
    const stamp = { email: member.email, companyName: member.companyName, date: now };
    const { stored } = source;
    const copy: DocumentSource = {
      ...source,
      size: undefined,
      open: async () => {
        const marked = await watermarkPdf(await source.open(), stamp);
        if (stored) {
          // The same member, version and day make the same bytes: recorded once.
          await db
            .insert(documentCopies)
            .values({
              orgId: caller.org.id,
              fileId: stored.fileId,
              version: stored.version,
              accountMemberId: member.id,
              memberEmail: member.email,
              sha256: createHash('sha256').update(marked).digest('hex'),
            })
            .onConflictDoNothing();
        }
        return marked;
      },
    };
    return { source: copy, watermarked: true };
  };
}

/** Records members' views and downloads for the access log; other callers leave no row. */
export async function recordDocumentEvents(
  db: Db,
  caller: CopyCaller,
  action: DocumentAction,
  events: readonly { item: DocumentItem; fileId: string; watermarked: boolean }[],
): Promise<void> {
  const { member, accountId } = caller.viewer;
  if (caller.viewer.mode !== 'account' || !member || events.length === 0) return;
  await db.insert(documentEvents).values(
    events.map(({ item, fileId, watermarked }) => ({
      orgId: caller.org.id,
      accountId: accountId ?? null,
      accountMemberId: member.id,
      itemId: item.id,
      // A bridge letter is generated, not stored: the item names it.
      fileId: item.files.some((f) => f.id === fileId) ? fileId : null,
      action,
      watermarked,
    })),
  );
}
