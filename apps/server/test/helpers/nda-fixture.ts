/**
 * The world of the NDA and watermark tests: an organisation whose Reports card holds a public,
 * a restricted and a restricted-and-hidden item, each with a real PDF and a PNG; a profile with
 * the two restricted items; a member holding it; staff with every scope; and helpers to call
 * the portal and the staff API as each of them.
 */
import type { FastifyInstance } from 'fastify';
import type { ItemAccess, TAccessSettingsInput } from '@trustfront/core';
import { DEFAULT_ACCESS_SETTINGS, STAFF_SCOPES } from '@trustfront/core';
import type { Db } from '../../src/db/client.ts';
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
import { samplePdf } from './pdf.ts';

export interface NdaFixture {
  org: OrgRow;
  product: ProductRow;
  items: Record<ItemAccess, { item: ItemRow; pdf: FileRow; png: FileRow }>;
  profileId: string;
  member: { cookie: string; email: string; companyName: string; accountId: string };
  staff: { cookie: string };
}

export async function buildNdaFixture(db: Db, storage: Storage): Promise<NdaFixture> {
  const org = await buildOrg(db, { name: 'Nda Corp' }, { allowBulkDownload: true });
  const product = await buildProduct(db, org);
  const card = await buildCard(db, product, { kind: 'Reports' });
  const withFiles = async (access: ItemAccess) => {
    const item = await buildItem(db, card, { title: `Report ${access}`, access });
    const pdf = await buildFile(db, storage, org, {
      item,
      originalName: `${access}.pdf`,
      content: await samplePdf(`Body of the ${access} report`),
    });
    const png = await buildFile(db, storage, org, {
      item,
      originalName: `${access}.png`,
      contentType: 'image/png',
      content: Buffer.from(`png bytes of ${access}`),
    });
    return { item, pdf, png };
  };
  const items = {
    public: await withFiles('public'),
    restricted: await withFiles('restricted'),
    restricted_hidden: await withFiles('restricted_hidden'),
  };
  const profile = await buildProfile(db, org, [
    items.restricted.item,
    items.restricted_hidden.item,
  ]);
  const { account, cookie, member } = await buildAccount(db, org, { profile });
  const staff = await buildStaff(db, org, [...STAFF_SCOPES]);
  return {
    org,
    product,
    items,
    profileId: profile.id,
    member: {
      cookie,
      email: member.email,
      companyName: account.companyName,
      accountId: account.id,
    },
    staff,
  };
}

/** Saves the organisation's access settings through the staff API. */
export async function saveSettings(
  app: FastifyInstance,
  f: NdaFixture,
  settings: Partial<TAccessSettingsInput>,
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/app/settings/access',
    headers: { cookie: f.staff.cookie },
    payload: { ...DEFAULT_ACCESS_SETTINGS, ...settings },
  });
  if (res.statusCode !== 200) throw new Error(`Saving settings answered ${res.body}`);
  return res.json();
}

export const CLICKWRAP = {
  ndaProvider: 'clickwrap',
  ndaText: 'The reviewer keeps every document confidential.\nNo copies leave the company.',
} as const;
