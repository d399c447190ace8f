/**
 * The one error type of the product, shared by server and web: the server throws it and answers
 * `{ "error": { "code", "message", "details"? } }`; the web client turns such an answer back
 * into an AppError and shows its message. Codes are snake_case and listed here once.
 */
export const ERROR_CODES = [
  // Requests
  'invalid_request',
  'bad_request',
  'not_found',
  'rate_limited',
  'csrf_rejected',
  'internal',
  // The database did not answer (docs/portal.md, Errors): 503, the request may be retried.
  'database_unavailable',
  // Identity
  'unauthorized',
  'forbidden',
  'invalid_credentials',
  'sign_in_delayed',
  'choose_organization',
  // Staff and roles
  'staff_not_found',
  'role_not_found',
  'staff_email_taken',
  'password_already_set',
  'role_name_taken',
  'role_in_use',
  'cannot_remove_self',
  'own_settings_scope',
  'last_settings_holder',
  // Staff single sign-on and SCIM (docs/staff.md, Single sign-on)
  'sso_required',
  'sso_not_offered',
  'sso_refused',
  'sso_failed',
  'staff_deactivated',
  'sso_session_required',
  // First-run setup (docs/setup.md)
  'setup_closed',
  'setup_token_wrong',
  // Portal
  'company_not_found',
  'not_published',
  'product_not_found',
  'account_not_found',
  'permission_profile_not_found',
  'asset_not_found',
  'access_denied',
  'download_not_allowed',
  'nothing_to_download',
  'bulk_download_disabled',
  'download_expired',
  'product_mismatch',
  // NDA and permission profiles
  'nda_not_required',
  'nda_not_accepted',
  'permission_profile_name_taken',
  'watermark_failed',
  // Access requests and member sign-in: the outcomes of docs/access.md, Request outcomes, and token
  // failures.
  'pending_request',
  'request_declined',
  'request_declined_blocked_domain',
  'request_approved',
  'not_work_email',
  'unique_violation',
  'request_declined_third_party',
  'access_expired',
  'mail_not_configured',
  'account_already_exists',
  'request_access_auto_declined',
  'token_invalid',
  'token_expired',
  // Invitations of colleagues
  'invite_domain_not_allowed',
  'invite_limit_reached',
  // Search and Ask AI
  'ai_not_available',
  'answer_failed',
  // Subscriptions
  'unsubscribe_failed',
  // Member features
  'members_only',
  'token_spent',
  'file_too_large',
  'unsupported_file_type',
  // Bring your own identity: a refused byoidJwt, `byoid_{ByoidFailure}`
  'byoid_expired',
  'byoid_bad_signature',
  'byoid_wrong_audience',
  'byoid_wrong_issuer',
  'byoid_replayed',
  'byoid_invalid',
  'byoid_not_started',
  'byoid_not_offered',
  'byoid_no_email',
  'byoid_no_access',
  'byoid_provider_unreachable',
  // Custom domains: why Verify did not make the domain the organisation's (docs/portal.md)
  'domain_no_record',
  'domain_wrong_value',
  'domain_dns_error',
  'domain_taken',
  // Editing the portal
  'plan_required',
  'action_not_allowed',
  'card_not_found',
  'item_not_found',
  'slug_in_use',
  'conflict',
  // Planned subprocessor changes (docs/editing.md, Planned subprocessor changes)
  'notice_period_too_short',
  'change_not_planned',
  'objection_window_closed',
  'objection_closed',
  // Moving an organisation: an archive an import refuses (docs/deploy.md)
  'invalid_archive',
  // Restoring a backup: an archive or a target the restore refuses (docs/deploy.md)
  'invalid_backup',
  // Imports (docs/import.md, Errors): rows of a file refused, nothing imported.
  'import_invalid',
  // Questionnaire files (docs/questionnaires.md, Importing and exporting files): a file refused
  'questionnaire_unsupported',
  'questionnaire_unreadable',
  'questionnaire_protected',
  'questionnaire_no_questions',
  'questionnaire_too_large',
  'questionnaire_mapping_invalid',
  // Integrations (docs/integrations.md, Connecting)
  'integration_unknown',
  'integration_not_found',
  'not_connected',
  'invalid_link',
  'bad_domain',
  'bad_network',
  'scorecard_not_calculated',
  // The questionnaire workspace (docs/questionnaires.md)
  'questionnaire_busy',
  'drafts_would_be_lost',
  'answer_required',
  'questionnaire_not_done',
  // Web client only: an answer that was not the server's JSON error.
  'http_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number = 400,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A 429 that says when to come back: the answer carries `Retry-After` with these seconds, and
 * its details name them too.
 */
export const retryLater = (code: ErrorCode, message: string, retryAfterS: number) =>
  new AppError(code, message, 429, { retryAfterS });

/** The seconds of a `retryLater` error's details, or null. */
export function retryAfterOf(error: AppError): number | null {
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('retryAfterS' in details)) return null;
  const seconds = details.retryAfterS;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.ceil(seconds) : null;
}

/** The code of an answer's body when it is one of ours, else the fallback. */
export const toErrorCode = (code: unknown, fallback: ErrorCode = 'http_error'): ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : fallback;

/** Shapes of the most common errors, with the wording docs/ quotes where it quotes one. */
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') =>
  new AppError(code, message, 404);
export const forbidden = (
  message = "You don't have access to this page",
  code: ErrorCode = 'forbidden',
) => new AppError(code, message, 403);
export const unauthorized = (message = 'Sign in to continue', code: ErrorCode = 'unauthorized') =>
  new AppError(code, message, 401);
