/**
 * The server's refusals a reader may meet, in English: the `errors` section of ./en.ts. A key
 * named after an error code is that code's one message; the other keys are messages of codes
 * that say several things (`invalid_request` above all), known by their English text
 * (portal/i18n/errors.ts). Each English text is the server's message, word for word.
 */
import {
  ACCESS_MESSAGES,
  ACCESS_OUTCOME_MESSAGES,
  MEMBER_MESSAGES,
  MESSAGES,
  NDA_MESSAGES,
  PUBLICATION_MESSAGES,
  SEARCH_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from '@trustfront/core';

export const enErrors = {
  errors: {
    unknown: MESSAGES.unknownError,
    errorTitle: MESSAGES.errorTitle,
    // By code.
    internal: MESSAGES.unknownError,
    database_unavailable: MESSAGES.databaseUnavailable,
    http_error: MESSAGES.unknownError,
    rate_limited_one: 'Too many attempts. Please try again in {{count}} minute.',
    rate_limited_other: 'Too many attempts. Please try again in {{count}} minutes.',
    rate_limited_later: 'Too many attempts. Please try again later.',
    csrf_rejected: 'Cross-site request refused',
    company_not_found: MESSAGES.companyNotFound,
    not_published: PUBLICATION_MESSAGES.notPublished,
    product_not_found: 'Product not found',
    asset_not_found: 'Asset not found',
    nothing_to_download: 'None of the selected documents can be downloaded',
    bulk_download_disabled: 'Bulk download is not enabled',
    download_expired: 'This download link is invalid or has expired.',
    watermark_failed: 'This document could not be prepared for you. Please contact support.',
    nda_not_required: NDA_MESSAGES.notRequired,
    nda_not_accepted: NDA_MESSAGES.notAccepted,
    ...ACCESS_OUTCOME_MESSAGES,
    ai_not_available: 'Ask AI is not available on this trust center',
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
    noAccessRequest: 'No access request was found for this e-mail',
    signInLinkExpired: 'This sign-in link has expired. Ask for a new one.',
    requestAccessToOpen: 'Request access to open this document',
    viewOnly: 'This document can only be viewed',
    filesLocked: 'You may not open files',
    filesViewOnly: 'You may view files but not download them',
    ndaMembersOnly: NDA_MESSAGES.membersOnly,
    commentsMembersOnly: MEMBER_MESSAGES.commentsMembersOnly,
    sinceLastVisitMembersOnly: MEMBER_MESSAGES.sinceLastVisitMembersOnly,
    notFound: 'Not found',
    invalidRequest: 'Invalid request',
  },
};
