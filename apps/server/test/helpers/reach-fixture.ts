/**
 * The world of the reach matrix: one organisation whose documents sit in every placement the
 * reach rule knows (plain, hidden card, each kind of hidden section, hidden product, item not
 * enabled, file not shared), and one caller of every kind, including staff with and without
 * each scope.
 */
import { eq } from 'drizzle-orm';
import type { CardKind, SectionId, TPublicAccessLevel } from '@trustfront/core';
import type { Db } from '../../src/db/client.ts';
import { files, productConfigs } from '../../src/db/schema/index.ts';
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
} from '../factories.ts';

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
  const full = await buildStaff(db, org, ['statuspage:edit', 'files:view', 'files:download']);
  const viewOnly = await buildStaff(db, org, ['statuspage:edit', 'files:view']);
  const editor = await buildStaff(db, org, ['statuspage:edit']);
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
    },
    nonEditor: { query: { mode: 'main' }, cookie: nonEditor.cookie },
  };
}
