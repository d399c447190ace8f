/**
 * Organisation-level rows of the demo: the organisation and its portal customisation, the staff
 * role and admin user, product links, and the 'NDA customers' permission profile with an
 * approved account.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PROFILE_NAME, STAFF_SCOPES } from '@trustfront/core';
import * as s from '../schema/index.ts';
import { AUTO_APPROVED_DOMAIN, PENDING_REQUESTS } from './content/access-requests.ts';
import { faviconSvg, organizationLogoSvg } from './logos.ts';
import type { SeedWriter } from './writer.ts';
import type { Tx } from '../client.ts';

export const DEMO_ORG = {
  slug: 'acme',
  name: 'Acme Corp',
  websiteUrl: 'https://acme.example',
} as const;

export const DEMO_ADMIN = { email: 'admin@acme.example', name: 'Avery Admin' } as const;

/** A staff member with a narrower role, so that the private app's scope guard can be seen. */
export const DEMO_AUDITOR = { email: 'auditor@acme.example', name: 'Alex Auditor' } as const;
/** The Auditor role's scopes: documents and the knowledge base, nothing about accounts. */
export const AUDITOR_SCOPES = [
  'files:view',
  'files:download',
  'app:knowledge-base',
  'app:documents',
];

const ALL_FEATURES: Required<s.OrgFeatures> = {
  allowSectionCustomization: true,
  allowReplaceCardIcons: true,
  allowItemTitleRenaming: true,
  allowPartnerImport: true,
  enableAiOnTrustCenter: true,
  instantMemberDrafts: false,
  restrictedFiles: true,
  bridgeLetters: true,
  bugBountyIntegration: true,
  statusPageIntegration: true,
};

/** Inserts the organisation row; returns its id. */
export async function insertOrganization(tx: Tx): Promise<string> {
  const orgId = randomUUID();
  await tx.insert(s.organizations).values({
    id: orgId,
    ...DEMO_ORG,
    plan: 'growth',
    features: ALL_FEATURES,
  });
  return orgId;
}

/** Portal customisation with a logo and favicon; product links. */
export async function writePortal(tx: Tx, writer: SeedWriter): Promise<void> {
  const logoAssetId = await writer.asset('logo', organizationLogoSvg(DEMO_ORG.name));
  const faviconAssetId = await writer.asset('favicon', faviconSvg());
  await tx.insert(s.portalCustomizations).values({
    orgId: writer.orgId,
    portalTitle: 'Trust Center',
    showPortalTitle: true,
    description:
      'Learn how Acme Corp protects your data: our security practices, certifications, policies and subprocessors in one place.',
    contactSupport: { onClickAction: 'url', supportUrl: 'https://acme.example/support' },
    supportMailbox: 'support@acme.example',
    reportIssue: { onClickAction: 'email', reportUrl: null },
    securityMailbox: 'security@acme.example',
    documentAccessType: 'view_and_download',
    logoAssetId,
    faviconAssetId,
    socialImageAssetId: null,
  });
  await tx.insert(s.productLinks).values({
    orgId: writer.orgId,
    name: 'Acme Labs',
    link: 'https://labs.acme.example/trust',
    position: 0,
  });
}

/**
 * The Owner role holding every staff scope with the admin user, and an Auditor role (documents
 * and knowledge base only) with the auditor, who signs in with the admin's password.
 */
export async function writeStaff(tx: Tx, orgId: string, passwordHash: string): Promise<void> {
  const ownerId = randomUUID();
  const auditorId = randomUUID();
  await tx.insert(s.roles).values([
    { id: ownerId, orgId, name: 'Owner', scopes: [...STAFF_SCOPES] },
    { id: auditorId, orgId, name: 'Auditor', scopes: AUDITOR_SCOPES },
  ]);
  await tx.insert(s.users).values([
    { orgId, ...DEMO_ADMIN, passwordHash, roleId: ownerId },
    { orgId, ...DEMO_AUDITOR, passwordHash, roleId: auditorId },
  ]);
}

/**
 * 'NDA customers' may see the restricted reports; Globex Inc holds that profile. 'Approved
 * customers', every restricted item that is not hidden, is what newly approved accounts receive.
 */
export async function writeAccess(tx: Tx, writer: SeedWriter, itemRefs: string[]): Promise<void> {
  const profileId = randomUUID();
  await tx.insert(s.permissionProfiles).values([
    { id: profileId, orgId: writer.orgId, name: 'NDA customers' },
    { orgId: writer.orgId, name: DEFAULT_PROFILE_NAME, allRestricted: true, isDefault: true },
  ]);
  await tx
    .insert(s.permissionProfileItems)
    .values(itemRefs.map((ref) => ({ profileId, itemId: writer.itemId(ref) })));
  const accountId = randomUUID();
  await tx.insert(s.accounts).values({
    id: accountId,
    orgId: writer.orgId,
    companyName: 'Globex Inc',
    reviewStatus: 'Approved',
    permissionProfileId: profileId,
  });
  await tx.insert(s.accountMembers).values({
    accountId,
    email: 'jane@globex.example',
    firstName: 'Jane',
    lastName: 'Doe',
  });
  await tx.insert(s.domainRules).values({
    orgId: writer.orgId,
    domain: AUTO_APPROVED_DOMAIN,
    kind: 'auto_approve',
    permissionProfileId: profileId,
  });
  await tx
    .insert(s.accessRequests)
    .values(PENDING_REQUESTS.map((r) => ({ ...r, fields: { ...r.fields }, orgId: writer.orgId })));
}
