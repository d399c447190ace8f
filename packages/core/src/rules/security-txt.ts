/**
 * An organisation's security.txt (RFC 9116; docs/portal.md, security.txt and llms.txt): its
 * Contact lines from the portal settings, an Expires a year ahead, its Policy, English as the
 * preferred language and its own address as Canonical. Without a contact there is none.
 */
export interface SecurityTxtSettings {
  securityContactEmail: string | null;
  securityContactUrl: string | null;
  securityPolicyUrl: string | null;
}

/** How long a served security.txt stays valid (RFC 9116 §2.5.5 advises less than a year). */
export const SECURITY_TXT_VALID_DAYS = 364;

/** The file's text, or null when the organisation set no contact. */
export function renderSecurityTxt(
  settings: SecurityTxtSettings,
  { canonicalUrl, now }: { canonicalUrl: string; now: Date },
): string | null {
  const contacts = [
    settings.securityContactEmail ? `mailto:${settings.securityContactEmail}` : null,
    settings.securityContactUrl,
  ].filter((c): c is string => c !== null);
  if (contacts.length === 0) return null;
  // Whole days: the text (and its ETag) stays the same through a day.
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  const lines = [
    ...contacts.map((c) => `Contact: ${c}`),
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    ...(settings.securityPolicyUrl ? [`Policy: ${settings.securityPolicyUrl}`] : []),
    'Preferred-Languages: en',
    `Canonical: ${canonicalUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}
