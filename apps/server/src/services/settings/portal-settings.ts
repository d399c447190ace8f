/**
 * The portal's customisation as staff edit it (docs/portal.md, Page chrome): the settings saved at
 * once with the organisation's website, each save audited with what changed. The customisation and
 * organisation tables' triggers bump the content revision, so portal views follow at once.
 */
import { asc, eq } from 'drizzle-orm';
import {
  ACCESS_REQUEST_FIELD_KEYS,
  customDomainAnswer,
  DEFAULT_FIELD_LABELS,
  type TPortalSettings,
  type TPortalSettingsAnswer,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  customDomains,
  organizations,
  portalCustomizations,
  products,
  type CustomizationRow,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { loadAssetRevisions, loadCustomization } from '../portal/load-portal.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';

type Settings = TPortalSettingsAnswer['settings'];

async function loadSettings(db: Db, orgId: string, c: CustomizationRow): Promise<Settings> {
  const [org] = await db
    .select({ websiteUrl: organizations.websiteUrl })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const fields = Object.fromEntries(
    ACCESS_REQUEST_FIELD_KEYS.map((key) => [
      key,
      c.accessRequestFields[key] ?? { enabled: false, label: DEFAULT_FIELD_LABELS[key] },
    ]),
  ) as Settings['accessRequestFields'];
  return {
    portalTitle: c.portalTitle,
    showPortalTitle: c.showPortalTitle,
    description: c.description,
    websiteUrl: org?.websiteUrl ?? null,
    brandColor: c.brandColor,
    showBuiltOn: c.showBuiltOn,
    contactSupport: c.contactSupport,
    supportMailbox: c.supportMailbox,
    reportIssue: c.reportIssue,
    securityMailbox: c.securityMailbox,
    accessRequestFields: fields,
    publicAccessLevel: c.publicAccessLevel,
    securityContactEmail: c.securityContactEmail,
    securityContactUrl: c.securityContactUrl,
    securityPolicyUrl: c.securityPolicyUrl,
  };
}

/** The settings with the organisation's images, product banners and custom domains' state. */
export async function loadPortalSettings(db: Db, orgId: string): Promise<TPortalSettingsAnswer> {
  const c = await loadCustomization(db, orgId);
  const now = new Date();
  const [settings, revisions, productRows, domainRows] = await Promise.all([
    loadSettings(db, orgId, c),
    loadAssetRevisions(db, orgId),
    db
      .select({ id: products.id, name: products.name, bannerAssetId: products.bannerAssetId })
      .from(products)
      .where(eq(products.orgId, orgId))
      .orderBy(asc(products.position), asc(products.name)),
    db
      .select()
      .from(customDomains)
      .where(eq(customDomains.orgId, orgId))
      .orderBy(asc(customDomains.domain)),
  ]);
  const ref = (id: string | null) => {
    const revision = id ? revisions.get(id) : undefined;
    return id && revision !== undefined ? { assetId: id, revision } : null;
  };
  return {
    orgId,
    settings,
    images: { logo: ref(c.logoAssetId), favicon: ref(c.faviconAssetId) },
    products: productRows.map((p) => ({
      productId: p.id,
      productName: p.name,
      banner: ref(p.bannerAssetId),
    })),
    customDomains: domainRows.map((row) => customDomainAnswer(row, now)),
  };
}

/** The settings whose value differs, before and after (what the audit log keeps). */
function changes(before: Settings, after: Settings) {
  const keys = (Object.keys(after) as (keyof Settings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Saves settings the core schema accepted, in one transaction with their audit entry. */
export async function savePortalSettings(
  db: Db,
  staff: StaffCaller,
  input: TPortalSettings,
): Promise<TPortalSettingsAnswer> {
  const before = await loadSettings(db, staff.orgId, await loadCustomization(db, staff.orgId));
  const { websiteUrl, ...customization } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(portalCustomizations)
      .set(customization)
      .where(eq(portalCustomizations.orgId, staff.orgId));
    if (websiteUrl !== before.websiteUrl) {
      await tx.update(organizations).set({ websiteUrl }).where(eq(organizations.id, staff.orgId));
    }
    // Fields left out of the request keep their value.
    const kept = <K extends keyof Settings>(key: K, value: Settings[K] | undefined) =>
      value === undefined ? before[key] : value;
    const diff = changes(before, {
      ...input,
      securityContactEmail: kept('securityContactEmail', input.securityContactEmail),
      securityContactUrl: kept('securityContactUrl', input.securityContactUrl),
      securityPolicyUrl: kept('securityPolicyUrl', input.securityPolicyUrl),
    });
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, staff, { action: 'portal.settings', target: staff.orgName, ...diff });
    }
  });
  return loadPortalSettings(db, staff.orgId);
}
