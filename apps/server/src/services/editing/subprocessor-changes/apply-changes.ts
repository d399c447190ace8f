/**
 * A planned subprocessor change takes effect by itself on its effective day (docs/editing.md,
 * Planned subprocessor changes): a job queued with the change, due at the start of that day
 * (UTC), writes the entry to the card (in the replaced entry's place for a replacement, which
 * leaves the card) and marks the change applied, with the audit entry and the webhook events, in
 * one transaction. The items' trigger raises the content revision, so the trust history records
 * it. A change already applied or cancelled is left as it is: it takes effect once.
 */
import { eq } from 'drizzle-orm';
import { isChangeDue, mayChangeState, type TItemDetails } from '@trustfront/core';
import { z } from 'zod';
import type { AppDeps } from '../../../app-types.ts';
import type { Db } from '../../../db/client.ts';
import {
  items,
  subprocessorChanges,
  type SubprocessorChangeRow,
} from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { log } from '../../../lib/log-context.ts';
import { recordSystemAudit } from '../../audit/audit.ts';
import { emitItemRemoved, emitSubprocessorsAdded } from '../../integrations/webhooks/events.ts';
import { nextPosition } from '../items.ts';

export const SUBPROCESSOR_CHANGE_APPLY_JOB = 'subprocessor-change.apply';

/** Who the audit log names for a change that took effect by itself. */
const SCHEDULE_ACTOR = 'Scheduled change';

const ZApplyPayload = z.object({ changeId: z.uuid() });

/** Queues the change's job at the start of its effective day (UTC). */
export function enqueueChangeApply(
  db: Db,
  change: Pick<SubprocessorChangeRow, 'id' | 'effectiveOn'>,
): Promise<number | null> {
  return enqueueJob(
    db,
    SUBPROCESSOR_CHANGE_APPLY_JOB,
    { changeId: change.id },
    {
      dedupeKey: `${SUBPROCESSOR_CHANGE_APPLY_JOB}:${change.id}`,
      runAt: new Date(`${change.effectiveOn}T00:00:00Z`),
    },
  );
}

/**
 * Queues the job of every planned change (a no-op for those queued already): at start, so that a
 * change imported with its organisation, or planned before its job existed, still takes effect.
 */
export async function enqueuePlannedChanges(db: Db): Promise<number> {
  const planned = await db
    .select({ id: subprocessorChanges.id, effectiveOn: subprocessorChanges.effectiveOn })
    .from(subprocessorChanges)
    .where(eq(subprocessorChanges.state, 'planned'));
  for (const change of planned) await enqueueChangeApply(db, change);
  return planned.length;
}

/** The entry's details: the company, its purpose and location. */
const detailsOf = (change: SubprocessorChangeRow): TItemDetails => ({
  company: change.company,
  purpose: change.purpose,
  location: change.location,
});

/**
 * Applies the change when it is due at `now`; answers whether it did. Locks the change's row, so
 * two instances, or a job run again, apply it once.
 */
export async function applyChange(db: Db, changeId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(subprocessorChanges)
      .where(eq(subprocessorChanges.id, changeId))
      .for('update');
    if (!change || !isChangeDue(change, now) || !mayChangeState(change.state, 'applied')) {
      return false;
    }
    const [replaced] = change.replacedItemId
      ? await tx.select().from(items).where(eq(items.id, change.replacedItemId))
      : [];
    if (replaced) {
      await tx.delete(items).where(eq(items.id, replaced.id));
      await emitItemRemoved(tx, replaced);
    }
    const [item] = await tx
      .insert(items)
      .values({
        cardId: change.cardId,
        productId: change.productId,
        title: change.company.name,
        access: change.access,
        details: detailsOf(change),
        position: replaced?.position ?? (await nextPosition(tx, change.cardId)),
      })
      .returning();
    if (!item) throw new Error('The subprocessor entry was not written');
    await emitSubprocessorsAdded(tx, [item]);
    await tx
      .update(subprocessorChanges)
      .set({ state: 'applied', appliedAt: now, appliedItemId: item.id })
      .where(eq(subprocessorChanges.id, change.id));
    await recordSystemAudit(tx, change.orgId, SCHEDULE_ACTOR, {
      action: 'subprocessor-change.apply',
      target: `Subprocessors / ${change.company.name} from ${change.effectiveOn}`,
      before: replaced ? { title: replaced.title, details: replaced.details } : null,
      after: { title: item.title, details: item.details },
    });
    log().info({ changeId: change.id, itemUid: item.id }, 'subprocessor change applied');
    return true;
  });
}

/** The job handler of `subprocessor-change.apply`. */
export const applyChangeJobHandler =
  (deps: Pick<AppDeps, 'db'>): JobHandler =>
  async (job) => {
    await applyChange(deps.db, ZApplyPayload.parse(job.payload).changeId);
  };
