/**
 * A refused outcome as the error it answers (docs/access.md, Request outcomes: the outcome is the
 * error code).
 */
import { ACCESS_OUTCOME_MESSAGES, type AccessOutcome } from '@trustfront/core';
import { AppError } from '../../lib/errors.ts';

const STATUS: Record<AccessOutcome, number> = {
  not_work_email: 400,
  request_declined_blocked_domain: 403,
  request_declined: 403,
  request_declined_third_party: 403,
  request_access_auto_declined: 403,
  access_expired: 403,
  pending_request: 409,
  account_already_exists: 409,
  unique_violation: 409,
  request_approved: 409,
};

export const outcomeError = (outcome: AccessOutcome) =>
  new AppError(outcome, ACCESS_OUTCOME_MESSAGES[outcome], STATUS[outcome]);

/** Whether a database error is a unique violation (two requests racing for one membership). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
