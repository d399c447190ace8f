/**
 * The fields a planned subprocessor change carries on the portal (docs/editing.md, Planned
 * subprocessor changes): what the Subprocessors card shows of it, whether the caller may object,
 * and the caller's own objections with the staff's answers; never who announced it, its access
 * or other accounts' objections.
 */
import { safeHttpUrl, type TMemberObjection, type TPlannedSubprocessor } from '@trustfront/core';
import type { SubprocessorObjectionRow } from '../db/schema/index.ts';
import type { PlannedForCaller } from '../services/members/subprocessor-objections.ts';

export const presentMemberObjection = (o: SubprocessorObjectionRow): TMemberObjection => ({
  id: o.id,
  reason: o.reason,
  status: o.status,
  answer: o.answer,
  createdAt: o.createdAt.toISOString(),
  answeredAt: o.answeredAt?.toISOString() ?? null,
});

export function presentPlannedSubprocessor({
  change,
  mayObject,
  objections,
}: PlannedForCaller): TPlannedSubprocessor {
  return {
    id: change.id,
    kind: change.kind,
    name: change.company.name,
    url: safeHttpUrl(change.company.url, { assumeHttps: true }),
    replaces: change.kind === 'replacement' ? change.replacedName : null,
    purpose: change.purpose,
    location: change.location,
    effectiveOn: change.effectiveOn,
    mayObject,
    objections: objections.map(presentMemberObjection),
  };
}
