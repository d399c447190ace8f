/**
 * What a partner's tool reads with a member's TPRM token, once: the items of every product that
 * reach the member's account, as the portal view decides them (the one reach rule), with the
 * names of the documents open to them. A second read, an expired token or another account's
 * state refuse.
 */
import { decodeJwt } from 'jose';
import { AppError, MEMBER_MESSAGES as M } from '@trustfront/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations } from '../../../db/schema/index.ts';
import { addLogFields } from '../../../lib/log-context.ts';
import { isVerified, verifyToken } from '../../../lib/tokens.ts';
import { spendToken } from '../../access/spent-tokens.ts';
import { loadCustomization, loadPortal, type PortalData } from '../../portal/load-portal.ts';
import { loadOrgProducts } from '../../portal/org-products.ts';
import { memberViewer, type ResolvedViewer } from '../../access/resolve-viewer.ts';
import { isOrgPartner } from './tprm-token.ts';

const refused = (message: string = M.tprmTokenInvalid) =>
  new AppError('token_invalid', message, 401);

function orgClaim(token: string): string {
  try {
    const org = decodeJwt(token).org;
    if (typeof org === 'string') return org;
  } catch {
    // Not a JWT at all: refused below like any other bad token.
  }
  throw refused();
}

/** What the token opens: each product's portal as the member's account sees it. */
export interface TprmExportData {
  orgName: string;
  companyName: string;
  viewer: ResolvedViewer;
  products: { name: string; data: PortalData }[];
}

export async function readTprmExport(
  db: Db,
  secret: string,
  token: string,
): Promise<TprmExportData> {
  const orgId = orgClaim(token);
  const verified = await verifyToken(secret, token, 'tprm', orgId);
  if (!isVerified(verified)) throw refused();
  const partner = verified.claims.partner;
  if (typeof partner !== 'string' || !(await isOrgPartner(db, orgId, partner))) throw refused();
  if (!(await spendToken(db, verified))) {
    throw new AppError('token_spent', M.tprmTokenSpent, 410);
  }
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw refused();
  addLogFields({ org: org.slug, orgId: org.id, partnerId: partner });
  const customization = await loadCustomization(db, org.id);
  const viewer = await memberViewer(db, { id: org.id, ...customization }, verified.subject);
  if (!viewer?.member || viewer.accountId !== verified.claims.account) throw refused();
  const products: TprmExportData['products'] = [];
  for (const product of await loadOrgProducts(db, org.id)) {
    const data = await loadPortal(db, { org, customization, viewer }, { productId: product.id });
    if (data.product && data.product.id === product.id) {
      products.push({ name: product.name, data });
    }
  }
  return { orgName: org.name, companyName: viewer.member.companyName, viewer, products };
}
