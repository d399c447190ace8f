/**
 * The links of subscription mails and their lifetimes: the confirmation link (an API address
 * that answers with a redirect to the portal), the portal's unsubscribe page and the one-click
 * unsubscribe address of the `List-Unsubscribe` header (RFC 8058).
 */
import { withSearchParam } from '@trustfront/core';

/** A confirmation link works for two days. */
export const SUBSCRIBE_CONFIRM_TTL_S = 2 * 24 * 60 * 60;
/** An unsubscribe link works for a year after its mail was written. */
export const UNSUBSCRIBE_TTL_S = 365 * 24 * 60 * 60;

const apiBase = (publicUrl: string, orgSlug: string) =>
  `${new URL(publicUrl).origin}/api/portal/${encodeURIComponent(orgSlug)}`;

export const confirmSubscriptionUrl = (publicUrl: string, orgSlug: string, token: string) =>
  `${apiBase(publicUrl, orgSlug)}/subscribe/confirm?token=${encodeURIComponent(token)}`;

export const oneClickUnsubscribeUrl = (publicUrl: string, orgSlug: string, token: string) =>
  `${apiBase(publicUrl, orgSlug)}/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

/** A portal address with one query parameter set (`unsubscribeToken`, `subscribeStatus`). */
export function portalUrlWith(portalUrl: string, key: string, value: string): string {
  const url = new URL(portalUrl);
  url.search = withSearchParam(url.search, key, value);
  return url.toString();
}

/** The headers that let a mail client unsubscribe in one click (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
