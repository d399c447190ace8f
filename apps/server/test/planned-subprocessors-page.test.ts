/**
 * Planned subprocessor changes in the page the server renders (docs/portal.md, Server rendering;
 * docs/editing.md, Planned subprocessor changes): a visitor without a session reads them on the
 * Subprocessors card without the page's script, the page carries them for hydration, and
 * announcing or cancelling one changes the page's ETag, so a kept page never hides one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subprocessorChanges } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  type CardRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

describe.each(await databaseKinds())(
  'planned subprocessor changes in the rendered page (%s)',
  (kind) => {
    let t: TestApp;
    let web: TestWebDist;
    let org: OrgRow;
    let product: ProductRow;
    let card: CardRow;

    beforeAll(async () => {
      web = makeWebDist({ rendered: true });
      t = await createTestApp(kind, { webDist: web.webDist });
      const { db } = t.database;
      org = await buildOrg(db, { name: 'Planned Corp' });
      product = await buildProduct(db, org);
      card = await buildCard(db, product, { kind: 'Subprocessors' });
      await buildItem(db, card, { title: 'Cloudhost' });
    });

    afterAll(async () => {
      await t?.close();
      web?.remove();
    });

    const page = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/trust/${org.slug}`, headers });
    const plannedOf = (html: string) =>
      (
        JSON.parse(
          /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html)?.[1] ??
            'null',
        ) as { planned: { changes: { name: string; mayObject: boolean }[] } | null }
      ).planned;

    it('renders a public planned change on the card, carries it, and changes the ETag', async () => {
      const before = await page();
      expect(before.statusCode).toBe(200);
      expect(plannedOf(before.body)).toEqual({ changes: [] });

      const [change] = await t.database.db
        .insert(subprocessorChanges)
        .values({
          orgId: org.id,
          productId: product.id,
          cardId: card.id,
          kind: 'addition',
          company: { source: 'custom', name: 'Mailrelay', domain: null, url: null, logo: null },
          purpose: 'Transactional mail',
          location: 'Ireland',
          effectiveOn: '2099-03-01',
        })
        .returning();
      const announced = await page({ 'if-none-match': String(before.headers.etag) });
      expect(announced.statusCode).toBe(200);
      expect(announced.headers.etag).not.toBe(before.headers.etag);
      const html = announced.body.slice(0, announced.body.indexOf('id="portal-data"'));
      expect(html).toContain('Mailrelay');
      expect(html).toContain('Planned from');
      expect(plannedOf(announced.body)?.changes).toMatchObject([
        { name: 'Mailrelay', mayObject: false },
      ]);

      // A members-only change is not in a visitor's page.
      await t.database.db
        .update(subprocessorChanges)
        .set({ access: 'restricted' })
        .where(eq(subprocessorChanges.id, change?.id ?? ''));
      const membersOnly = await page({ 'if-none-match': String(announced.headers.etag) });
      expect(membersOnly.statusCode).toBe(200);
      expect(membersOnly.body).not.toContain('Mailrelay');
      expect(plannedOf(membersOnly.body)).toEqual({ changes: [] });
    });
  },
);
