/**
 * An item's own fields in main mode (docs/editing.md, Item fields): a Reports item's type
 * ('Select an item type to save this item') and auditor, a control's maturity and recurrence,
 * checked by the core rule on every save and on a new custom item; staff without
 * statuspage:edit are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M, ZPortalView } from '@trustfront/core';
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

describe.each(await databaseKinds())('item fields (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let report: ItemRow;
  let control: ItemRow;
  let editor: string;
  let noEdit: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-fields', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    const reports = await buildCard(db, product, { kind: 'Reports', position: 0 });
    const dataSecurity = await buildCard(db, product, { kind: 'DataSecurity', position: 1 });
    report = await buildItem(db, reports, { title: 'SOC 2 Type II Report', position: 0 });
    control = await buildItem(db, dataSecurity, { title: 'Encryption at rest', position: 0 });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    noEdit = (await buildStaff(db, org, ['files:view', 'app:cards'])).cookie;
  });
  afterAll(() => t.close());

  const put = (itemUid: string, payload: object, cookie = editor) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${product.id}/items/${itemUid}`,
      headers: { cookie },
      payload,
    });
  const detailsOf = async (itemUid: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/acme-fields/view?mode=main',
      headers: { cookie: editor },
    });
    const items = ZPortalView.parse(res.json()).cards.flatMap((c) => c.items);
    return items.find((i) => i.itemUid === itemUid)?.details;
  };

  it("needs a Reports item's type from the list, and keeps its auditor", async () => {
    for (const type of [undefined, '', 'Invented']) {
      const res = await put(report.id, { details: { auditor: 'Prescott & Lane LLP', type } });
      expect([type, res.statusCode, res.json().error.message]).toEqual([
        type,
        400,
        M.selectItemType,
      ]);
    }
    const long = await put(report.id, {
      details: { type: 'SOC 2 Type II', auditor: 'a'.repeat(201) },
    });
    expect(long.json().error.message).toBe(M.auditorTooLong);
    const saved = await put(report.id, {
      details: { type: 'SOC 2 Type II', auditor: 'Prescott & Lane LLP' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await detailsOf(report.id)).toMatchObject({
      type: 'SOC 2 Type II',
      auditor: 'Prescott & Lane LLP',
    });
    // A change that leaves the details alone needs no type.
    expect((await put(report.id, { enabledState: 'work_in_progress' })).statusCode).toBe(200);
  });

  it("keeps a control's maturity and recurrence to their lists", async () => {
    const bad = await put(control.id, { details: { maturity: 'Legendary' } });
    expect(bad.json().error.message).toBe(M.maturityInvalid);
    const badRecurrence = await put(control.id, { details: { recurrence: 'Sometimes' } });
    expect(badRecurrence.json().error.message).toBe(M.recurrenceInvalid);
    const saved = await put(control.id, {
      details: { maturity: 'Managed', recurrence: 'Quarterly' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await detailsOf(control.id)).toMatchObject({
      maturity: 'Managed',
      recurrence: 'Quarterly',
    });
  });

  it('asks a new custom Reports item for its type too', async () => {
    const url = `/api/trust-center/products/${product.id}/cards/Reports/custom-items`;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: editor }, payload });
    const untyped = await post({ title: 'Bridge report' });
    expect([untyped.statusCode, untyped.json().error.message]).toEqual([400, M.selectItemType]);
    const typed = await post({ title: 'Bridge report', details: { type: 'Other' } });
    expect(typed.statusCode).toBe(200);
  });

  it('refuses staff without statuspage:edit', async () => {
    const res = await put(report.id, { details: { type: 'Other' } }, noEdit);
    expect(res.statusCode).toBe(403);
    expect(await detailsOf(report.id)).toMatchObject({ type: 'SOC 2 Type II' });
  });
});
