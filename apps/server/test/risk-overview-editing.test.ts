/**
 * Editing the Overview text and the risk profile answers in main mode: staff without
 * statuspage:edit are refused, each bad input answers its message and changes nothing, and a
 * saved change reaches visitors, raises the content revision and lands in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  LIMITS,
  MESSAGES,
  RISK_MESSAGES as R,
  ZAuditLog,
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

describe.each(await databaseKinds())('overview and risk profile editing (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let recovery: ItemRow;
  let access: ItemRow;
  let editor: string;
  let noEdit: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-risk', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    await buildCard(db, product, {
      kind: 'Overview',
      position: 0,
      content: { overview: 'Acme keeps data safe.' },
    });
    const risk = await buildCard(db, product, { kind: 'RiskProfile', position: 1 });
    await buildCard(db, product, { kind: 'Reports', position: 2 });
    access = await buildItem(db, risk, {
      title: 'DataAccess',
      position: 0,
      details: { choice: 'internal' },
    });
    recovery = await buildItem(db, risk, {
      title: 'RecoveryTime',
      position: 1,
      details: { choice: 'range', value: 'hours_24_48', explanation: 'Tested yearly.' },
    });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'app:settings'])).cookie;
    noEdit = (await buildStaff(db, org, ['assets:edit', 'app:cards'])).cookie;
  });
  afterAll(() => t.close());

  const base = () => `/api/trust-center/products/${product.id}`;
  const patchOverview = (payload: object, cookie = editor) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base()}/cards/Overview`,
      headers: { cookie },
      payload,
    });
  const putItem = (item: ItemRow, payload: object, cookie = editor) =>
    t.app.inject({
      method: 'PUT',
      url: `${base()}/items/${item.id}`,
      headers: { cookie },
      payload,
    });
  const publicView = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme-risk/view' });
    return { view: ZPortalView.parse(res.json()), etag: res.headers.etag };
  };
  const overviewText = async () =>
    (await publicView()).view.cards.find((c) => c.kind === 'Overview')?.content.overview;
  const answerOf = async (item: ItemRow) => {
    const card = (await publicView()).view.cards.find((c) => c.kind === 'RiskProfile');
    const { choice, value, explanation } =
      card?.items.find((i) => i.itemUid === item.id)?.details ?? {};
    return { choice, value, explanation };
  };

  it('saves the Overview text for visitors, raising the content revision', async () => {
    const before = (await publicView()).etag;
    const text = 'Acme protects customer data.\n\nWe are audited every year.';
    expect((await patchOverview({ overview: `  ${text}  ` })).statusCode).toBe(204);
    expect(await overviewText()).toBe(text);
    expect((await publicView()).etag).not.toBe(before);
    expect((await patchOverview({ overview: '' })).statusCode).toBe(204);
    expect(await overviewText()).toBe('');
    await patchOverview({ overview: text });
  });

  it('refuses bad Overview text and the text on another card, changing nothing', async () => {
    const tooLong = await patchOverview({ overview: 'x'.repeat(LIMITS.overviewMaxChars + 1) });
    expect([tooLong.statusCode, tooLong.json().error.message]).toEqual([
      400,
      ADMIN_MESSAGES.overviewTooLong,
    ]);
    const notText = await patchOverview({ overview: 42 });
    expect(notText.statusCode).toBe(400);
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/cards/Reports`,
      headers: { cookie: editor },
      payload: { overview: 'Not here' },
    });
    expect([elsewhere.statusCode, elsewhere.json().error.message]).toEqual([
      403,
      ADMIN_MESSAGES.notAllowedForCard,
    ]);
    expect(await overviewText()).toBe('Acme protects customer data.\n\nWe are audited every year.');
  });

  it('saves risk answers: a choice, a range and a custom time', async () => {
    const before = (await publicView()).etag;
    expect((await putItem(access, { details: { choice: 'restricted' } })).statusCode).toBe(200);
    expect((await answerOf(access)).choice).toBe('restricted');
    const custom = { choice: 'custom', value: 'minutes_30', explanation: 'Tested yearly.' };
    expect((await putItem(recovery, { details: custom })).statusCode).toBe(200);
    expect(await answerOf(recovery)).toEqual(custom);
    expect((await publicView()).etag).not.toBe(before);
    await putItem(recovery, { details: { ...custom, value: 'days_4_7', choice: 'range' } });
    expect((await answerOf(recovery)).value).toBe('days_4_7');
  });

  it.each([
    ['no choice', 'access', {}, R.choiceRequired],
    [
      'a choice of another item',
      'access',
      { choice: 'severe' },
      R.choiceInvalid('Public, Internal, Restricted'),
    ],
    ['a range choice without a range', 'recovery', { choice: 'range' }, R.rangeRequired],
    ['an unknown range', 'recovery', { choice: 'range', value: 'days_8_9' }, R.rangeRequired],
    ['an unknown unit', 'recovery', { choice: 'custom', value: 'weeks_2' }, R.unitInvalid],
    [
      'a custom time past 99',
      'recovery',
      { choice: 'custom', value: 'hours_100' },
      R.amountOutOfRange,
    ],
    [
      'a negative custom time',
      'recovery',
      { choice: 'custom', value: 'hours_-1' },
      R.amountOutOfRange,
    ],
    [
      'a fractional custom time',
      'recovery',
      { choice: 'custom', value: 'hours_1.5' },
      R.amountNotWhole,
    ],
    [
      'a custom time with no number',
      'recovery',
      { choice: 'custom', value: 'hours_' },
      R.amountRequired,
    ],
    [
      'a time for an immediate answer',
      'recovery',
      { choice: 'immediate', value: 'hours_2' },
      R.valueNotExpected,
    ],
  ])('refuses %s with its message', async (_name, which, details, message) => {
    const item = which === 'access' ? access : recovery;
    const before = await answerOf(item);
    const res = await putItem(item, { details });
    expect([res.statusCode, res.json().error.message]).toEqual([400, message]);
    expect(await answerOf(item)).toEqual(before);
  });

  it('keeps risk item titles, which are their questions', async () => {
    const renamed = await putItem(access, { title: 'Data' });
    expect([renamed.statusCode, renamed.json().error.code]).toEqual([403, 'action_not_allowed']);
  });

  it('refuses staff without statuspage:edit and visitors, changing nothing', async () => {
    const overview = await patchOverview({ overview: 'Taken over' }, noEdit);
    expect([overview.statusCode, overview.json().error.message]).toEqual([
      403,
      MESSAGES.noAccessBody,
    ]);
    const answer = await putItem(access, { details: { choice: 'public' } }, noEdit);
    expect(answer.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/cards/Overview`,
      payload: { overview: 'Taken over' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await overviewText()).toBe('Acme protects customer data.\n\nWe are audited every year.');
    expect((await answerOf(access)).choice).toBe('restricted');
  });

  it('records each change in the audit log with before and after', async () => {
    const log = ZAuditLog.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/app/audit-log',
          headers: { cookie: editor },
        })
      ).json(),
    );
    const overview = log.entries.find(
      (e) => e.action === 'card.update' && e.target === 'Cloud / Overview',
    );
    expect(overview?.after).toMatchObject({ content: { overview: expect.any(String) } });
    const answer = log.entries.find(
      (e) => e.action === 'item.update' && e.target === 'Cloud / RecoveryTime',
    );
    expect(answer?.before).toMatchObject({
      details: expect.objectContaining({ choice: 'custom' }),
    });
  });
});
