/** Texts of the staff and roles settings, and of setting a staff password. */
export const STAFF_MESSAGES = {
  nameRequired: 'Enter a name',
  nameTooLong: 'Use at most 80 characters',
  roleRequired: 'Choose a role',
  roleNameRequired: 'Enter a role name',
  unknownScope: (scope: string) => `Unknown scope: ${scope}`,
  emailTaken: 'A staff member of this organisation already has this email',
  roleNameTaken: 'A role with this name already exists',
  memberNotFound: 'Staff member not found',
  roleNotFound: 'Role not found',
  nothingToChange: 'Nothing to change',
  removeSelf: "You can't remove yourself: another staff member with access to settings can.",
  dropOwnSettings:
    "You can't take away your own access to settings: another staff member with access to settings can.",
  lastSettingsHolder:
    'At least one staff member must keep access to settings: give it to someone else first.',
  roleInUse: (n: number) =>
    `${n} staff ${n === 1 ? 'member holds' : 'members hold'} this role: give ${
      n === 1 ? 'them' : 'each of them'
    } another role before deleting it.`,
  passwordRequired: 'Enter a password',
  passwordTooShort: (min: number) => `Use at least ${min} characters`,
  passwordTooLong: (max: number) => `Use at most ${max} characters`,
  passwordsDiffer: "The passwords don't match",
  linkExpired: 'This link has expired: ask your administrator to send you a new one.',
  linkInvalid: 'This link is not valid or was already used: ask your administrator for a new one.',
  passwordAlreadySet:
    'This staff member has already set their password: they sign in with it, and only they can change it.',
  passwordSet: 'Your password is set. Sign in with your email and new password.',
  inviteSubject: (org: string) => `You have been added to ${org}'s Trust Center staff`,
} as const;
