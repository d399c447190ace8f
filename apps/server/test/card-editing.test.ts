/**
 * Editing the portal in main mode: every editing route (integrations included) refuses staff without statuspage:edit
 * (found through the OpenAPI document, so a new route cannot be forgotten), plan gates answer
 * 'Upgrade your plan to unlock this feature', and each change persists, raises the content
 * revision and lands in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, GRADE_MESSAGES, MESSAGES, ZAuditLog, ZPortalView } from '@trustfront/core';
import { parsePlanArgs, setOrgPlan } from '../src/services/editing/set-plan.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type CardRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

describe.each(await databaseKinds())('card and item editing (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let reports: CardRow;
  let soc2: ItemRow;
  let pentest: ItemRow;
  let editor: string;
  let noEdit: string;
  let freeEditor: string;
  let freeProduct: ProductRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { slug: 'acme-edit', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    reports = await buildCard(db, product, { kind: 'Reports', position: 0 });
    await buildCard(db, product, { kind: 'Legal', position: 1 });
    await buildCard(db, product, { kind: 'Documents', position: 2 });
    soc2 = await buildItem(db, reports, { title: 'SOC 2 Type II', position: 0 });
    pentest = await buildItem(db, reports, { title: 'Pentest', position: 1 });
    editor = (
      await buildStaff(db, org, ['statuspage:edit', 'assets:edit', 'files:view', 'app:settings'])
    ).cookie;
    noEdit = (
      await buildStaff(db, org, [
        'assets:edit',
        'files:view',
        'files:download',
        'app:cards',
        'app:settings',
      ])
    ).cookie;
    const free = await buildOrg(db, { slug: 'free-edit', plan: 'free' });
    freeProduct = await buildProduct(db, free);
    await buildCard(db, freeProduct, { kind: 'Reports' });
    freeEditor = (await buildStaff(db, free, ['statuspage:edit'])).cookie;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const base = () => `/api/trust-center/products/${product.id}`;
  const mainView = async () =>
    ZPortalView.parse((await call('GET', '/api/portal/acme-edit/view?mode=main')).json());
  const publicView = async () =>
    ZPortalView.parse(
      (await t.app.inject({ method: 'GET', url: '/api/portal/acme-edit/view' })).json(),
    );

  it('refuses every editing route to staff without statuspage:edit, and to no one signed in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) =>
        ['/api/trust-center/', '/api/documents/trust-center', '/api/integrations/'].some((p) =>
          path.startsWith(p),
        ),
      )
      // Slack's signed callbacks are Slack's, not an editor's (slack.test.ts).
      .filter(([path]) => !path.startsWith('/api/integrations/slack/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => [m.toUpperCase() as Method, path] as const),
      );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const [method, path] of routes) {
      const url = path
        .replace('{productId}', product.id)
        .replace('{kind}', 'Reports')
        .replace('{itemUid}', soc2.id)
        .replace('{domain}', 'acme.example');
      const refused = await call(method, url, method === 'GET' ? undefined : {}, noEdit);
      expect([method, path, refused.statusCode]).toEqual([method, path, 403]);
      expect(refused.json().error.message).toBe(MESSAGES.noAccessBody);
      const anonymous = await t.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect([method, path, anonymous.statusCode]).toEqual([method, path, 401]);
    }
    // Nothing was changed by the refused calls.
    const card = (await mainView()).cards.find((c) => c.kind === 'Reports');
    expect(card?.items.map((i) => i.title)).toEqual(['SOC 2 Type II', 'Pentest']);
  });

  it('answers what the editor may use: plan, features and scopes', async () => {
    const info = (await call('GET', '/api/trust-center/editor')).json();
    expect(info.plan).toBe('growth');
    expect(info.features.allowSectionCustomization).toBe(true);
    expect(info.scopes).toContain('statuspage:edit');
    const free = (await call('GET', '/api/trust-center/editor', undefined, freeEditor)).json();
    expect(free.features.allowSectionCustomization).toBe(false);
  });

  it('hides and shows a card, sets its placeholder and display text, with the documented messages', async () => {
    const before = (await call('GET', '/api/portal/acme-edit/view?mode=main')).headers.etag;
    expect((await call('PATCH', `${base()}/cards/Legal`, { hidden: true })).statusCode).toBe(204);
    expect((await publicView()).cards.map((c) => c.kind)).not.toContain('Legal');
    const after = (await call('GET', '/api/portal/acme-edit/view?mode=main')).headers.etag;
    expect(after).not.toBe(before);
    await call('PATCH', `${base()}/cards/Legal`, { hidden: false });
    expect((await publicView()).cards.map((c) => c.kind)).toContain('Legal');

    const tooLong = await call('PATCH', `${base()}/cards/Reports`, {
      placeholder: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(ADMIN_MESSAGES.placeholderTooLong);
    const short = await call('PATCH', `${base()}/cards/Reports`, { displayText: 'abc' });
    expect(short.json().error.message).toBe(ADMIN_MESSAGES.displayTextHelper);
    await call('PATCH', `${base()}/cards/Reports`, {
      placeholder: 'Reports arrive soon',
      displayText: 'Audits and tests',
    });
    const card = (await publicView()).cards.find((c) => c.kind === 'Reports');
    expect([card?.placeholder, card?.displayText]).toEqual([
      'Reports arrive soon',
      'Audits and tests',
    ]);
    await call('PATCH', `${base()}/cards/Reports`, { displayText: '' });
    expect((await publicView()).cards.find((c) => c.kind === 'Reports')?.displayText).toBeNull();
  });

  it('re-orders cards and items, refusing lists that miss one', async () => {
    const missing = await call('PATCH', `${base()}/cards`, { cards: ['Legal', 'Reports'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(ADMIN_MESSAGES.cardsInvalid);
    expect(
      (await call('PATCH', `${base()}/cards`, { cards: ['Documents', 'Legal', 'Reports'] }))
        .statusCode,
    ).toBe(204);
    const order = (await mainView()).cards.map((c) => c.kind);
    expect(order.indexOf('Documents')).toBeLessThan(order.indexOf('Legal'));

    const items = await call('PATCH', `${base()}/cards/Reports/items`, {
      items: [pentest.id, soc2.id],
    });
    expect(items.statusCode).toBe(204);
    const reportsCard = (await mainView()).cards.find((c) => c.kind === 'Reports');
    expect(reportsCard?.items.map((i) => i.title)).toEqual(['Pentest', 'SOC 2 Type II']);
    const partial = await call('PATCH', `${base()}/cards/Reports/items`, { items: [soc2.id] });
    expect(partial.json().error.message).toBe(ADMIN_MESSAGES.itemsInvalid);
  });

  it('saves the section order on plans that allow it only', async () => {
    const sections = ['documents', 'overview', 'certifications', 'cards'];
    expect((await call('PATCH', base(), { sections })).statusCode).toBe(204);
    const ids = (await mainView()).sections.map((s) => s.id);
    expect(ids.slice(0, 4)).toEqual(sections);
    const free = await call(
      'PATCH',
      `/api/trust-center/products/${freeProduct.id}`,
      { sections },
      freeEditor,
    );
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toBe(MESSAGES.upgradePlan);
    const other = await call('PATCH', `/api/trust-center/products/${freeProduct.id}`, { sections });
    expect(other.statusCode).toBe(404);
  });

  it('edits an item, with slug, move, custom items and plan-gated access', async () => {
    const { db } = t.database;
    const renamed = await call('PUT', `${base()}/items/${soc2.id}`, {
      title: 'SOC 2 Type 2',
      enabledState: 'work_in_progress',
      details: { href: 'https://acme.example/soc2', expiry: '2027-01-31', type: 'SOC 2 Type II' },
    });
    expect(renamed.json()).toMatchObject({ title: 'SOC 2 Type 2', cardKind: 'Reports' });
    const badLink = await call('PUT', `${base()}/items/${soc2.id}`, {
      details: { href: 'http://127.0.0.1', type: 'SOC 2 Type II' },
    });
    expect(badLink.json().error.message).toBe(ADMIN_MESSAGES.invalidUrl);

    expect(
      (await call('PUT', `${base()}/items/${soc2.id}/slug`, { slug: 'soc-2' })).json().slug,
    ).toBe('soc-2');
    const taken = await call('PUT', `${base()}/items/${pentest.id}/slug`, { slug: 'soc-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(ADMIN_MESSAGES.slugInUse('SOC 2 Type 2'));
    const invalid = await call('PUT', `${base()}/items/${pentest.id}/slug`, { slug: 'Bad Slug' });
    expect(invalid.json().error.message).toBe(ADMIN_MESSAGES.slugInvalid);
    const item = (await publicView()).cards.flatMap((c) => c.items).find((i) => i.slug === 'soc-2');
    expect(item?.itemUid).toBe(soc2.id);
    expect(
      (await call('PUT', `${base()}/items/${pentest.id}/slug`, { slug: null })).json().slug,
    ).toBeNull();

    // The Documents card takes no custom items, so it cannot hold a moved one either.
    const nowhere = await call('PATCH', `${base()}/items/${pentest.id}`, {
      destinationCardId: 'Documents',
    });
    expect(nowhere.statusCode).toBe(403);
    expect(nowhere.json().error.message).toBe(ADMIN_MESSAGES.notAllowedForCard);
    const moved = await call('PATCH', `${base()}/items/${pentest.id}`, {
      destinationCardId: 'Legal',
    });
    expect(moved.json().cardKind).toBe('Legal');
    const legalCard = (await mainView()).cards.find((c) => c.kind === 'Legal');
    expect(legalCard?.items.map((i) => i.itemUid)).toEqual([pentest.id]);

    const created = await call('POST', `${base()}/cards/Legal/custom-items`, {
      title: 'Bug bounty policy',
    });
    const custom = created.json().itemUid as string;
    expect((await call('DELETE', `${base()}/items/${pentest.id}`)).json().error.message).toBe(
      ADMIN_MESSAGES.customItemOnly,
    );
    expect((await call('DELETE', `${base()}/items/${custom}`)).statusCode).toBe(204);

    const file = await buildFile(db, t.storage, org, { originalName: 'soc2.pdf' });
    const linked = await call('PUT', `${base()}/items/${soc2.id}`, {
      access: 'restricted',
      linkFiles: [file.id],
    });
    expect(linked.statusCode).toBe(200);
    const view = await publicView();
    const soc = view.cards.flatMap((c) => c.items).find((i) => i.itemUid === soc2.id);
    expect(soc?.access).toBe('restricted');
    expect(soc?.documents.map((d) => d.originalName)).toEqual(['soc2.pdf']);

    const freeItem = await call(
      'POST',
      `/api/trust-center/products/${freeProduct.id}/cards/Reports/custom-items`,
      {
        title: 'Restricted report',
        access: 'restricted',
      },
      freeEditor,
    );
    expect(freeItem.statusCode).toBe(403);
    expect(freeItem.json().error.message).toBe(MESSAGES.upgradePlan);
  });

  it('links no file for an editor who may not see files, so a restricted file stays shut', async () => {
    const { db } = t.database;
    const blind = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    const secret = await buildItem(db, reports, { title: 'Board minutes', access: 'restricted' });
    const file = await buildFile(db, t.storage, org, {
      item: secret,
      originalName: 'minutes.pdf',
      content: Buffer.from('%PDF-1.7 minutes'),
    });
    const open = await buildItem(db, reports, { title: 'Open item', access: 'public' });
    const download = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/portal/acme-edit/files/${file.id}?itemUid=${open.id}&productId=${product.id}&disposition=attachment`,
      });
    const refused = await call(
      'PUT',
      `${base()}/items/${open.id}`,
      { linkFiles: [file.id] },
      blind,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.linkFilesNeedsView);
    expect((await download()).statusCode).toBe(404);
    const view = await publicView();
    const listed = view.cards.flatMap((c) => c.items).find((i) => i.itemUid === open.id);
    expect(listed?.documents).toEqual([]);
    // Other changes of the same editor still pass; an editor who may see files links it.
    expect(
      (await call('PUT', `${base()}/items/${open.id}`, { title: 'Open item 2' }, blind)).statusCode,
    ).toBe(200);
    const linked = await call('PUT', `${base()}/items/${open.id}`, { linkFiles: [file.id] });
    expect(linked.statusCode).toBe(200);
    expect((await download()).statusCode).toBe(200);
  });

  it('adds a certification of its own, titled once and never renamed', async () => {
    await buildCard(t.database.db, product, { kind: 'Certifications' });
    const created = await call('POST', `${base()}/cards/Certifications/custom-items`, {
      title: 'ISO 27001',
    });
    expect(created.statusCode).toBe(200);
    const itemUid = created.json().itemUid as string;
    const card = (await mainView()).cards.find((c) => c.kind === 'Certifications');
    expect(card?.items.map((i) => [i.title, i.isCustom])).toEqual([['ISO 27001', true]]);
    const renamed = await call('PUT', `${base()}/items/${itemUid}`, { title: 'ISO 27002' });
    expect([renamed.statusCode, renamed.json().error.code]).toEqual([403, 'action_not_allowed']);
    expect((await call('DELETE', `${base()}/items/${itemUid}`)).statusCode).toBe(204);
  });

  it('checks a security grade entry by its provider', async () => {
    const grades = await buildCard(t.database.db, product, { kind: 'SecurityGrades' });
    const entry = await buildItem(t.database.db, grades, { title: 'BitSight' });
    const grade = { provider: 'bitsight', label: 'BitSight', description: '', url: 'acme.com' };
    const refusals: [object, string][] = [
      [{ ...grade, grade: '900' }, GRADE_MESSAGES.gradeScale],
      [{ ...grade, url: 'www.acme.com', grade: '700' }, GRADE_MESSAGES.domainFormat],
      [{ ...grade, label: '', grade: '700' }, GRADE_MESSAGES.required],
    ];
    for (const [body, message] of refusals) {
      const res = await call('PUT', `${base()}/items/${entry.id}`, { details: { grade: body } });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: expect.objectContaining({ message }) },
      ]);
    }
    const ok = await call('PUT', `${base()}/items/${entry.id}`, {
      details: { grade: { ...grade, grade: '700' } },
    });
    expect(ok.statusCode).toBe(200);
    const renamed = await call('PUT', `${base()}/items/${entry.id}`, { title: 'Bit Sight' });
    expect(renamed.json().error.code).toBe('action_not_allowed');
  });

  it('moves items between generic cards only, both ways', async () => {
    const { db } = t.database;
    const moves = await buildProduct(db, org, { slug: 'moves', name: 'Moves' });
    const at = (itemUid: string) => `/api/trust-center/products/${moves.id}/items/${itemUid}`;
    const card = (kind: CardRow['kind'], position: number) =>
      buildCard(db, moves, { kind, position });
    const [reportsCard, riskProfile, certifications, grades] = await Promise.all([
      card('Reports', 0),
      card('RiskProfile', 2),
      card('Certifications', 3),
      card('SecurityGrades', 4),
      card('Legal', 1),
    ]);
    const question = await buildItem(db, riskProfile, { title: 'TpDependence' });
    const certification = await buildItem(db, certifications, { title: 'ISO 27001' });
    const grade = await buildItem(db, grades, { title: 'BitSight' });
    const report = await buildItem(db, reportsCard, { title: 'Pentest 2026' });
    const refused = async (itemUid: string, destinationCardId: string) => {
      const res = await call('PATCH', at(itemUid), { destinationCardId });
      expect([res.statusCode, res.json().error?.message]).toEqual([
        403,
        ADMIN_MESSAGES.notAllowedForCard,
      ]);
    };
    // Items with a shape of their own stay where they are…
    await refused(question.id, 'Legal');
    await refused(certification.id, 'Reports');
    await refused(grade.id, 'Legal');
    // …and no generic item goes where it could not come back from.
    for (const to of ['RiskProfile', 'Certifications', 'SecurityGrades', 'Reports']) {
      await refused(report.id, to);
    }
    // Between generic cards, an item moved by mistake goes back.
    expect(
      (await call('PATCH', at(report.id), { destinationCardId: 'Legal' })).json(),
    ).toMatchObject({ cardKind: 'Legal' });
    expect(
      (await call('PATCH', at(report.id), { destinationCardId: 'Reports' })).json(),
    ).toMatchObject({ cardKind: 'Reports' });
    const view = ZPortalView.parse(
      (await call('GET', `/api/portal/acme-edit/view/${moves.id}?mode=main`)).json(),
    );
    const titlesOf = (kind: string) =>
      view.cards.find((c) => c.kind === kind)?.items.map((i) => i.title);
    expect(titlesOf('RiskProfile')).toEqual(['TpDependence']);
    expect(titlesOf('Reports')).toEqual(['Pentest 2026']);
  });

  it('keeps each change in the audit log: who, what, before and after', async () => {
    const log = ZAuditLog.parse((await call('GET', '/api/app/audit-log')).json());
    const actions = log.entries.map((e) => e.action);
    for (const action of [
      'card.update',
      'product.cards',
      'card.items.order',
      'product.sections',
      'item.update',
      'item.slug',
      'item.move',
      'item.create',
      'item.delete',
    ]) {
      expect(actions).toContain(action);
    }
    const slug = log.entries.find((e) => e.action === 'item.slug' && e.after === 'soc-2');
    expect(slug).toMatchObject({ before: null, after: 'soc-2', target: 'Cloud / SOC 2 Type 2' });
    expect(slug?.actorEmail).toMatch(/@acme-edit\.example$/);
    expect((await call('GET', '/api/app/audit-log', undefined, freeEditor)).statusCode).toBe(403);
  });

  it('lets the operator change a plan and its flags, which the routes follow at once', async () => {
    expect(parsePlanArgs(['gold'])).toBe('Plan must be one of free, growth, enterprise');
    expect(parsePlanArgs(['free', 'bridgeLetters=yes'])).toMatch(
      /^Unknown flag 'bridgeLetters=yes'/,
    );
    const args = parsePlanArgs(['free', 'allowSectionCustomization=on']);
    if (typeof args === 'string') throw new Error(args);
    const features = await setOrgPlan(t.database.db, 'free-edit', args.plan, args.flags);
    expect(features?.allowSectionCustomization).toBe(true);
    expect(await setOrgPlan(t.database.db, 'nobody', 'free', {})).toBeNull();
    const saved = await call(
      'PATCH',
      `/api/trust-center/products/${freeProduct.id}`,
      { sections: ['cards', 'documents'] },
      freeEditor,
    );
    expect(saved.statusCode).toBe(204);
  });
});
