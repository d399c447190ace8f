/**
 * Staff refresh a connected integration now, against the local fakes of HackerOne and Statuspage
 * (docs/integrations.md, Refresh): new figures reach the dialog's state and the card alike; a
 * failed refresh keeps the last figures and says so; and `GET /api/integrations/statuspageio/
 * {pageUrl}` looks a page up before it is connected. Every route refuses staff without
 * statuspage:edit and a plan without the feature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  INTEGRATION_MESSAGES as M,
  ZIntegrationState,
  ZPortalView,
} from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  FAKE_PAGE,
  FAKE_TEAM,
  startFakeServices,
  type FakeServices,
} from './helpers/fake-services.ts';
import { buildCard, buildOrg, buildProduct, buildStaff, type ProductRow } from './factories.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(await databaseKinds())('integrations refresh (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeServices;
  let product: ProductRow;
  let freeProduct: ProductRow;
  let editor: string;
  let noEdit: string;
  let freeEditor: string;

  beforeAll(async () => {
    fake = await startFakeServices();
    t = await createTestApp(kind, {
      integrations: {
        hackerOneApiUrl: `${fake.url}/graphql`,
        statusPageApiUrl: `${fake.url}/{host}`,
        securityScorecardApiUrl: fake.url,
        securityScorecardToken: 'test-token',
        refreshMinutes: 15,
      },
    });
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'acme-refresh', plan: 'growth' });
    product = await buildProduct(db, org, { slug: 'cloud', name: 'Cloud' });
    await buildCard(db, product, { kind: 'ApplicationSecurity', position: 0 });
    await buildCard(db, product, { kind: 'Infrastructure', position: 1 });
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    noEdit = (await buildStaff(db, org, ['files:view', 'app:cards'])).cookie;
    const free = await buildOrg(db, { slug: 'free-refresh', plan: 'free' });
    freeProduct = await buildProduct(db, free);
    await buildCard(db, freeProduct, { kind: 'Infrastructure' });
    freeEditor = (await buildStaff(db, free, ['statuspage:edit'])).cookie;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: Method, url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const refresh = (provider: string, cookie = editor) =>
    call('POST', `/api/integrations/${provider}/refresh`, { productId: product.id }, cookie);
  const cardStats = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/acme-refresh/view' });
    return ZPortalView.parse(res.json()).cards.find((c) => c.kind === 'ApplicationSecurity')
      ?.content.bugBounty;
  };
  const lookUp = (page: string, cookie = editor) =>
    call('GET', `/api/integrations/statuspageio/${encodeURIComponent(page)}`, undefined, cookie);

  it('answers 404 when nothing is connected', async () => {
    const res = await refresh('hackerone');
    expect([res.statusCode, res.json().error.message]).toEqual([404, M.notConnected]);
  });

  it('refreshes now: the dialog and the card show the same new figures', async () => {
    const connected = await call('POST', '/api/integrations/hackerone/connect', {
      productId: product.id,
      page: 'https://hackerone.com/acme',
    });
    expect(connected.statusCode).toBe(200);
    fake.teams.set('acme', { ...FAKE_TEAM, resolved_report_count: 171 });
    const res = await refresh('hackerone');
    expect(res.statusCode).toBe(200);
    const state = ZIntegrationState.parse(res.json());
    expect(state).toMatchObject({ connected: true, error: null });
    expect(state.bugBounty?.programStatistics.reportsResolved).toBe(171);
    expect(await cardStats()).toEqual(state.bugBounty);
  });

  it('keeps the last figures after a failed refresh, and says so until one succeeds', async () => {
    const before = ZIntegrationState.parse(
      (await call('GET', `/api/integrations/hackerone?productId=${product.id}`)).json(),
    );
    fake.failing.add('acme');
    const failed = ZIntegrationState.parse((await refresh('hackerone')).json());
    fake.failing.delete('acme');
    expect(failed.error).toBe(M.temporaryError('HackerOne'));
    expect(failed.bugBounty).toEqual(before.bugBounty);
    expect(failed.refreshedAt).toBe(before.refreshedAt);
    expect(await cardStats()).toEqual(before.bugBounty);

    fake.teams.set('acme', FAKE_TEAM);
    const healed = ZIntegrationState.parse((await refresh('hackerone')).json());
    expect(healed.error).toBeNull();
    expect(healed.bugBounty?.programStatistics.reportsResolved).toBe(
      FAKE_TEAM.resolved_report_count,
    );
    expect(await cardStats()).toEqual(healed.bugBounty);
  });

  it('looks a Statuspage page up without connecting it', async () => {
    const res = await lookUp('https://status.acme.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pageUrl: 'https://status.acme.example',
      indicator: FAKE_PAGE.indicator,
      description: FAKE_PAGE.description,
    });
    for (const page of ['https://unknown.example', 'not a link', 'http://10.0.0.1']) {
      const bad = await lookUp(page);
      expect([page, bad.statusCode, bad.json().error.message]).toEqual([
        page,
        400,
        M.statusPageInvalid,
      ]);
    }
    const state = (
      await call('GET', `/api/integrations/statuspageio?productId=${product.id}`)
    ).json();
    expect(state).toMatchObject({ connected: false });
  });

  it('refuses staff without statuspage:edit, anyone signed out, and a plan without it', async () => {
    expect((await refresh('hackerone', noEdit)).statusCode).toBe(403);
    expect((await lookUp('https://status.acme.example', noEdit)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/hackerone/refresh',
      payload: { productId: product.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const free = await lookUp('https://status.acme.example', freeEditor);
    expect([free.statusCode, free.json().error.message]).toEqual([403, ADMIN_MESSAGES.upgradePlan]);
    const freeRefresh = await call(
      'POST',
      '/api/integrations/statuspageio/refresh',
      { productId: freeProduct.id },
      freeEditor,
    );
    expect(freeRefresh.statusCode).toBe(403);
  });
});
