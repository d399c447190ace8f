/**
 * The portal in the reader's language (docs/languages.md): the organisation's languages as staff
 * set them, staff's translations, the view and the page in the language `?lang=`, the saved
 * choice or `Accept-Language` asks for, the default language's text where one is missing, and
 * subscribers' mails in their language.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES, ZPortalView, type TTranslationsAnswer } from '@trustfront/core';
import { mails, subscribers, topics, updates } from '../src/db/schema/index.ts';
import { fanOutUpdate } from '../src/services/updates/fan-out.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type ItemRow,
  type OrgRow,
} from './factories.ts';

const TEMPLATE = `<!doctype html>\n<html lang="en">\n<head><!--app-head--></head><body><div id="root"><!--app-shell--></div></body></html>`;

describe.each(await databaseKinds())('languages (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let org: OrgRow;
  let item: ItemRow;
  let overviewCardId: string;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustfront-languages-'));
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist });
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Lingua Corp' });
    const product = await buildProduct(db, org);
    const overview = await buildCard(db, product, {
      kind: 'Overview',
      content: { overview: 'We protect your data.' },
    });
    overviewCardId = overview.id;
    const documents = await buildCard(db, product, { kind: 'Documents' });
    item = await buildItem(db, documents, {
      title: 'Penetration test',
      details: { explanation: 'Yearly, by an outside firm.' },
    });
    admin = (await buildStaff(db, org, ['app:settings'])).cookie;
    editor = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const putSettings = (payload: object, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/languages',
      headers: { cookie },
      payload,
    });
  const translate = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/app/translations', headers: { cookie }, payload });
  const view = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/portal/${org.slug}/view${query}`, headers });
  const viewIn = async (headers: Record<string, string> = {}, query = '') => {
    const answer = ZPortalView.parse((await view(headers, query)).json());
    const cards = new Map(answer.cards.map((c) => [c.kind, c]));
    return {
      language: answer.language?.current,
      overview: cards.get('Overview')?.content.overview,
      documentsTitle: cards.get('Documents')?.title,
      itemTitle: cards.get('Documents')?.items[0]?.title,
      explanation: cards.get('Documents')?.items[0]?.details.explanation,
    };
  };

  it('guards the settings and translations by the settings scope', async () => {
    expect((await putSettings({ offered: ['en'], defaultLanguage: 'en' }, editor)).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/app/translations?language=de',
      headers: { cookie: editor },
    });
    expect(list.statusCode).toBe(403);
    expect((await translate({}, editor)).statusCode).toBe(403);
  });

  it('refuses a default language that is not offered, and an unknown language', async () => {
    const notOffered = await putSettings({ offered: ['en', 'fr'], defaultLanguage: 'de' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.body).toContain(LANGUAGE_MESSAGES.defaultNotOffered);
    expect((await putSettings({ offered: ['en', 'it'], defaultLanguage: 'en' })).statusCode).toBe(
      400,
    );
    expect((await putSettings({ offered: [], defaultLanguage: 'en' })).body).toContain(
      LANGUAGE_MESSAGES.noneOffered,
    );
  });

  it('saves the offered languages and staff translations, refusing others’ things', async () => {
    const saved = await putSettings({ offered: ['fr', 'de', 'en'], defaultLanguage: 'en' });
    expect(saved.json()).toEqual({ offered: ['en', 'de', 'fr'], defaultLanguage: 'en' });
    const german = {
      entity: 'item',
      entityId: item.id,
      language: 'de',
      texts: { title: 'Penetrationstest', explanation: '' },
    };
    expect((await translate(german)).statusCode).toBe(204);
    expect(
      (
        await translate({
          entity: 'card',
          entityId: overviewCardId,
          language: 'de',
          texts: { overview: 'Wir schützen Ihre Daten.' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await translate({ ...german, texts: { price: 'x' } })).statusCode).toBe(400);
    const stranger = await buildOrg(t.database.db);
    expect(
      (await translate({ ...german, entity: 'nda', entityId: stranger.id, texts: { text: 'NDA' } }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/app/translations?language=de',
      headers: { cookie: admin },
    });
    const texts = list.json<TTranslationsAnswer>().texts;
    expect(texts.find((x) => x.entityId === item.id && x.field === 'title')).toMatchObject({
      original: 'Penetration test',
      translation: 'Penetrationstest',
    });
  });

  it('answers the view in German for Accept-Language de, the default where untranslated', async () => {
    const res = await view({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(String(res.headers.vary)).toContain('accept-language');
    expect(await viewIn({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toEqual({
      language: 'de',
      overview: 'Wir schützen Ihre Daten.',
      documentsTitle: 'Dokumente',
      itemTitle: 'Penetrationstest',
      // Not translated: the default language's text.
      explanation: 'Yearly, by an outside firm.',
    });
    expect(await viewIn()).toMatchObject({ language: 'en', itemTitle: 'Penetration test' });
  });

  it('lets ?lang= override the saved choice, and the saved choice Accept-Language', async () => {
    const french = await viewIn({ 'accept-language': 'de', cookie: 'tf_lang=de' }, '?lang=fr');
    expect(french).toMatchObject({
      language: 'fr',
      documentsTitle: 'Documents',
      overview: 'We protect your data.',
      itemTitle: 'Penetration test',
    });
    expect(await viewIn({ 'accept-language': 'fr', cookie: 'tf_lang=de' })).toMatchObject({
      language: 'de',
    });
    // ETags differ by language: a German answer never revalidates an English one.
    const en = await view({ 'accept-language': 'en' });
    const de = await view({ 'accept-language': 'de', 'if-none-match': String(en.headers.etag) });
    expect(de.statusCode).toBe(200);
  });

  it('writes the page in the reader language, with hreflang alternates and canonicals', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/trust/${org.slug}`,
      headers: { 'accept-language': 'de' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(String(page.headers.vary).toLowerCase()).toContain('accept-language');
    const base = `http://localhost:3000/trust/${org.slug}`;
    for (const [lang, href] of [
      ['en', base],
      ['de', `${base}/de`],
      ['fr', `${base}/fr`],
      ['x-default', base],
    ]) {
      expect(page.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
    expect(page.body).toContain(`<link rel="canonical" href="${base}/de">`);
    // Accept-Language decides the view as it decides the page: the preload asks no language.
    expect(page.body).toContain(`href="/api/portal/${org.slug}/view" as="fetch"`);

    const french = await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/fr` });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(`<meta name="trustfront-base" content="/trust/${org.slug}/fr">`);
    expect(french.body).toContain(`/api/portal/${org.slug}/view?lang=fr`);
    expect(french.body).toContain('<meta name="trustfront-lang" content="fr">');
    const defaultPath = await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/en?x=1` });
    expect(defaultPath.statusCode).toBe(302);
    expect(defaultPath.headers.location).toBe(`/trust/${org.slug}?x=1`);
  });

  it('writes subscribers’ mails in their language', async () => {
    const { db } = t.database;
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/subscribe?lang=de`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { email: 'leser@lingua.example' },
    });
    expect(subscribed.statusCode).toBe(200);
    const [confirm] = await db.select().from(mails).where(eq(mails.to, 'leser@lingua.example'));
    expect(confirm?.subject).toContain('Bestätigen Sie Ihr Abonnement');
    const [row] = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'leser@lingua.example'));
    expect(row?.language).toBe('de');

    await db
      .update(subscribers)
      .set({ status: 'confirmed' })
      .where(eq(subscribers.email, 'leser@lingua.example'));
    await db
      .insert(subscribers)
      .values({ orgId: org.id, email: 'reader@lingua.example', status: 'confirmed' });
    const [topic] = await db
      .insert(topics)
      .values({ orgId: org.id, subject: 'Audit', category: 'compliance' })
      .returning();
    if (!topic) throw new Error('no topic');
    const [update] = await db
      .insert(updates)
      .values({ topicId: topic.id, message: 'We passed our audit.', channels: ['email'] })
      .returning();
    if (!update) throw new Error('no update');
    await translate({
      entity: 'update',
      entityId: update.id,
      language: 'de',
      texts: { message: 'Wir haben unser Audit bestanden.' },
    });
    const written = await fanOutUpdate(
      { db, config: testConfig() },
      { updateId: update.id, subscribers: true, audience: [] },
    );
    expect(written).toBe(2);
    const sent = await db.select().from(mails).where(eq(mails.updateId, update.id));
    const textTo = (to: string) => sent.find((m) => m.to === to)?.text ?? '';
    expect(textTo('leser@lingua.example')).toContain('Wir haben unser Audit bestanden.');
    expect(textTo('leser@lingua.example')).toContain('Zum Abbestellen');
    expect(textTo('reader@lingua.example')).toContain('We passed our audit.');
    expect(textTo('reader@lingua.example')).toContain('To unsubscribe');
  });

  it('shows trust updates in the reader language on the portal', async () => {
    const { db } = t.database;
    const [topic] = await db
      .insert(topics)
      .values({ orgId: org.id, subject: 'Pen test', category: 'compliance' })
      .returning();
    if (!topic) throw new Error('no topic');
    const [update] = await db
      .insert(updates)
      .values({ topicId: topic.id, message: 'Done, no findings.', channels: ['status_page'] })
      .returning();
    if (!update) throw new Error('no update');
    await translate({
      entity: 'update',
      entityId: update.id,
      language: 'de',
      texts: { message: 'Erledigt, ohne Befund.' },
    });
    const messageIn = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/portal/${org.slug}/compliance-update`,
        headers: { 'accept-language': language },
      });
      const answer = res.json<{ topics: { subject: string; updates: { message: string }[] }[] }>();
      return answer.topics.find((x) => x.subject === 'Pen test')?.updates[0]?.message;
    };
    expect(await messageIn('de')).toBe('Erledigt, ohne Befund.');
    expect(await messageIn('fr')).toBe('Done, no findings.');
  });
});
