/** The instance operator's plan switch: an organisation's plan and its own feature flags. */
import { eq } from 'drizzle-orm';
import {
  PLAN_FEATURES,
  PLANS,
  planFeatures,
  type Plan,
  type PlanFeature,
  type PlanFeatures,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';

/**
 * Reads `plan [feature=on|off …]` as the operator types it; an error message for anything else.
 */
export function parsePlanArgs(
  args: readonly string[],
): { plan: Plan; flags: Partial<PlanFeatures> } | string {
  const [plan, ...rest] = args;
  if (!PLANS.includes(plan as Plan)) return `Plan must be one of ${PLANS.join(', ')}`;
  const flags: Partial<PlanFeatures> = {};
  for (const arg of rest) {
    const [name, value] = arg.split('=');
    if (!PLAN_FEATURES.includes(name as PlanFeature) || (value !== 'on' && value !== 'off')) {
      return `Unknown flag '${arg}': use feature=on|off with one of ${PLAN_FEATURES.join(', ')}`;
    }
    flags[name as PlanFeature] = value === 'on';
  }
  return { plan: plan as Plan, flags };
}

/** Sets an organisation's plan and flags; answers its features, or null for an unknown slug. */
export async function setOrgPlan(
  db: Db,
  orgSlug: string,
  plan: Plan,
  flags: Partial<PlanFeatures>,
): Promise<PlanFeatures | null> {
  const [row] = await db
    .update(organizations)
    .set({ plan, features: flags })
    .where(eq(organizations.slug, orgSlug))
    .returning({ plan: organizations.plan, features: organizations.features });
  return row ? planFeatures(row.plan, row.features) : null;
}
