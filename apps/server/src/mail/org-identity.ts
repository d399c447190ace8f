/** Who a mail comes from: the organisation's name, logo and portal address, as absolute URLs. */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PORTAL_TITLE, isDomainServable } from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { customDomains, organizations, portalCustomizations } from '../db/schema/index.ts';
import type { MailOrg } from './templates/MailLayout.tsx';

export interface MailSender extends MailOrg {
  orgId: string;
  slug: string;
  portalTitle: string;
}

/** The portal's address: its served custom domain when it has one, else `/trust/{slug}`. */
export function portalUrlOf(publicUrl: string, slug: string, domain: string | null): string {
  const base = new URL(publicUrl);
  return domain ? `${base.protocol}//${domain}` : `${base.origin}/trust/${slug}`;
}

export async function mailSenderOf(db: Db, publicUrl: string, orgId: string): Promise<MailSender> {
  const [row] = await db
    .select({
      name: organizations.name,
      slug: organizations.slug,
      logoAssetId: portalCustomizations.logoAssetId,
      revision: portalCustomizations.revision,
      portalTitle: portalCustomizations.portalTitle,
    })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  if (!row) throw new Error(`Organisation ${orgId} not found`);
  // Only a domain the portal answers on: a pending or lapsed one would lead to a 404.
  const now = new Date();
  const domain = (
    await db
      .select()
      .from(customDomains)
      .where(eq(customDomains.orgId, orgId))
      .orderBy(asc(customDomains.createdAt), asc(customDomains.domain))
  ).find((row) => isDomainServable(row, now));
  const origin = new URL(publicUrl).origin;
  return {
    orgId,
    slug: row.slug,
    name: row.name,
    portalTitle: row.portalTitle ?? DEFAULT_PORTAL_TITLE,
    logoUrl: row.logoAssetId
      ? `${origin}/api/share/${orgId}/assets/${row.logoAssetId}?v=${row.revision ?? 1}`
      : null,
    portalUrl: portalUrlOf(publicUrl, row.slug, domain?.domain ?? null),
  };
}
