/**
 * Controls, facts and webpages in the private app: listed, created, edited and deleted by
 * knowledge-base staff, validated with clear messages, each change in the audit log and raising
 * the content revision, and searchable on the portal at once (internal ones by nobody outside).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { searchAs } from './helpers/search.ts';
import { buildOrg, buildProduct, buildStaff, type OrgRow, type ProductRow } from './factories.ts';

describe.each(await databaseKinds())('controls, facts and webpages admin (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let staff: string;
  let narrow: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { slug: 'records-admin' });
    product = await buildProduct(db, org);
    staff = (await buildStaff(db, org, ['app:knowledge-base', 'app:settings'])).cookie;
    narrow = (await buildStaff(db, org, ['app:cards'])).cookie;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = staff,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const revision = () => t.database.revisions.of(org.id);
  const titlesFor = async (term: string) =>
    (await searchAs(t.app, org.slug, { query: {} }, product.id, term)).map((r) => r.title);

  it('creates a fact that the portal search finds at once, edits it, deletes it', async () => {
    const before = await revision();
    const created = await call('POST', '/api/app/facts', {
      statement: 'Backups are kept for 35 days in a second region',
      details: 'Restores are tested every quarter.',
    });
    expect(created.statusCode).toBe(200);
    const fact = created.json();
    expect(fact).toMatchObject({
      visibility: 'public',
      details: 'Restores are tested every quarter.',
    });
    expect(await revision()).toBeGreaterThan(before);
    expect(await titlesFor('backups second region')).toContain(
      'Backups are kept for 35 days in a second region',
    );

    const edited = await call('PUT', `/api/app/facts/${fact.id}`, {
      statement: 'Backups are kept for 90 days in a second region',
      visibility: 'internal',
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('GET', '/api/app/facts')).json().records).toEqual([
      {
        id: fact.id,
        statement: 'Backups are kept for 90 days in a second region',
        details: '',
        visibility: 'internal',
      },
    ]);
    // Internal now: no visitor's search finds it.
    expect(await titlesFor('backups second region')).toEqual([]);

    expect((await call('DELETE', `/api/app/facts/${fact.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/app/facts')).json().records).toEqual([]);
    const log = (await call('GET', '/api/app/audit-log')).json();
    expect(log.entries.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'facts.delete',
      'facts.update',
      'facts.create',
    ]);
  });

  it('keeps controls and webpages, searchable by their name or title', async () => {
    const control = await call('POST', '/api/app/controls', {
      name: 'Quarterly access reviews',
      description: 'Managers confirm every employee account each quarter.',
      status: 'in_progress',
    });
    expect(control.statusCode).toBe(200);
    const page = await call('POST', '/api/app/webpages', {
      title: 'Security whitepaper',
      url: 'https://records.example/whitepaper',
      body: 'How the platform isolates tenants and protects keys.',
    });
    expect(page.statusCode).toBe(200);
    expect(await titlesFor('access reviews')).toContain('Quarterly access reviews');
    expect(await titlesFor('isolates tenants')).toContain('Security whitepaper');
    const updated = await call('PUT', `/api/app/controls/${control.json().id}`, {
      ...control.json(),
      status: 'implemented',
    });
    expect(updated.json().status).toBe('implemented');
  });

  it('refuses bad input with a clear message and keeps what was saved', async () => {
    const noName = await call('POST', '/api/app/controls', {
      name: '  ',
      description: 'x',
      status: 'implemented',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('This field is required');
    const badStatus = await call('POST', '/api/app/controls', {
      name: 'Pen tests',
      description: 'Yearly.',
      status: 'sometimes',
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain('Choose a status');
    const badUrl = await call('POST', '/api/app/webpages', {
      title: 'Status',
      url: 'javascript:alert(1)',
      body: 'Uptime.',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toContain('Enter a full address starting with https://');
    const saved = (await call('GET', '/api/app/webpages')).json().records;
    const refused = await call('PUT', `/api/app/webpages/${saved[0].id}`, { title: '' });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/app/webpages')).json().records).toEqual(saved);
    expect((await call('PUT', '/api/app/facts/not-an-id', { statement: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('is for knowledge-base staff only', async () => {
    const valid = {
      controls: { name: 'MFA', description: 'Everywhere.', status: 'implemented' },
      facts: { statement: 'MFA everywhere' },
      webpages: { title: 'MFA', url: 'https://records.example/mfa', body: 'Everywhere.' },
    };
    for (const [kind, body] of Object.entries(valid)) {
      expect((await call('GET', `/api/app/${kind}`, undefined, narrow)).statusCode).toBe(403);
      expect((await call('POST', `/api/app/${kind}`, body, narrow)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/app/facts')).json().records).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/facts' })).statusCode).toBe(401);
  });
});
