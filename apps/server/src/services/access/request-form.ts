/**
 * GET {base}/request-form: the organisation's configurable fields, the products a request may
 * name, the terms a visitor agrees to (none: no agreement asked), and the invited address when
 * the visitor follows an invitation.
 */
import type { RequestTerms, TAccessRequestForm, TAccessRequestFields } from '@trustfront/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadOrgProducts } from '../portal/org-products.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import { readInvitation } from './invitations.ts';

/**
 * The terms a visitor agrees to when asking: the organisation's terms of use and privacy policy
 * (Settings → Access), each else the instance's own (PLATFORM_TERMS_URL, PLATFORM_PRIVACY_URL).
 */
export async function requestTerms(
  db: Db,
  config: Pick<Config, 'platformTermsUrl' | 'platformPrivacyUrl'>,
  orgId: string,
): Promise<RequestTerms> {
  const settings = await loadAccessSettings(db, orgId);
  return {
    termsUrl: settings.termsUrl ?? config.platformTermsUrl ?? null,
    privacyUrl: settings.privacyUrl ?? config.platformPrivacyUrl ?? null,
  };
}

export async function requestForm(
  db: Db,
  config: Pick<Config, 'secret' | 'platformTermsUrl' | 'platformPrivacyUrl'>,
  org: { id: string; accessRequestFields: TAccessRequestFields },
  inviteToken: string | undefined,
): Promise<TAccessRequestForm> {
  const [invitation, products, terms] = await Promise.all([
    readInvitation(db, config.secret, org.id, inviteToken),
    loadOrgProducts(db, org.id),
    requestTerms(db, config, org.id),
  ]);
  return {
    fields: org.accessRequestFields,
    invitedEmail: invitation?.email ?? null,
    invitedCompanyName: invitation?.companyName ?? null,
    // Names of the products shown to visitors: a login-only portal's request form needs them
    // too, before any content reaches the visitor. Hidden products are left out.
    products: products.filter((p) => p.show).map((p) => ({ productId: p.id, productName: p.name })),
    ...terms,
  };
}
