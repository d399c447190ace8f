/**
 * An organisation's security.txt (RFC 9116; docs/portal.md, security.txt and llms.txt): its
 * Contact lines from the portal settings (the security.txt contact e-mail and page; when neither
 * is set, the portal's security mailbox and support page), an Expires a year ahead, its Policy, English as
 * the preferred language and its own address as Canonical. Without a contact there is none. Only
 * a valid mailbox and absolute http(s) addresses are written, so no stored value can add a line.
 */
import { isMailbox, safeHttpUrl } from './portal-links.ts';

export interface SecurityTxtSettings {
  securityContactEmail: string | null;
  securityContactUrl: string | null;
  securityPolicyUrl: string | null;
  /** The portal's security mailbox (the Help card's 'Report an issue'): the e-mail fallback. */
  securityMailbox: string | null;
  /** The portal's support page: the page fallback. */
  contactSupport: { supportUrl: string | null };
}

/** How long a served security.txt stays valid (RFC 9116 §2.5.5 advises less than a year). */
export const SECURITY_TXT_VALID_DAYS = 364;

/** The Contact values of a mailbox and a page, each only when valid. */
function contactsOf(mailbox: string | null, page: string | null): string[] {
  const email = mailbox?.trim() ?? '';
  const url = safeHttpUrl(page);
  return [...(email && isMailbox(email) ? [`mailto:${email}`] : []), ...(url ? [url] : [])];
}

/** The file's text, or null when the organisation set no contact. */
export function renderSecurityTxt(
  settings: SecurityTxtSettings,
  { canonicalUrl, now }: { canonicalUrl: string; now: Date },
): string | null {
  const own = contactsOf(settings.securityContactEmail, settings.securityContactUrl);
  const contacts = own.length
    ? own
    : contactsOf(settings.securityMailbox, settings.contactSupport.supportUrl);
  if (contacts.length === 0) return null;
  const policy = safeHttpUrl(settings.securityPolicyUrl);
  // Whole days: the text (and its ETag) stays the same through a day.
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  const lines = [
    ...contacts.map((c) => `Contact: ${c}`),
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    ...(policy ? [`Policy: ${policy}`] : []),
    'Preferred-Languages: en',
    `Canonical: ${canonicalUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}
