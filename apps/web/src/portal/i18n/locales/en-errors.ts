/**
 * The server's refusals a reader may meet, in English: the `errors` section of ./en.ts. A key
 * named after an error code is that code's one message; the other keys are messages of codes
 * that say several things: the server's refusals of core's SERVER_ERRORS, known by code and
 * text, and validation messages (`invalid_request`), known by their English text
 * (portal/i18n/errors.ts). Each English text is core's, so the server's word for word.
 */
import {
  ACCESS_MESSAGES,
  ACCESS_OUTCOME_MESSAGES,
  MEMBER_MESSAGES,
  MESSAGES,
  NDA_MESSAGES,
  PUBLICATION_MESSAGES,
  SEARCH_MESSAGES,
  SERVER_ERRORS,
  SUBSCRIPTION_MESSAGES,
} from '@trustfront/core';

export const enErrors = {
  errors: {
    unknown: MESSAGES.unknownError,
    errorTitle: MESSAGES.errorTitle,
    // By code.
    internal: MESSAGES.unknownError,
    http_error: MESSAGES.unknownError,
    rate_limited_one: 'Too many attempts. Please try again in {{count}} minute.',
    rate_limited_other: 'Too many attempts. Please try again in {{count}} minutes.',
    rate_limited_later: SERVER_ERRORS.rateLimitedLater.message,
    csrf_rejected: SERVER_ERRORS.csrfRejected.message,
    company_not_found: MESSAGES.companyNotFound,
    not_published: PUBLICATION_MESSAGES.notPublished,
    product_not_found: SERVER_ERRORS.productNotFound.message,
    asset_not_found: SERVER_ERRORS.assetNotFound.message,
    nothing_to_download: SERVER_ERRORS.nothingToDownload.message,
    bulk_download_disabled: SERVER_ERRORS.bulkDownloadDisabled.message,
    download_expired: SERVER_ERRORS.downloadExpired.message,
    watermark_failed: SERVER_ERRORS.watermarkFailed.message,
    nda_not_required: NDA_MESSAGES.notRequired,
    nda_not_accepted: NDA_MESSAGES.notAccepted,
    ...ACCESS_OUTCOME_MESSAGES,
    ai_not_available: SERVER_ERRORS.aiNotAvailable.message,
    answer_failed: SEARCH_MESSAGES.answerFailed,
    unsubscribe_failed: SUBSCRIPTION_MESSAGES.unsubscribeFailedBody,
    token_spent: MEMBER_MESSAGES.tprmTokenSpent,
    // By message.
    invalidEmail: SUBSCRIPTION_MESSAGES.invalidEmail,
    emailRequired: ACCESS_MESSAGES.emailRequired,
    loginEmailRequired: ACCESS_MESSAGES.loginEmailRequired,
    firstNameRequired: ACCESS_MESSAGES.firstNameRequired,
    lastNameRequired: ACCESS_MESSAGES.lastNameRequired,
    companyRequired: ACCESS_MESSAGES.companyRequired,
    agreeRequired: ACCESS_MESSAGES.agreeRequired,
    fieldRequired: ACCESS_MESSAGES.fieldRequired,
    jobTitleRequired: ACCESS_MESSAGES.jobTitleRequired,
    relationshipRequired: ACCESS_MESSAGES.relationshipRequired,
    countryRequired: ACCESS_MESSAGES.countryRequired,
    pointOfContactInvalid: ACCESS_MESSAGES.pointOfContactInvalid,
    productsRequired: ACCESS_MESSAGES.productsRequired,
    termTooLong: SEARCH_MESSAGES.termTooLong,
    termRequired: SEARCH_MESSAGES.termRequired,
    noAccessRequest: SERVER_ERRORS.noAccessRequest.message,
    signInLinkExpired: SERVER_ERRORS.signInLinkExpired.message,
    requestAccessToOpen: SERVER_ERRORS.requestAccessToOpen.message,
    viewOnly: SERVER_ERRORS.viewOnly.message,
    filesLocked: SERVER_ERRORS.filesLocked.message,
    filesViewOnly: SERVER_ERRORS.filesViewOnly.message,
    ndaMembersOnly: NDA_MESSAGES.membersOnly,
    commentsMembersOnly: MEMBER_MESSAGES.commentsMembersOnly,
    sinceLastVisitMembersOnly: MEMBER_MESSAGES.sinceLastVisitMembersOnly,
    notFound: 'Not found',
    invalidRequest: 'Invalid request',
  },
};
