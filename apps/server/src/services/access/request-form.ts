/**
 * GET {base}/request-form: the organisation's configurable fields, the products a request may
 * name, and the invited address when the visitor follows an invitation.
 */
import type { TAccessRequestForm, TAccessRequestFields } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { loadOrgProducts } from '../portal/org-products.ts';
import { readInvitation } from './invitations.ts';

export async function requestForm(
  db: Db,
  secret: string,
  org: { id: string; accessRequestFields: TAccessRequestFields },
  inviteToken: string | undefined,
): Promise<TAccessRequestForm> {
  const [invitation, products] = await Promise.all([
    readInvitation(db, secret, org.id, inviteToken),
    loadOrgProducts(db, org.id),
  ]);
  return {
    fields: org.accessRequestFields,
    invitedEmail: invitation?.email ?? null,
    invitedCompanyName: invitation?.companyName ?? null,
    // Names of the products shown to visitors: a login-only portal's request form needs them
    // too, before any content reaches the visitor. Hidden products are left out.
    products: products.filter((p) => p.show).map((p) => ({ productId: p.id, productName: p.name })),
  };
}
