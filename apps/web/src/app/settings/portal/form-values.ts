import type { TPortalSettingsAnswer, TPortalSettingsInput } from '@trustfront/core';

/** The form's values from what was saved: inputs show '' for none; the schema turns it back. */
export const toForm = (s: TPortalSettingsAnswer['settings']): TPortalSettingsInput => ({
  ...s,
  description: s.description ?? '',
  websiteUrl: s.websiteUrl ?? '',
  brandColor: s.brandColor ?? '',
  contactSupport: { ...s.contactSupport, supportUrl: s.contactSupport.supportUrl ?? '' },
  supportMailbox: s.supportMailbox ?? '',
  reportIssue: { ...s.reportIssue, reportUrl: s.reportIssue.reportUrl ?? '' },
  securityMailbox: s.securityMailbox ?? '',
  securityContactEmail: s.securityContactEmail ?? '',
  securityContactUrl: s.securityContactUrl ?? '',
  securityPolicyUrl: s.securityPolicyUrl ?? '',
  accessRequestFields: s.accessRequestFields as TPortalSettingsInput['accessRequestFields'],
});
