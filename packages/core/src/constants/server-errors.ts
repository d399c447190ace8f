/**
 * The server's refusals a visitor of the portal may meet, each with its code and its English
 * text: the server answers with them, and the portal shows each in the reader's language,
 * taking the English from here rather than repeating it (apps/web/src/portal/i18n/errors.ts).
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

/** The refusal `error` as the server throws it, with its HTTP status. */
export const refusalOf = (error: ServerError, status: number): AppError =>
  new AppError(error.code, error.message, status);
