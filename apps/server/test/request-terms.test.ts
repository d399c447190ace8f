/**
 * The request form's agreement (docs/access.md, Request access): asked only when there are terms
 * to agree to, the organisation's or else the instance's, and then linked and required.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, type TAccessRequestForm } from '@trustfront/core';
import { accessSettings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  address,
  buildPortalWorld,
  requestBody,
  type PortalWorld,
} from './helpers/member-access.ts';

describe.each(await databaseKinds())('the terms of the request form on %s', (kind) => {
  let t: TestApp;
  let w: PortalWorld;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildPortalWorld(t.database.db, t.storage);
  });
  afterAll(() => t.close());

  const form = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/portal/${w.org.slug}/request-form` })
    ).json<TAccessRequestForm>();
  const ask = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${w.org.slug}/request`,
      payload: body,
      remoteAddress: `192.0.2.${++client % 250}`,
    });
  /** The request without the agreement (JSON leaves an undefined field out). */
  const unagreed = (email: string) => ({ ...requestBody(w.product.id, email), agree: undefined });

  it('asks no agreement while no terms are set', async () => {
    expect(await form()).toMatchObject({ termsUrl: null, privacyUrl: null });
    expect((await ask(unagreed(address('no-terms.example')))).json()).toEqual({
      status: 'Pending',
    });
  });

  it("links the organisation's terms and requires agreeing to them", async () => {
    await t.database.db
      .insert(accessSettings)
      .values({ orgId: w.org.id, termsUrl: 'https://org.example/terms' });
    expect(await form()).toMatchObject({ termsUrl: 'https://org.example/terms', privacyUrl: null });
    const refused = await ask(unagreed(address('terms.example')));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(ACCESS_MESSAGES.agreeRequired);
    expect((await ask(requestBody(w.product.id, address('terms.example')))).json()).toEqual({
      status: 'Pending',
    });
  });
});

describe.each(await databaseKinds())("the instance's own terms on %s", (kind) => {
  let t: TestApp;
  afterAll(() => t.close());

  it("links the instance's terms when the organisation has none", async () => {
    t = await createTestApp(kind, { platformPrivacyUrl: 'https://instance.example/privacy' });
    const w = await buildPortalWorld(t.database.db, t.storage);
    const form = (
      await t.app.inject({ method: 'GET', url: `/api/portal/${w.org.slug}/request-form` })
    ).json<TAccessRequestForm>();
    expect(form).toMatchObject({ termsUrl: null, privacyUrl: 'https://instance.example/privacy' });
  });
});
