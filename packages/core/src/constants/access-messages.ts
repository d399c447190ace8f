/**
 * Texts of access requests, member sign-in and the member's portal (docs/access.md, Request access,
 * Request outcomes and Messages), verbatim where those pages quote them. Where they quote no text
 * (job title, relationship and country messages, company-name limits, the outcome dialogs'
 * bodies), ours are marked.
 */
export const ACCESS_MESSAGES = {
  // Access modal (docs/access.md, Request access)
  modalTitle: (org: string, portalTitle: string) => `Get access to ${org}'s ${portalTitle}`,
  prompt: 'To get started, please enter your email',
  workspaceLink: (org: string) => `Log into ${org}'s workspace`,
  requestTab: 'Request Access',
  loginTab: 'Login Request',
  submitRequest: 'Submit Request',
  continue: 'Continue',
  back: 'Back',
  changeEmail: 'Change email address',

  // Request form (docs/access.md, Request access)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMax: 'Max 24 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'This email is invalid',
  companyRequired: 'Company name is required',
  // Ours: docs/access.md names a minimum, a maximum and a pattern without their texts.
  companyMin: 'Company name must be at least 2 characters',
  companyMax: 'Company name must be at most 100 characters',
  companyPattern: 'Company name must start with a letter or a digit',
  agreeRequired: 'You must agree to the terms',
  fieldRequired: 'This field is required',
  // Ours: docs/access.md quotes no job title, relationship or country message.
  jobTitleRequired: 'Job title is required',
  relationshipRequired: 'Please select your relationship',
  countryRequired: 'Please select your country',
  pointOfContactInvalid: 'Please enter a valid email',
  pointOfContactHint: "Enter your contact's email within this organization",
  productsRequired: 'Please select at least one product',

  // Login form (docs/access.md, Request access)
  loginEmailRequired: 'You must provide an email.',

  // Outcomes (docs/access.md, Request outcomes and Messages)
  notWorkEmail: 'Please use your work email.',
  unknownError: 'Unfortunately, an unknown error has occurred.',
  // Ours: the outcome dialogs' titles and bodies.
  requestSentTitle: 'Request sent',
  requestSentBody: (org: string, email: string) =>
    `Your request has been sent to ${org}. We will e-mail ${email} once it has been reviewed.`,
  checkEmailTitle: 'Check your email',
  checkEmailBody: (email: string) =>
    `We have sent a sign-in link to ${email}. Follow it to open the Trust Center.`,
  declinedTitle: 'Request declined',
  expiredTitle: 'Access expired',
  expiredBody: (email: string) =>
    `Your access has expired. We have sent a link to ${email}: follow it to ask for more time.`,
  expiredSignedInBody: 'Your access to this Trust Center has expired.',
  requestExtension: 'Request to extend access',

  // Extend access (docs/access.md, Expired access and Messages)
  extendAlreadyHasAccess: 'You already have access.',
  extendAlreadyRequested: 'You have already requested access to this account.',
  extendError: 'An error occurred, please try again.',

  // Welcome modal (docs/access.md, Member features)
  welcomeTitle: (org: string, portalTitle: string) => `Welcome to ${org}'s ${portalTitle}`,
  letsGo: "Let's Go",
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy policy',

  // Account dropdown (docs/access.md, Member features)
  reviewOf: (account: string, org: string) => `${account}'s Review of ${org}`,
  gainedAccess: 'Gained access to Trust Center',
  autoGained: 'Automatically gained',
  howToUse: 'How to use this Trust Center?',
  inviteColleagues: 'Invite colleagues',
  logOut: 'Log Out',

  // Invite colleagues (docs/access.md, Invite colleagues and Messages)
  inviteRequired: 'Required',
  inviteInvalid: (x: string) => `"${x}" is not a valid email`,
  inviteDuplicate: (x: string) => `"${x}" has already been added`,
  inviteDifferent: 'Invite a different colleague',
  inviteProblemTitle: 'Problem inviting your colleagues',
  inviteProblemBody:
    'There was an issue inviting your colleagues. Please try again, or contact us if the problem persists.',
  ok: 'OK',
  // Ours: the invite form's and success page's texts.
  inviteSend: 'Send invitations',
  inviteSentTitle: 'Invitations sent',
  inviteSentBody: 'Your colleagues will receive an e-mail with a link to request access.',

  // The page a mailed sign-in link opens (ours): it signs in only once confirmed.
  signInLinkTitle: (org: string, portalTitle: string) => `Sign in to ${org}'s ${portalTitle}`,
  signInLinkAs: 'This link signs you in as',
  signInLinkHint: 'Continue only if this is your address and you asked for this link.',
  signInLinkContinue: 'Continue',
  signInLinkCancel: 'Cancel',

  // Mails (ours)
  magicLinkSubject: (org: string, portalTitle: string) => `Sign in to ${org}'s ${portalTitle}`,
  magicLinkHeading: (org: string) => `Your access to ${org}`,
  approvedSubject: (org: string, portalTitle: string) =>
    `Your access to ${org}'s ${portalTitle} is approved`,
  expiredSubject: (org: string, portalTitle: string) =>
    `Your access to ${org}'s ${portalTitle} has expired`,
  declinedSubject: (org: string, portalTitle: string) => `Your request for ${org}'s ${portalTitle}`,
  inviteSubject: (inviter: string, org: string) =>
    `${inviter} invited you to ${org}'s Trust Center`,
} as const;

/**
 * The message each refused outcome answers with (docs/access.md, Request outcomes). The portal
 * shows its own dialog for each; these say no more than the outcome itself.
 */
export const ACCESS_OUTCOME_MESSAGES = {
  pending_request: 'Your request for access is being reviewed.',
  request_declined: 'Your request for access was declined.',
  request_declined_blocked_domain: 'Requests from this e-mail domain are not accepted.',
  request_approved: 'Your request for access was approved.',
  not_work_email: ACCESS_MESSAGES.notWorkEmail,
  unique_violation: ACCESS_MESSAGES.unknownError,
  request_declined_third_party:
    'Your request was declined: access is given to the reviewing company directly.',
  access_expired: 'Your access has expired.',
  account_already_exists: 'You already have access: we have sent you a sign-in link.',
  request_access_auto_declined: 'Your request for access was declined automatically.',
} as const;

/** Labels of the request form (ours; a configurable field shows the organisation's label). */
export const ACCESS_FORM_LABELS = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  agree: 'I agree to the terms of use and privacy policy',
  subscribe: 'Send me trust updates by e-mail',
  signInLinkInvalid:
    'This sign-in link has expired or was already used. Enter your email to receive a new one.',
  relationships: {
    customer: 'Customer',
    prospective_customer: 'Prospective customer',
    vendor: 'Vendor',
    partner: 'Partner',
    'regulator/auditor': 'Regulator / auditor',
    researcher: 'Researcher',
    other: 'Other',
  },
} as const;
