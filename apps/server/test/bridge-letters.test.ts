/**
 * Bridge letters in main mode (docs/documents.md, Bridge letters): the Reports card's letters
 * staff wrote (`GET …/cards/{kind}/bridge-letters`), the letter's checks with their messages, the
 * plan gate, and the portal listing only the letters staff made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES as M,
  bridgeLetterFileId,
  ZCardBridgeLetters,
  ZPortalView,
} from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type ItemRow,
  type ProductRow,
} from './factories.ts';

const LETTER = {
  letterEnabled: true,
  letterType: 'SOC 2' as const,
  letterContent: 'No material changes since the end of the audit period.',
  signerName: 'Morgan Lee',
  signerTitle: 'Chief Information Security Officer',
};

describe.each(await databaseKinds())('bridge letters (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let freeProduct: ProductRow;
  let soc2: ItemRow;
  let iso: ItemRow;
  let control: ItemRow;
  let editor: string;
  let noEdit: string;
  let freeEditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-letters', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    const reports = await buildCard(db, product, { kind: 'Reports', position: 0 });
    const policies = await buildCard(db, product, { kind: 'Policies', position: 1 });
    soc2 = await buildItem(db, reports, { title: 'SOC 2 Report', position: 0 });
    iso = await buildItem(db, reports, { title: 'ISO Certificate', position: 1 });
    control = await buildItem(db, policies, { title: 'Access Policy', position: 0 });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    noEdit = (await buildStaff(db, org, ['files:view', 'app:cards'])).cookie;
    const free = await buildOrg(db, { slug: 'free-letters', plan: 'free' });
    freeProduct = await buildProduct(db, free);
    await buildCard(db, freeProduct, { kind: 'Reports' });
    freeEditor = (await buildStaff(db, free, ['statuspage:edit'])).cookie;
  });
  afterAll(() => t.close());

  const letters = (productId = product.id, cardKind = 'Reports', cookie = editor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/trust-center/products/${productId}/cards/${cardKind}/bridge-letters`,
      headers: { cookie },
    });
  const put = (itemUid: string, bridgeLetter: object | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${product.id}/items/${itemUid}`,
      headers: { cookie: editor },
      payload: { bridgeLetter },
    });
  const publicDocuments = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme-letters/view' });
    return ZPortalView.parse(res.json())
      .cards.flatMap((c) => c.items)
      .flatMap((i) => i.documents.filter((d) => d.generated).map((d) => d.fileId));
  };

  it('lists no letter before staff write one, on the card and on the portal', async () => {
    const res = await letters();
    expect(res.statusCode).toBe(200);
    expect(ZCardBridgeLetters.parse(res.json()).letters).toEqual([
      { itemUid: soc2.id, title: 'SOC 2 Report', bridgeLetter: null },
      { itemUid: iso.id, title: 'ISO Certificate', bridgeLetter: null },
    ]);
    expect(await publicDocuments()).toEqual([]);
  });

  it("checks an enabled letter's texts with their verbatim messages", async () => {
    const empty = { ...LETTER, letterContent: '', signerName: ' ', signerTitle: '' };
    const res = await put(soc2.id, empty);
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    for (const message of [M.letterContentRequired, M.signerNameRequired, M.signerTitleRequired]) {
      expect(text).toContain(message);
    }
    // A letter turned off keeps its draft without the checks.
    expect((await put(iso.id, { ...empty, letterEnabled: false })).statusCode).toBe(200);
  });

  it('saves a letter: the card answers it and the portal lists it, only that one', async () => {
    expect((await put(soc2.id, LETTER)).statusCode).toBe(200);
    const answer = ZCardBridgeLetters.parse((await letters()).json());
    expect(answer.letters.find((l) => l.itemUid === soc2.id)?.bridgeLetter).toEqual(LETTER);
    expect(answer.letters.find((l) => l.itemUid === iso.id)?.bridgeLetter).toMatchObject({
      letterEnabled: false,
    });
    expect(await publicDocuments()).toEqual([bridgeLetterFileId(soc2.id)]);
    expect((await put(soc2.id, { ...LETTER, letterEnabled: false })).statusCode).toBe(200);
    expect(await publicDocuments()).toEqual([]);
  });

  it('offers letters on Reports only, behind the plan and statuspage:edit', async () => {
    const policies = await letters(product.id, 'Policies');
    expect([policies.statusCode, policies.json().error.message]).toEqual([
      403,
      M.notAllowedForCard,
    ]);
    const onPolicy = await put(control.id, LETTER);
    expect([onPolicy.statusCode, onPolicy.json().error.message]).toEqual([
      403,
      M.notAllowedForCard,
    ]);
    const free = await letters(freeProduct.id, 'Reports', freeEditor);
    expect([free.statusCode, free.json().error.message]).toEqual([403, M.upgradePlan]);
    expect((await letters(product.id, 'Reports', noEdit)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/trust-center/products/${product.id}/cards/Reports/bridge-letters`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
