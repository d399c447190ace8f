/**
 * The world of the reach matrix: one organisation whose documents sit in every placement the
 * reach rule knows (plain, hidden card, each kind of hidden section, hidden product, item not
 * enabled, file not shared), and one caller of every kind, including staff with and without
 * each scope, and the demo's Auditor role (no accounts scope) asking for the same preview.
 */
import { eq } from 'drizzle-orm';
import {
  STAFF_SCOPES,
  type CardKind,
  type ItemAccess,
  type SectionId,
  type TPublicAccessLevel,
} from '@trustfront/core';
import type { Db } from '../../src/db/client.ts';
import { AUDITOR_SCOPES } from '../../src/db/seed/organization.ts';
import {
  accessSettings,
  accountMembers,
  files,
  ndaAcceptances,
  productConfigs,
} from '../../src/db/schema/index.ts';
import { createSession } from '../../src/services/access/sessions.ts';
import { watermarkLine } from '../../src/services/documents/watermark.ts';
import type { Storage } from '../../src/storage/index.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  buildStaff,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
  sessionCookieOf,
} from '../factories.ts';
import { samplePdf } from './pdf.ts';

export const PLACEMENTS = [
  'plain',
  'hidden card',
  'cards section hidden',
  'documents section hidden',
  'overview and certifications hidden',
  'hidden product',
  'item not enabled',
  'file not shared',
] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const CALLERS = [
  'public',
  'account',
  'preview',
  'preview, no files scope',
  'main',
  'main, files:view only',
  'main, no files scope',
  'auditor asking for a preview',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface PlacedDocument {
  product: ProductRow;
  item: ItemRow;
  file: FileRow;
}

export interface ReachFixture {
  org: OrgRow;
  documents: Record<Placement, PlacedDocument>;
  callers: Record<Caller, { query: Record<string, string>; cookie?: string }>;
  /** A staff member without statuspage:edit, asking for main mode. */
  nonEditor: { query: Record<string, string>; cookie: string };
}

async function productWithSections(db: Db, org: OrgRow, show: boolean, hidden: SectionId[]) {
  const product = await buildProduct(db, org, { show });
  await db
    .insert(productConfigs)
    .values({ productId: product.id, sections: [], hiddenSections: hidden });
  return product;
}

export async function buildReachFixture(
  db: Db,
  storage: Storage,
  publicAccessLevel: TPublicAccessLevel,
): Promise<ReachFixture> {
  const org = await buildOrg(db, { name: 'Reach Corp' }, { publicAccessLevel });
  const shown = await productWithSections(db, org, true, []);
  const sectionsHidden = await productWithSections(db, org, true, [
    'cards',
    'documents',
    'overview_and_certifications',
  ]);
  const hiddenProduct = await productWithSections(db, org, false, []);

  const place = async (
    placement: Placement,
    product: ProductRow,
    kind: CardKind,
    options: { cardHidden?: boolean; notEnabled?: boolean; unshared?: boolean } = {},
  ): Promise<PlacedDocument> => {
    const card = await buildCard(db, product, { kind, hidden: options.cardHidden ?? false });
    const item = await buildItem(db, card, {
      title: `Item ${placement}`,
      access: 'public',
      enabledState: options.notEnabled ? 'not_enabled' : 'enabled',
    });
    const file = await buildFile(db, storage, org, {
      item,
      originalName: `${placement.replace(/\W+/g, '-')}.pdf`,
      content: Buffer.from(`%PDF-1.7 ${placement}`),
    });
    if (options.unshared)
      await db.update(files).set({ isShared: false }).where(eq(files.id, file.id));
    return { product, item, file };
  };

  const documents: Record<Placement, PlacedDocument> = {
    plain: await place('plain', shown, 'Reports'),
    'hidden card': await place('hidden card', shown, 'Legal', { cardHidden: true }),
    'cards section hidden': await place('cards section hidden', sectionsHidden, 'Reports'),
    'documents section hidden': await place(
      'documents section hidden',
      sectionsHidden,
      'Documents',
    ),
    'overview and certifications hidden': await place(
      'overview and certifications hidden',
      sectionsHidden,
      'Certifications',
    ),
    'hidden product': await place('hidden product', hiddenProduct, 'Reports'),
    'item not enabled': await place('item not enabled', shown, 'Policies', { notEnabled: true }),
    'file not shared': await place('file not shared', shown, 'DataSecurity', { unshared: true }),
  };
  const profile = await buildProfile(
    db,
    org,
    Object.values(documents).map((d) => d.item),
  );
  const account = await buildAccount(db, org, { profile });
  // Previews need app:accounts; main mode does not.
  const full = await buildStaff(db, org, [
    'statuspage:edit',
    'files:view',
    'files:download',
    'app:accounts',
  ]);
  const viewOnly = await buildStaff(db, org, ['statuspage:edit', 'files:view']);
  const editor = await buildStaff(db, org, ['statuspage:edit', 'app:accounts']);
  const auditor = await buildStaff(db, org, [...AUDITOR_SCOPES]);
  const nonEditor = await buildStaff(db, org, ['files:view', 'files:download', 'app:cards']);
  const preview = { permissionProfileId: profile.id };
  return {
    org,
    documents,
    callers: {
      public: { query: {} },
      account: { query: {}, cookie: account.cookie },
      preview: { query: preview, cookie: full.cookie },
      'preview, no files scope': { query: preview, cookie: editor.cookie },
      main: { query: { mode: 'main' }, cookie: full.cookie },
      'main, files:view only': { query: { mode: 'main' }, cookie: viewOnly.cookie },
      'main, no files scope': { query: { mode: 'main' }, cookie: editor.cookie },
      'auditor asking for a preview': { query: preview, cookie: auditor.cookie },
    },
    nonEditor: { query: { mode: 'main' }, cookie: nonEditor.cookie },
  };
}

/** The modes of the item-access matrix (docs/access.md, reach rule), NDA axis included. */
export const MODES = [
  'public',
  'member A',
  'member B',
  'member A, NDA not accepted',
  'preview as A',
  'staff',
  'auditor asking to preview as A',
] as const;
export type Mode = (typeof MODES)[number];

export interface ItemAccessFixture {
  org: OrgRow;
  product: ProductRow;
  items: Record<ItemAccess, { item: ItemRow; file: FileRow }>;
  callers: Record<Mode, { query: Record<string, string>; cookie?: string; email?: string }>;
  /** The watermark line of member A today. */
  stampOfA: string;
}

/** A member of `account` signed in (a session as sign-in creates it), with or without the NDA. */
async function memberOf(
  db: Db,
  org: OrgRow,
  accountId: string,
  email: string,
  ndaText: string | null,
) {
  const [member] = await db
    .insert(accountMembers)
    .values({ accountId, email, firstName: 'Morgan', lastName: 'Member' })
    .returning();
  if (!member) throw new Error('Insert returned no member');
  if (ndaText !== null) {
    await db.insert(ndaAcceptances).values({
      orgId: org.id,
      accountMemberId: member.id,
      email,
      fullName: 'Morgan Member',
      companyName: 'Matrix customer',
      ndaText,
    });
  }
  const { token } = await createSession(db, { accountMemberId: member.id });
  return { cookie: sessionCookieOf(token), email };
}

/**
 * The item-access matrix's world: an organisation asking for a clickwrap NDA and watermarking
 * documents, whose Reports card holds a public, a restricted and a restricted-and-hidden item,
 * each with a real PDF; profile A includes both restricted items, profile B none; members of
 * account A (one without the NDA accepted) and of account B; staff with every scope, and staff of
 * the demo's Auditor role, who may not preview.
 */
export async function buildItemAccessFixture(db: Db, storage: Storage): Promise<ItemAccessFixture> {
  const org = await buildOrg(db, { name: 'Modes Corp' }, { allowBulkDownload: true });
  const ndaText = 'Everything here is confidential.';
  await db.insert(accessSettings).values({
    orgId: org.id,
    ndaProvider: 'clickwrap',
    ndaText,
    watermarkDocuments: true,
  });
  const product = await buildProduct(db, org);
  const card = await buildCard(db, product, { kind: 'Reports' });
  const place = async (access: ItemAccess) => {
    const item = await buildItem(db, card, { title: `Item ${access}`, access });
    const file = await buildFile(db, storage, org, {
      item,
      originalName: `${access}.pdf`,
      content: await samplePdf(`Report ${access}`),
    });
    return { item, file };
  };
  const items = {
    public: await place('public'),
    restricted: await place('restricted'),
    restricted_hidden: await place('restricted_hidden'),
  };
  const profileA = await buildProfile(db, org, [
    items.restricted.item,
    items.restricted_hidden.item,
  ]);
  const profileB = await buildProfile(db, org, []);
  const accountA = await buildAccount(db, org, { profile: profileA });
  const accountB = await buildAccount(db, org, { profile: profileB });
  const memberA = await memberOf(db, org, accountA.account.id, 'a@customer-a.example', ndaText);
  const pendingA = await memberOf(db, org, accountA.account.id, 'new@customer-a.example', null);
  const memberB = await memberOf(db, org, accountB.account.id, 'b@customer-b.example', ndaText);
  const staff = await buildStaff(db, org, [...STAFF_SCOPES]);
  const auditor = await buildStaff(db, org, [...AUDITOR_SCOPES]);
  return {
    org,
    product,
    items,
    callers: {
      public: { query: {} },
      'member A': { query: {}, ...memberA },
      'member B': { query: {}, ...memberB },
      'member A, NDA not accepted': { query: {}, ...pendingA },
      'preview as A': { query: { permissionProfileId: profileA.id }, cookie: staff.cookie },
      staff: { query: { mode: 'main' }, cookie: staff.cookie },
      'auditor asking to preview as A': {
        query: { permissionProfileId: profileA.id },
        cookie: auditor.cookie,
      },
    },
    stampOfA: watermarkLine({
      email: memberA.email,
      companyName: accountA.account.companyName,
      date: new Date(),
    }),
  };
}
