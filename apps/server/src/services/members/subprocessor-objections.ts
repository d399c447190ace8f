/**
 * Planned subprocessor changes as the portal's callers meet them (docs/editing.md, Planned
 * subprocessor changes): the planned changes of a product that reach the caller
 * (`plannedChangeReaches` in core), and a signed-in member's objections, each member seeing their
 * own alone. A member objects, with a reason, until the effective day (`objectionRefusal`).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  objectionRefusal,
  plannedChangeReaches,
  SUBPROCESSOR_CHANGE_MESSAGES as M,
  type TObjectionCreate,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  subprocessorChanges,
  subprocessorObjections,
  type SubprocessorChangeRow,
  type SubprocessorObjectionRow,
} from '../../db/schema/index.ts';
import type { ResolvedViewer } from '../access/resolve-viewer.ts';
import { recordSystemAudit } from '../audit/audit.ts';
import { placedChanges } from '../editing/subprocessor-changes/change-placement.ts';

export interface ObjectionCaller {
  org: { id: string };
  viewer: ResolvedViewer;
}

/** A planned change the caller may see, whether they may object now, and their objections. */
export interface PlannedForCaller {
  change: SubprocessorChangeRow;
  mayObject: boolean;
  objections: SubprocessorObjectionRow[];
}

const refusalError = (refusal: 'members_only' | 'not_found' | 'window_closed') => {
  if (refusal === 'members_only') return new AppError('members_only', M.membersOnly, 403);
  if (refusal === 'not_found') return new AppError('not_found', M.changeNotFound, 404);
  return new AppError('objection_window_closed', M.windowClosed, 409);
};

const isMember = (viewer: ResolvedViewer) => viewer.mode === 'account' && viewer.member !== null;

/** The product's planned changes that reach the caller, by effective day. */
export async function plannedForCaller(
  db: Db,
  caller: ObjectionCaller,
  productId: string,
  now = new Date(),
): Promise<PlannedForCaller[]> {
  const placed = (
    await placedChanges(
      db,
      caller.org.id,
      and(eq(subprocessorChanges.productId, productId), eq(subprocessorChanges.state, 'planned')),
    )
  )
    .filter((p) => plannedChangeReaches(caller.viewer, p.placement, p.change.access))
    .sort((a, b) => a.change.effectiveOn.localeCompare(b.change.effectiveOn));
  const memberId = isMember(caller.viewer) ? caller.viewer.member?.id : undefined;
  const own =
    memberId && placed.length > 0
      ? await db
          .select()
          .from(subprocessorObjections)
          .where(
            and(
              eq(subprocessorObjections.accountMemberId, memberId),
              inArray(
                subprocessorObjections.changeId,
                placed.map((p) => p.change.id),
              ),
            ),
          )
          .orderBy(asc(subprocessorObjections.createdAt))
      : [];
  return placed.map(({ change }) => {
    const objections = own.filter((o) => o.changeId === change.id);
    const refusal = objectionRefusal({
      viewer: caller.viewer,
      isMember: Boolean(memberId),
      reaches: true,
      change,
      now,
    });
    return { change, mayObject: refusal === null && objections.length === 0, objections };
  });
}

/** The member's objection to a planned change (`POST {base}/subprocessor-changes/{id}/objections`). */
export async function objectTo(
  db: Db,
  caller: ObjectionCaller,
  changeId: string,
  input: TObjectionCreate,
  now = new Date(),
): Promise<SubprocessorObjectionRow> {
  const { viewer } = caller;
  const member = isMember(viewer) ? viewer.member : null;
  const [placed] = await placedChanges(db, caller.org.id, eq(subprocessorChanges.id, changeId));
  const refusal = objectionRefusal({
    viewer,
    isMember: member !== null && viewer.accountId !== null,
    reaches: Boolean(
      placed && plannedChangeReaches(viewer, placed.placement, placed.change.access),
    ),
    change: placed?.change ?? { state: 'cancelled', effectiveOn: '' },
    now,
  });
  if (refusal || !placed || !member || !viewer.accountId) {
    throw refusalError(refusal ?? 'not_found');
  }
  const accountId = viewer.accountId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subprocessorObjections)
      .values({
        orgId: caller.org.id,
        changeId,
        accountId,
        accountMemberId: member.id,
        reason: input.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', M.alreadyObjected, 409);
    await recordSystemAudit(tx, caller.org.id, member.email, {
      action: 'subprocessor-objection.create',
      target: `Subprocessors / ${placed.change.company.name} from ${placed.change.effectiveOn}`,
      before: null,
      after: { account: member.companyName, reason: input.reason },
    });
    return row;
  });
}
