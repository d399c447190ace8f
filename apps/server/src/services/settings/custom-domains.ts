/**
 * Custom domains serving an organisation's portal at `/` (docs/portal.md, Hosts and custom
 * domains). A domain is served for one organisation only; the platform's own host is never one.
 * A domain is added pending, with a token of its own (the table's default) that its TXT record
 * must hold before it is served (services/domains/check-domains.ts).
 */
import { and, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  AppError,
  mayAddDomain,
  PORTAL_SETTINGS_MESSAGES as M,
  refusalOf,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { isUniqueViolation } from '../access/outcome-error.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

/**
 * Adds a domain the core schema accepted, pending verification; 409 when this organisation has
 * it already, or another holds it verified and served (the refusal names nobody). A domain others
 * only added is nobody's: whoever verifies it first holds it (services/domains/check-domains.ts).
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
    const rows = await tx.select().from(customDomains).where(eq(customDomains.domain, domain));
    if (rows.some((row) => row.orgId === staff.orgId)) {
      throw new AppError('conflict', M.domainAlreadyAdded, 409);
    }
    const held = rows.find((row) => row.verifiedAt !== null) ?? null;
    if (!mayAddDomain(held, new Date())) throw new AppError('conflict', M.domainTaken, 409);
    await tx.insert(customDomains).values({ domain, orgId: staff.orgId });
    await recordAudit(tx, staff, {
      action: 'portal.domain.add',
      target: domain,
      before: null,
      after: { domain },
    });
  });
  // The same organisation adding the domain twice at once: the second meets the key.
  await added.catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('conflict', M.domainAlreadyAdded, 409) : error;
  });
}

/** Removes one of the organisation's domains; another organisation's is left alone (404). */
export async function removeCustomDomain(db: Db, staff: StaffCaller, domain: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(customDomains)
      .where(and(eq(customDomains.domain, domain), eq(customDomains.orgId, staff.orgId)))
      .returning();
    if (!removed) throw refusalOf(API_ERRORS.domainNotFound, 404);
    await recordAudit(tx, staff, {
      action: 'portal.domain.remove',
      target: domain,
      before: { domain },
      after: null,
    });
  });
}
