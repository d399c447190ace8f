/** The organisation's domain rules: domains approved automatically (with a profile) or blocked. */
import { API_ERRORS, refusalOf } from '@trustfront/core';
import { and, eq } from 'drizzle-orm';
import type { TDomainRule } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { domainRules, permissionProfiles, type DomainRuleRow } from '../../db/schema/index.ts';

const present = (r: DomainRuleRow): TDomainRule => ({
  id: r.id,
  domain: r.domain,
  kind: r.kind,
  permissionProfileId: r.permissionProfileId,
  createdAt: r.createdAt.toISOString(),
});

export async function listDomainRules(db: Db, orgId: string): Promise<TDomainRule[]> {
  const rows = await db
    .select()
    .from(domainRules)
    .where(eq(domainRules.orgId, orgId))
    .orderBy(domainRules.domain);
  return rows.map(present);
}

/** Adds a rule, or changes the domain's existing one. */
export async function saveDomainRule(
  db: Db,
  orgId: string,
  rule: { domain: string; kind: 'auto_approve' | 'blocked'; permissionProfileId?: string | null },
): Promise<TDomainRule> {
  const profileId = rule.kind === 'auto_approve' ? (rule.permissionProfileId ?? null) : null;
  if (profileId) {
    const [profile] = await db
      .select({ id: permissionProfiles.id })
      .from(permissionProfiles)
      .where(and(eq(permissionProfiles.id, profileId), eq(permissionProfiles.orgId, orgId)));
    if (!profile) throw refusalOf(API_ERRORS.permissionProfileNotFound, 400);
  }
  const [row] = await db
    .insert(domainRules)
    .values({ orgId, domain: rule.domain, kind: rule.kind, permissionProfileId: profileId })
    .onConflictDoUpdate({
      target: [domainRules.orgId, domainRules.domain],
      set: { kind: rule.kind, permissionProfileId: profileId },
    })
    .returning();
  if (!row) throw new Error('The domain rule was not saved');
  return present(row);
}

export async function deleteDomainRule(db: Db, orgId: string, id: string): Promise<void> {
  const rows = await db
    .delete(domainRules)
    .where(and(eq(domainRules.id, id), eq(domainRules.orgId, orgId)))
    .returning({ id: domainRules.id });
  if (rows.length === 0) throw refusalOf(API_ERRORS.domainRuleNotFound, 404);
}
