/**
 * What the access modal shows after an answer (docs/access.md, Request outcomes): a form, or one
 * outcome's view.
 */
import { AppError, DECLINED_OUTCOMES } from '@trustfront/core';

export type AccessView =
  | { kind: 'form' }
  | { kind: 'sent'; email: string }
  | { kind: 'check'; email: string }
  | { kind: 'declined'; code: string; message: string }
  | { kind: 'expired'; email: string };

/**
 * The view a refused login or request opens, or null when the form shows the error itself.
 * Pending requests show the 'request sent' view, declines the declined view with the answer's
 * message, expiry the expired view; a known member's request leads to 'check email'.
 */
export function outcomeView(error: unknown, email: string): AccessView | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'pending_request') return { kind: 'sent', email };
  if (error.code === 'access_expired') return { kind: 'expired', email };
  if (error.code === 'account_already_exists') return { kind: 'check', email };
  if (DECLINED_OUTCOMES.has(error.code)) {
    return { kind: 'declined', code: error.code, message: error.message };
  }
  return null;
}

/**
 * The message a form shows under its e-mail for an answer no view handles: its key in the
 * portal's texts and the server's own message.
 */
export function formError(error: unknown): { key: string; message: string } {
  if (error instanceof AppError && error.code === 'not_work_email') {
    return { key: 'access.errors.notWorkEmail', message: error.message };
  }
  if (error instanceof AppError && error.code === 'rate_limited') {
    return { key: 'access.rateLimited', message: error.message };
  }
  return { key: 'access.unknownError', message: '' };
}
