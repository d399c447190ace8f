/**
 * Publishing and unpublishing an organisation's trust center (docs/portal.md, Publication). The
 * change is a write to the organisation's row, which raises its content revision: every kept
 * answer, ETag and portal caller of the organisation is current again at the next request.
 */
import { eq } from 'drizzle-orm';
import type { TPublication } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

const answerOf = (publishedAt: Date | null): TPublication => ({
  publishedAt: publishedAt?.toISOString() ?? null,
});

/**
 * Publishes (keeping the first publication's time when it already is) or unpublishes the staff
 * member's trust center, recorded in the audit log when it changes.
 */
export async function setPublication(
  db: Db,
  staff: StaffCaller,
  published: boolean,
): Promise<TPublication> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ publishedAt: organizations.publishedAt })
      .from(organizations)
      .where(eq(organizations.id, staff.orgId))
      .for('update');
    const before = org?.publishedAt ?? null;
    if ((before !== null) === published) return answerOf(before);
    const after = published ? new Date() : null;
    await tx
      .update(organizations)
      .set({ publishedAt: after })
      .where(eq(organizations.id, staff.orgId));
    await recordAudit(tx, staff, {
      action: published ? 'trust-center.publish' : 'trust-center.unpublish',
      target: staff.orgSlug,
      before: { publishedAt: answerOf(before).publishedAt },
      after: { publishedAt: answerOf(after).publishedAt },
    });
    return answerOf(after);
  });
}
