/**
 * The server-rendered portal page in the reader's language (docs/languages.md): rendered by the
 * web app's own rendering module with the interface's texts and staff's translations in the
 * language `Accept-Language`, the saved choice or a locale path asks for; the page's data names
 * it, and its ETag and `Vary` follow the language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import { buildCard, buildItem, buildOrg, buildProduct, type OrgRow } from './factories.ts';

describe.each(await databaseKinds())('server-rendered page in the reader language (%s)', (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let org: OrgRow;

  beforeAll(async () => {
    web = makeWebDist({ rendered: true });
    t = await createTestApp(kind, { webDist: web.webDist });
    const { db } = t.database;
    org = await buildOrg(
      db,
      { name: 'Sprache Corp' },
      { languages: ['en', 'de', 'fr'], defaultLanguage: 'en' },
    );
    const product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Certifications' });
    const item = await buildItem(db, card, { title: 'Secure development' });
    await db.insert(translations).values({
      orgId: org.id,
      entity: 'item',
      entityId: item.id,
      field: 'title',
      language: 'de',
      text: 'Sichere Entwicklung',
    });
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const dataOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html)?.[1] ??
        'null',
    ) as {
      language: string;
      viewLanguage: string | null;
      view: { language?: { current: string } };
    };

  it('renders the German interface and content for Accept-Language de', async () => {
    const res = await page(`/trust/${org.slug}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain('Sichere Entwicklung');
    expect(res.body).not.toContain('Secure development');
    // The interface's own texts: the footer's link and the cards' default title.
    expect(res.body).toContain('Dokument prüfen');
    expect(res.body).toContain('hreflang="de"');
    const data = dataOf(res.body);
    expect(data.language).toBe('de');
    expect(data.viewLanguage).toBeNull();
    expect(data.view.language?.current).toBe('de');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('varies its ETag by language and renders a locale path in its language', async () => {
    const english = await page(`/trust/${org.slug}`, { 'accept-language': 'en' });
    expect(english.body).toContain('Secure development');
    expect(english.body).toContain('Verify a document');
    const german = await page(`/trust/${org.slug}`, {
      'accept-language': 'de',
      'if-none-match': String(english.headers.etag),
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(english.headers.etag);

    const french = await page(`/trust/${org.slug}/fr`, { 'accept-language': 'de' });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('Vérifier un document');
    // No French title: the default language's.
    expect(french.body).toContain('Secure development');
    expect(dataOf(french.body).viewLanguage).toBe('fr');
  });
});
