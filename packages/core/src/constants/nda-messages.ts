/** Texts of the NDA, the access settings, permission profiles and the access log. */
export const NDA_MESSAGES = {
  /**
   * docs/access.md, Messages: the error toast when the signed NDA cannot be downloaded (10
   * seconds).
   */
  downloadFailed: 'Failed to download NDA. Please contact support.',
  downloadNda: 'Download NDA',
  /**
   * The NDA toast (docs/access.md, NDA clickwrap, 20 seconds) and the account dropdown's NDA line.
   */
  underNdaTitle: 'You are under NDA',
  underNda: (org: string) =>
    `You accepted ${org}'s non-disclosure agreement. The documents you view here are confidential.`,
  ndaAccepted: (date: string) => `NDA accepted on ${date}`,
  dialogTitle: (org: string) => `${org}'s non-disclosure agreement`,
  dialogIntro: 'Please read and accept the non-disclosure agreement to view restricted documents.',
  agree: 'I have read and agree to the non-disclosure agreement',
  accept: 'Accept',
  acceptFailed: 'The NDA could not be accepted. Please try again.',
  notRequired: 'This organisation does not ask for an NDA',
  membersOnly: 'Only members of an account accept the NDA',
  notAccepted: 'No accepted NDA to download',
} as const;

export const ACCESS_SETTINGS_MESSAGES = {
  ndaTextRequired: 'Enter the text of the clickwrap NDA',
  ndaTextTooLong: 'The NDA text is too long (at most 50,000 characters)',
  durationWhole: 'Access duration must be a whole number of days',
  durationRange: 'Access duration must be between 1 and 3650 days',
  urlInvalid: 'Enter a full http(s) address, e.g. https://example.com/terms',
  saved: 'Access settings saved',
} as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Profile name is required',
  nameTooLong: 'Profile name must be at most 80 characters',
  nameTaken: 'A profile with this name already exists',
  notFound: 'Permission profile not found',
  unknownItems: 'Only restricted items of this organisation can be chosen',
} as const;
