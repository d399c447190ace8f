/**
 * Checks of custom domains' TXT records (docs/portal.md, Hosts and custom domains): staff's
 * Verify of one domain, and the daily job that checks every domain again. Each check stores what
 * it found; the core rule decides from that state whether the domain is served, and which of the
 * organisations that added a domain holds it.
 */
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import {
  API_ERRORS,
  AppError,
  checkDomainRecords,
  claimDomain,
  type DomainCheckResult,
  domainFailureMessage,
  domainRecordName,
  domainStatus,
  nextDomainState,
  PENDING_DOMAIN,
  refusalOf,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { customDomains, type CustomDomainRow } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';
import { isUniqueViolation } from '../access/outcome-error.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { lookupTxt } from './lookup-txt.ts';

interface Deps {
  db: AppDeps['db'];
  config: Pick<AppDeps['config'], 'dnsServers'>;
}

export const DOMAIN_CHECK_JOB = 'domains.check';
/** Domains checked at once by the daily job. */
const CHECK_CONCURRENCY = 4;

/** Another organisation's verified row of the domain: its hold, served or lapsed. */
async function holdElsewhere(db: Deps['db'], row: CustomDomainRow) {
  const [held] = await db
    .select()
    .from(customDomains)
    .where(
      and(
        eq(customDomains.domain, row.domain),
        ne(customDomains.orgId, row.orgId),
        isNotNull(customDomains.verifiedAt),
      ),
    );
  return held ?? null;
}

/** This row of the domain, while it is the one checked (not removed or added again since). */
const sameRow = (row: CustomDomainRow) =>
  and(
    eq(customDomains.domain, row.domain),
    eq(customDomains.orgId, row.orgId),
    eq(customDomains.token, row.token),
  );

/**
 * Checks the organisation's claim on the domain (core `claimDomain`): refused as taken while
 * another organisation holds it served, else its record looked up. The state it leads to is
 * stored, and a passing check takes a lapsed hold from its organisation (back to pending). The
 * row is left alone when the domain was removed (or removed and added again, with a new token)
 * during the lookup; a claim that passed while another passed at the same time is taken.
 */
async function checkDomain(
  deps: Deps,
  row: CustomDomainRow,
  now: Date,
): Promise<{ result: DomainCheckResult; row: CustomDomainRow }> {
  const held = await holdElsewhere(deps.db, row);
  const taken: DomainCheckResult = { ok: false, failure: 'taken' };
  const result =
    claimDomain(held, now) === 'taken'
      ? taken
      : checkDomainRecords(
          await lookupTxt(deps.config.dnsServers, domainRecordName(row.domain)),
          row.token,
        );
  const store = async (checked: DomainCheckResult) => {
    const state = nextDomainState(row, checked, now);
    await deps.db.transaction(async (tx) => {
      if (checked.ok && held) {
        await tx
          .update(customDomains)
          .set({ ...PENDING_DOMAIN, lastCheckedAt: held.lastCheckedAt, failure: 'taken' })
          .where(sameRow(held));
      }
      await tx.update(customDomains).set(state).where(sameRow(row));
    });
    return { result: checked, row: { ...row, ...state } };
  };
  try {
    return await store(result);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return store(taken);
  }
}

/**
 * Staff's Verify: checks one of the organisation's domains now. A check that finds the record
 * answers normally (and is audited when it makes the domain verified); one that does not is
 * refused with the reason, its state kept for the settings page.
 */
export async function verifyCustomDomain(
  deps: Deps,
  staff: StaffCaller,
  domain: string,
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.domain, domain), eq(customDomains.orgId, staff.orgId)));
  if (!row) throw refusalOf(API_ERRORS.domainNotFound, 404);
  const now = new Date();
  const before = domainStatus(row, now);
  const { result } = await checkDomain(deps, row, now);
  if (!result.ok) {
    const message = domainFailureMessage(result.failure, row.domain, row.token);
    if (result.failure === 'dns_error') throw new AppError('domain_dns_error', message, 502);
    if (result.failure === 'taken') throw new AppError('domain_taken', message, 409);
    throw new AppError(`domain_${result.failure}`, message, 422);
  }
  if (before !== 'verified') {
    await recordAudit(deps.db, staff, {
      action: 'portal.domain.verify',
      target: domain,
      before: { status: before },
      after: { status: 'verified' },
    });
  }
}

/** Checks every custom domain, a few at a time; answers how many were checked. */
export async function checkAllCustomDomains(deps: Deps, now = new Date()): Promise<number> {
  const rows = await deps.db.select().from(customDomains).orderBy(asc(customDomains.domain));
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      const checked = await checkDomain(deps, row, now);
      const status = domainStatus(checked.row, now);
      if (status !== domainStatus(row, now)) {
        log().info({ domain: row.domain, status }, 'custom domain status changed');
      }
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
  return rows.length;
}

/** The day's check of every domain, queued once per UTC day. */
export function scheduleDomainChecks(db: AppDeps['db'], at: Date): Promise<number | null> {
  const day = at.toISOString().slice(0, 10);
  return enqueueJob(db, DOMAIN_CHECK_JOB, {}, { dedupeKey: `domains.check:${day}`, runAt: at });
}

/** Checks every domain, then queues the next day's check for the start of that day (UTC). */
export function domainCheckJobHandler(deps: Deps): JobHandler {
  return async () => {
    const now = new Date();
    await checkAllCustomDomains(deps, now);
    const tomorrow = new Date(now);
    tomorrow.setUTCHours(24, 0, 0, 0);
    await scheduleDomainChecks(deps.db, tomorrow);
  };
}
