/**
 * The server's refusals, each with its code and its English text: the server answers with them,
 * and the portal shows those a visitor may meet in the reader's language, taking the English
 * from here rather than repeating it (apps/web/src/portal/i18n/errors.ts).
 */
import { AppError, type ErrorCode } from '../errors.ts';

interface ServerError {
  code: ErrorCode;
  message: string;
}

export const SERVER_ERRORS = {
  csrfRejected: { code: 'csrf_rejected', message: 'Cross-site request refused' },
  rateLimitedLater: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
  productNotFound: { code: 'product_not_found', message: 'Product not found' },
  assetNotFound: { code: 'asset_not_found', message: 'Asset not found' },
  nothingToDownload: {
    code: 'nothing_to_download',
    message: 'None of the selected documents can be downloaded',
  },
  bulkDownloadDisabled: { code: 'bulk_download_disabled', message: 'Bulk download is not enabled' },
  downloadExpired: {
    code: 'download_expired',
    message: 'This download link is invalid or has expired.',
  },
  watermarkFailed: {
    code: 'watermark_failed',
    message: 'This document could not be prepared for you. Please contact support.',
  },
  aiNotAvailable: {
    code: 'ai_not_available',
    message: 'Ask AI is not available on this trust center',
  },
  noAccessRequest: {
    code: 'account_not_found',
    message: 'No access request was found for this e-mail',
  },
  signInLinkExpired: {
    code: 'token_expired',
    message: 'This sign-in link has expired. Ask for a new one.',
  },
  requestAccessToOpen: { code: 'access_denied', message: 'Request access to open this document' },
  viewOnly: { code: 'download_not_allowed', message: 'This document can only be viewed' },
  filesLocked: { code: 'access_denied', message: 'You may not open files' },
  filesViewOnly: {
    code: 'download_not_allowed',
    message: 'You may view files but not download them',
  },
} as const satisfies Record<string, ServerError>;

/**
 * The server's other refusals, in English: the staff app and API callers show them as sent, and
 * the portal translates by their code those of them a visitor may meet.
 */
export const API_ERRORS = {
  internal: { code: 'internal', message: 'Internal error' },
  notFound: { code: 'not_found', message: 'Not found' },
  nulInAddress: { code: 'invalid_request', message: 'The address contains a NUL character' },
  signInLinkUsed: {
    code: 'token_invalid',
    message:
      'This sign-in link is no longer valid: it was already used or is not one of ours. Ask for a new one.',
  },
  bearerToken: { code: 'unauthorized', message: 'Send the token as a bearer credential' },
  metricsBearerToken: {
    code: 'unauthorized',
    message: 'Send the metrics token as a bearer credential',
  },
  productMismatch: {
    code: 'product_mismatch',
    message: 'The product id does not match the path',
  },
  domainNotCustom: { code: 'not_found', message: 'This domain is not a verified custom domain' },
  mcpStateless: {
    code: 'bad_request',
    message: 'This MCP server is stateless: send each message with POST',
  },
  permissionProfileNotFound: {
    code: 'permission_profile_not_found',
    message: 'Permission profile not found',
  },
  accountNotFound: { code: 'account_not_found', message: 'Account not found' },
  domainRuleNotFound: { code: 'not_found', message: 'Domain rule not found' },
  identityProviderNotFound: { code: 'not_found', message: 'Identity provider not found' },
  accessRequestNotFound: { code: 'not_found', message: 'Access request not found' },
  requestDecided: { code: 'bad_request', message: 'This request has already been decided' },
  documentNotFound: { code: 'not_found', message: 'Document not found' },
  versionNotFound: { code: 'not_found', message: 'Version not found' },
  fileNotFound: { code: 'not_found', message: 'File not found' },
  domainNotFound: { code: 'not_found', message: 'Domain not found' },
  documentsFirst: { code: 'invalid_request', message: 'Send the documents first' },
  documentsFieldFirst: {
    code: 'invalid_request',
    message: 'Send the documents field before the files',
  },
  documentsNotJson: { code: 'invalid_request', message: 'The documents field is not JSON' },
  moreFilesThanDocuments: {
    code: 'invalid_request',
    message: 'There are more files than documents',
  },
  everyDocumentNeedsFile: { code: 'invalid_request', message: 'Every document needs its file' },
  entryNotFound: { code: 'not_found', message: 'Entry not found' },
  itemNotFound: { code: 'not_found', message: 'Item not found' },
  commentNotFound: { code: 'not_found', message: 'Comment not found' },
  questionnaireFileNotFound: { code: 'not_found', message: 'Questionnaire file not found' },
  mailNotFound: { code: 'not_found', message: 'Mail not found' },
  topicNotFound: { code: 'not_found', message: 'Topic not found' },
  updateNotFound: { code: 'not_found', message: 'Update not found' },
  subscriberNotFound: { code: 'not_found', message: 'Subscriber not found' },
} as const satisfies Record<string, ServerError>;

/** The English texts of the server's refusals that name a value. */
export const SERVER_ERROR_TEXTS = {
  rateLimitedIn: (after: string) => `Too many attempts. Please try again in ${after}.`,
  rateLimitedInMinutes: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  csrfNeedsJson: (header: string) =>
    `A state-changing request needs a JSON body (Content-Type: application/json) or the ${header} header`,
  tooManyDocuments: (max: number) => `At most ${max} documents can be uploaded at once`,
  notTranslatedField: (field: string) => `'${field}' is not a translated field`,
} as const;

/** The refusal `error` as the server throws it, with its HTTP status. */
export const refusalOf = (error: ServerError, status: number): AppError =>
  new AppError(error.code, error.message, status);
