/**
 * Custom domains serving an organisation's portal at `/` (docs/portal.md, Hosts and custom
 * domains). A domain maps to one organisation only; the platform's own host is never one. A
 * domain is added pending, with a token of its own (the table's default) that its TXT record
 * must hold before it is served (services/domains/check-domains.ts).
 */
import { and, eq } from 'drizzle-orm';
import { AppError, PORTAL_SETTINGS_MESSAGES as M } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { isUniqueViolation } from '../access/outcome-error.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

/**
 * Adds a domain the core schema accepted, pending verification; 409 when it is taken, by this or
 * another organisation.
 */
export async function addCustomDomain(
  db: Db,
  staff: StaffCaller,
  domain: string,
  publicUrl: string,
): Promise<void> {
  if (domain === new URL(publicUrl).hostname) {
    throw new AppError('invalid_request', M.domainIsMainHost);
  }
  const added = db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ orgId: customDomains.orgId })
      .from(customDomains)
      .where(eq(customDomains.domain, domain));
    if (existing) {
      const message = existing.orgId === staff.orgId ? M.domainAlreadyAdded : M.domainTaken;
      throw new AppError('conflict', message, 409);
    }
    await tx.insert(customDomains).values({ domain, orgId: staff.orgId });
    await recordAudit(tx, staff, {
      action: 'portal.domain.add',
      target: domain,
      before: null,
      after: { domain },
    });
  });
  // Two organisations adding the same domain at once: the second meets the key, not the check.
  await added.catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('conflict', M.domainTaken, 409) : error;
  });
}

/** Removes one of the organisation's domains; another organisation's is left alone (404). */
export async function removeCustomDomain(db: Db, staff: StaffCaller, domain: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(customDomains)
      .where(and(eq(customDomains.domain, domain), eq(customDomains.orgId, staff.orgId)))
      .returning();
    if (!removed) throw new AppError('not_found', 'Domain not found', 404);
    await recordAudit(tx, staff, {
      action: 'portal.domain.remove',
      target: domain,
      before: { domain },
      after: null,
    });
  });
}
