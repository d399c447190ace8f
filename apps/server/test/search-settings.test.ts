/**
 * The private app's Ask AI settings and knowledge-base gaps: each behind its scope; switching AI
 * off on the trust center stops answers and the portal offers the plain search; a question Ask AI
 * could not answer is listed for staff and can be dismissed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAiSettingsAnswer, ZPortalView, ZUnansweredList } from '@trustfront/core';
import {
  buildAccount,
  buildOrg,
  buildProduct,
  buildStaff,
  type OrgRow,
  type ProductRow,
} from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { answerAs, enableAi } from './helpers/search.ts';

describe.each(await databaseKinds())('Ask AI settings and gaps (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let staff: string;
  let narrow: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'tiny', apiKey: undefined },
    });
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Settings Corp' });
    product = await buildProduct(db, org, { name: 'Cloud' });
    await enableAi(db, org.id);
    staff = (await buildStaff(db, org, ['app:settings', 'app:knowledge-base'])).cookie;
    narrow = (await buildStaff(db, org, ['app:updates'])).cookie;
    member = (await buildAccount(db, org)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('shows and saves the settings, behind app:settings', async () => {
    expect((await call('GET', '/api/app/settings/ai', narrow)).statusCode).toBe(403);
    const shown = ZAiSettingsAnswer.parse(
      (await call('GET', '/api/app/settings/ai', staff)).json(),
    );
    expect(shown).toMatchObject({
      enableAiOnTrustCenter: true,
      plan: 'growth',
      planHasAi: true,
      answerer: { kind: 'model', model: 'tiny', host: '127.0.0.1:9' },
      products: [{ productId: product.id, name: 'Cloud', genAiEnabled: true }],
    });
    const saved = await call('PUT', '/api/app/settings/ai', staff, {
      enableAiOnTrustCenter: false,
      products: [{ productId: product.id, genAiEnabled: false }],
    });
    expect(ZAiSettingsAnswer.parse(saved.json())).toMatchObject({
      enableAiOnTrustCenter: false,
      products: [{ genAiEnabled: false }],
    });
    const view = ZPortalView.parse(
      (
        await t.app.inject({ url: `/api/portal/${org.slug}/view`, headers: { cookie: member } })
      ).json(),
    );
    expect(view.search).toEqual({
      aiAccessLevel: 'UserDisabled',
      source: 'semantic',
      aiOnTrustCenter: false,
    });
    const refused = await answerAs(
      t.app,
      org.slug,
      { query: {}, cookie: member },
      product.id,
      'x y',
    );
    expect(refused.status).toBe(403);
    await call('PUT', '/api/app/settings/ai', staff, {
      enableAiOnTrustCenter: true,
      products: [{ productId: product.id, genAiEnabled: true }],
    });
  });

  it('lists questions Ask AI could not answer, behind app:knowledge-base', async () => {
    // An organisation without content: nothing is sent to the model, the question is kept.
    const asked = await answerAs(
      t.app,
      org.slug,
      { query: {}, cookie: member },
      product.id,
      'Do you have a SOC 3?',
    );
    expect(asked.status).toBe(200);
    expect((await call('GET', '/api/app/knowledge-base/unanswered', narrow)).statusCode).toBe(403);
    const list = ZUnansweredList.parse(
      (await call('GET', '/api/app/knowledge-base/unanswered', staff)).json(),
    );
    expect(list.questions.map((q) => q.question)).toEqual(['Do you have a SOC 3?']);
    const id = list.questions[0]?.id ?? '';
    expect(
      (await call('DELETE', `/api/app/knowledge-base/unanswered/${id}`, staff)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/app/knowledge-base/unanswered/${id}`, staff)).statusCode,
    ).toBe(404);
  });
});
