/**
 * The company picker's search and the company entries of the Trusted By and Subprocessors cards:
 * refused without statuspage:edit, each bad input answered with its message, every change
 * visible to visitors, raising the content revision and written to the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  COMPANY_MESSAGES as M,
  MESSAGES,
  ZAuditLog,
  ZCompanySearchResponse,
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
  type CardRow,
  type ItemRow,
  type ProductRow,
} from './factories.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

describe.each(await databaseKinds())('company entries (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let trustedBy: CardRow;
  let initech: ItemRow;
  let editor: string;
  let noEdit: string;
  let otherEditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-companies' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    trustedBy = await buildCard(db, product, { kind: 'TrustedBy', position: 0 });
    await buildCard(db, product, { kind: 'Subprocessors', position: 1 });
    await buildCard(db, product, { kind: 'Reports', position: 2 });
    initech = await buildItem(db, trustedBy, {
      title: 'Initech',
      details: {
        company: {
          source: 'custom',
          name: 'Initech',
          domain: 'initech.example',
          url: null,
          logo: null,
        },
      },
    });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'app:settings'])).cookie;
    noEdit = (await buildStaff(db, org, ['app:cards', 'app:settings'])).cookie;
    const other = await buildOrg(db, { slug: 'other-companies' });
    await buildProduct(db, other);
    otherEditor = (await buildStaff(db, other, ['statuspage:edit'])).cookie;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const base = () => `/api/trust-center/products/${product.id}`;
  const search = async (text: string, cookie = editor) =>
    ZCompanySearchResponse.parse(
      (
        await call(
          'GET',
          `/api/trust-center/companies?search=${encodeURIComponent(text)}`,
          undefined,
          cookie,
        )
      ).json(),
    ).companies;
  const publicCard = async (card: 'TrustedBy' | 'Subprocessors') => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme-companies/view' });
    return ZPortalView.parse(res.json()).cards.find((c) => c.kind === card);
  };

  it('refuses staff without statuspage:edit and changes nothing', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/trust-center/companies?search=st'],
      ['POST', `${base()}/cards/TrustedBy/companies`, { company: { name: 'Hooli' } }],
      ['PUT', `${base()}/companies/${initech.id}`, { purpose: 'x' }],
      ['DELETE', `${base()}/companies/${initech.id}`],
    ];
    for (const [method, url, body] of calls) {
      const refused = await call(method, url, body, noEdit);
      expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
      expect(refused.json().error.message).toBe(MESSAGES.noAccessBody);
    }
    expect((await publicCard('TrustedBy'))?.items.map((i) => i.title)).toEqual(['Initech']);
  });

  it('searches the organisation’s companies and the bundled partners', async () => {
    expect((await search('')).length).toBeGreaterThanOrEqual(20);
    expect((await search('init')).map((c) => c.name)).toEqual(['Initech']);
    const stripe = await search('stri');
    expect(stripe[0]).toMatchObject({ name: 'Stripe', source: 'addendum', domain: 'stripe.com' });
    // Another organisation's companies never show.
    expect(await search('init', otherEditor)).toEqual([]);
    const tooLong = await call('GET', `/api/trust-center/companies?search=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(M.textTooLong(M.company, 200));
  });

  it('adds and removes trusted-by companies, by pick and by custom name', async () => {
    const before = (await call('GET', '/api/portal/acme-companies/view?mode=main')).headers.etag;
    const [stripe] = await search('stripe');
    const added = await call('POST', `${base()}/cards/TrustedBy/companies`, {
      company: { companyId: stripe?.companyId, name: 'Stripe' },
    });
    expect(added.statusCode).toBe(200);
    const custom = await call('POST', `${base()}/cards/TrustedBy/companies`, {
      company: { name: '  Vandelay Industries ' },
    });
    expect(custom.json()).toMatchObject({ name: 'Vandelay Industries' });
    const card = await publicCard('TrustedBy');
    expect(card?.items.map((i) => i.details.company?.name)).toEqual([
      'Initech',
      'Stripe',
      'Vandelay Industries',
    ]);
    expect(card?.items[2]?.details.company).toMatchObject({ source: 'custom', domain: null });
    const after = (await call('GET', '/api/portal/acme-companies/view?mode=main')).headers.etag;
    expect(after).not.toBe(before);
    // The custom company is offered from now on, first.
    expect((await search('vand'))[0]).toMatchObject({ name: 'Vandelay Industries', isUsed: true });

    const twice = await call('POST', `${base()}/cards/TrustedBy/companies`, {
      company: { name: 'Vandelay Industries' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.alreadyOnCard('Vandelay Industries'));

    const removed = await call('DELETE', `${base()}/companies/${custom.json().itemUid}`);
    expect(removed.statusCode).toBe(204);
    expect((await publicCard('TrustedBy'))?.items.map((i) => i.title)).toEqual([
      'Initech',
      'Stripe',
    ]);
  });

  it('answers each bad input with its message', async () => {
    const noCompany = await call('POST', `${base()}/cards/Subprocessors/companies`, {
      purpose: 'Hosting',
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.message).toBe(M.fieldRequired);
    const blank = await call('POST', `${base()}/cards/Subprocessors/companies`, {
      company: { name: ' ' },
    });
    expect(blank.json().error.message).toBe(M.fieldRequired);
    const unknown = await call('POST', `${base()}/cards/Subprocessors/companies`, {
      company: { companyId: 'addendum:nowhere.example', name: 'Nowhere' },
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, M.companyNotFound]);
    const long = await call('POST', `${base()}/cards/Subprocessors/companies`, {
      company: { name: 'Acme Hosting' },
      purpose: 'x'.repeat(1001),
    });
    expect(long.json().error.message).toBe('Purpose cannot exceed 1000 characters');
    const wrongCard = await call('POST', `${base()}/cards/Reports/companies`, {
      company: { name: 'Acme Hosting' },
    });
    expect(wrongCard.statusCode).toBe(403);
    expect(wrongCard.json().error.message).toBe(ADMIN_MESSAGES.notAllowedForCard);
    expect((await publicCard('Subprocessors'))?.items).toEqual([]);
    // The generic item route changes no company: a `javascript:` link or a dropped company
    // would reach visitors and the search unchecked.
    const generic = await call('PUT', `${base()}/items/${initech.id}`, {
      details: {
        company: {
          source: 'custom',
          name: 'Evil',
          domain: 'x',
          url: 'javascript:alert(1)',
          logo: null,
        },
      },
    });
    expect([generic.statusCode, generic.json().error.message]).toEqual([
      400,
      M.detailsThroughDialogs,
    ]);
  });

  it('adds, edits and deletes a subprocessor', async () => {
    const [datadog] = await search('datadog');
    const added = await call('POST', `${base()}/cards/Subprocessors/companies`, {
      company: { companyId: datadog?.companyId, name: 'Datadog' },
      purpose: 'Monitoring',
      location: '',
    });
    expect(added.statusCode).toBe(200);
    const itemUid = added.json().itemUid as string;
    let [row] = (await publicCard('Subprocessors'))?.items ?? [];
    expect(row?.details).toMatchObject({ purpose: 'Monitoring', company: { name: 'Datadog' } });
    expect(row?.details.location).toBeUndefined();

    // On edit the company may be left out: it stays.
    const edited = await call('PUT', `${base()}/companies/${itemUid}`, {
      purpose: 'Infrastructure monitoring',
      location: 'United States',
      additionalDetails: 'Logs are kept 30 days',
    });
    expect(edited.statusCode).toBe(200);
    [row] = (await publicCard('Subprocessors'))?.items ?? [];
    expect(row?.details).toMatchObject({
      company: { name: 'Datadog', domain: 'datadoghq.com' },
      purpose: 'Infrastructure monitoring',
      location: 'United States',
      additionalDetails: 'Logs are kept 30 days',
    });
    const renamed = await call('PUT', `${base()}/companies/${itemUid}`, {
      company: { name: 'Datadog EU' },
      purpose: 'Infrastructure monitoring',
    });
    expect(renamed.json()).toMatchObject({ name: 'Datadog EU' });
    const emptyName = await call('PUT', `${base()}/companies/${itemUid}`, {
      company: { name: '' },
    });
    expect(emptyName.json().error.message).toBe(M.fieldRequired);

    expect((await call('DELETE', `${base()}/companies/${itemUid}`)).statusCode).toBe(204);
    expect((await publicCard('Subprocessors'))?.items).toEqual([]);
    const gone = await call('DELETE', `${base()}/companies/${itemUid}`);
    expect(gone.statusCode).toBe(404);

    const log = ZAuditLog.parse((await call('GET', '/api/app/audit-log')).json());
    const actions = log.entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['company.add', 'company.update', 'company.delete']),
    );
    expect(log.entries.find((e) => e.action === 'company.delete')?.target).toBe(
      'Cloud / Subprocessors / Datadog EU',
    );
  });
});
