/**
 * Texts of the member features (docs/access.md, Member features and Request access), verbatim where
 * docs/access.md quotes them. Where it quotes no text (comment and upload errors, the byoid page, the
 * weekly mail), ours follow the product's wording.
 */
export const MEMBER_MESSAGES = {
  // Questionnaires (docs/access.md, Member features)
  submitQuestionnaire: 'Submit a questionnaire',
  questionnaireInfoTitle: 'Questionnaires can take some time',
  questionnaireInfoBody:
    'Most answers are already in this Trust Center. Reviewing its documents first may save you the wait.',
  viewDocuments: 'View Documents',
  uploadFile: 'Upload a file',
  provideLink: 'Provide a link',
  questionnaireSentTitle: 'Questionnaire sent',
  hearBack: (organisation: string) => `You will hear back from ${organisation}.`,
  viewUnderQuestionnaires: 'You can view it under "Questionnaires"',
  questionnaireFileRequired: 'Choose a file to send',
  questionnaireFileTooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  questionnaireFileType: 'Send a PDF, Word, Excel, CSV or text file',
  questionnaireLinkInvalid: 'Enter a valid http, https or ftp link',
  questionnaireLinkPrivate: 'Links to private addresses are not accepted',
  questionnaireEmailRequired: 'Email is required',
  questionnaireEmailInvalid: 'This email is invalid',
  questionnaireCompanyRequired: 'Company name is required',
  questionnaireNoteTooLong: 'Keep the note under 2000 characters',
  questionnairesTitle: 'Questionnaires',
  questionnairesEmpty: 'No questionnaires received yet',

  // TPRM (docs/access.md, Member features)
  sendToTprm: 'Send data to TPRM',
  tprmChooseTitle: 'Select an integration',
  tprmTokenTitle: 'Your token',
  tprmTokenHint:
    'Paste this token into your risk management tool. It is valid for 24 hours and can be used once; it will not be shown again.',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  copy: 'Copy',
  copied: 'Copied',
  tprmTokenSpent: 'This token has already been used',
  tprmTokenInvalid: 'This token is invalid or has expired',
  tprmNoPartner: 'This integration is not offered',

  // Comments (docs/access.md, Member features and Messages)
  commentsTitle: 'Conversation',
  commentsEmpty: 'No comments yet. Ask a question about this item.',
  commentPlaceholder: 'Write a comment',
  commentSend: 'Send',
  commentRequired: 'Write a comment first',
  commentTooLong: (max: number) => `Keep comments under ${max} characters`,
  commentsMembersOnly: 'Comments are open to logged-in account members only',
  commentsProductRequired: 'A product id is required for comments',
  commentFailed: 'Your comment could not be sent. Please try again.',
  commentDeleted: 'Comment deleted',
  staffReplyLabel: 'Reply',

  // Cookie consent (docs/portal.md, Page chrome)
  cookieBannerTitle: 'We use cookies',
  cookieBannerBody:
    'Strictly necessary cookies keep this site working. Choose which others you allow.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  savePreferences: 'Save preferences',
  customize: 'Customize',
  cookieDeclaration: 'Cookie declaration',
  unsupportedBanner: (type: string) => `Unsupported cookie banner type: ${type}`,

  // Bring your own identity (docs/access.md, Bring your own identity)
  byoidSigningIn: 'Signing you in…',
  byoidRefusedTitle: 'We could not sign you in',
  byoidExpired: 'Your sign-in link has expired. Sign in again from your company portal.',
  byoidBadSignature: 'Your sign-in link was not signed by a key this Trust Center trusts.',
  byoidAudience: 'Your sign-in link was made for another Trust Center.',
  byoidIssuer: 'Your sign-in link comes from an identity provider this Trust Center does not know.',
  byoidNoAccess:
    'Your company’s access to this Trust Center is not current. Request access from the Trust Center.',
  byoidUnreachable:
    'Your company’s identity provider could not be reached to check your sign-in link. Try again in a moment.',
  byoidReplayed: 'Your sign-in link was already used. Sign in again from your company portal.',
  byoidInvalid: 'Your sign-in link is not valid.',
  byoidNotOffered:
    'This Trust Center does not accept sign-in with your company’s identity provider.',
  byoidNoEmail: 'Your sign-in link does not name your e-mail address.',
  byoidNotStarted:
    'This sign-in was not started in this browser. Open your sign-in link from your company portal again.',
  byoidConfirmTitle: 'Sign in to this Trust Center',
  byoidSigningInAs: 'You are signing in as',
  byoidForCompany: 'for',
  byoidContinue: 'Continue',
  byoidKeyRequired: 'Give a JWKS URL or a public key',
  byoidKeyInvalid: 'This public key could not be read (PEM, SPKI)',
  byoidIssuerRequired: 'The issuer is required',
  byoidJwksUnreachable: (detail: string) => `The JWKS could not be fetched: ${detail}`,
  byoidJwksInvalid: 'The address does not answer a JWKS with a signing key (RSA, EC or Ed25519)',
  byoidKeyNotPublic: 'Give a public key (RSA, EC or Ed25519), never a private one',
  byoidProviderSaved: 'Identity provider saved',
  byoidProviderRemoved: 'Identity provider removed',
  byoidRsaTooShort: 'RSA keys must have at least 2048 bits',
  byoidIssuerTaken: 'Another identity provider already has this issuer',

  // Since your last visit
  sinceLastVisitTitle: 'New since your last visit',
  newBadge: 'New',
  changedBadge: 'Updated',
  weeklyDigestLabel: 'Weekly e-mail of what is new',
  weeklyDigestOff: 'You will no longer get the weekly e-mail.',
  weeklyDigestOn: 'You will get a weekly e-mail of what is new.',
  sinceLastVisitMembersOnly: 'What is new since your last visit is shown to signed-in members only',
  weeklyDigestIntro: (org: string) =>
    `These documents and trust updates are new in ${org}'s Trust Center since your last visit.`,
  weeklyDigestOpen: 'Open the Trust Center',
  weeklyDigestStop: 'Stop these weekly e-mails',
  weeklyDigestLinkInvalid:
    'This link no longer works. Turn the weekly e-mail off from the Trust Center.',
  weeklyDigestSubject: (org: string) => `What is new in ${org}'s Trust Center`,
} as const;
