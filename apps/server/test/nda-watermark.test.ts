/**
 * The clickwrap NDA, watermarked copies and the access log, through the real API: a member who
 * has not accepted meets restricted documents locked; accepting is recorded (text, time, IP,
 * user agent); the signed copy is a PDF naming who accepted what and when; restricted PDFs a
 * member opens carry their watermark when the organisation asks (views, downloads, bulk
 * download) and never otherwise; every member view and download is in the staff's access log.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NDA_MESSAGES,
  ZBulkDownloadResponse,
  ZDocumentEventPage,
  ZNdaTerms,
  ZPortalView,
} from '@trustfront/core';
import { eq } from 'drizzle-orm';
import { documentEvents, ndaAcceptances, portalCustomizations } from '../src/db/schema/index.ts';
import { watermarkLine } from '../src/services/documents/watermark.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  CLICKWRAP,
  buildNdaFixture,
  saveSettings,
  type NdaFixture,
} from './helpers/nda-fixture.ts';
import { pdfText } from './helpers/pdf.ts';
import { readZip } from './helpers/zip.ts';

describe.each(await databaseKinds())('NDA, watermarks and the access log (%s)', (kind) => {
  let t: TestApp;
  let f: NdaFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildNdaFixture(t.database.db, t.storage);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(ndaAcceptances).where(eq(ndaAcceptances.orgId, f.org.id));
    await t.database.db.delete(documentEvents).where(eq(documentEvents.orgId, f.org.id));
    await saveSettings(t.app, f, {});
  });

  const portal = (
    method: 'GET' | 'POST',
    path: string,
    cookie?: string,
    query: Record<string, string> = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/portal/${f.org.slug}${path}?${new URLSearchParams(query)}`,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Vitest reviewer' },
      ...(payload ? { payload } : {}),
    });
  const file = (
    cookie: string | undefined,
    access: keyof NdaFixture['items'],
    disposition = 'inline',
  ) =>
    portal('GET', `/files/${f.items[access].pdf.id}`, cookie, {
      itemUid: f.items[access].item.id,
      productId: f.product.id,
      disposition,
    });
  const nda = async (cookie?: string, query: Record<string, string> = {}) =>
    ZNdaTerms.parse((await portal('GET', '/nda', cookie, query)).json());
  const accept = (cookie?: string) => portal('POST', '/nda/accept', cookie, {}, { agree: true });
  const stamp = () =>
    watermarkLine({ email: f.member.email, companyName: f.member.companyName, date: new Date() });

  it('without an NDA, members open their restricted documents and nobody is under NDA', async () => {
    expect(await nda(f.member.cookie)).toMatchObject({ passed: false, provider: 'none' });
    expect((await file(f.member.cookie, 'restricted')).statusCode).toBe(200);
    const refused = await accept(f.member.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('nda_not_required');
  });

  it('a member accepts the clickwrap NDA before restricted content reaches them', async () => {
    await saveSettings(t.app, f, CLICKWRAP);
    expect(await nda(f.member.cookie)).toEqual({
      passed: false,
      provider: 'clickwrap',
      email: f.member.email,
      text: CLICKWRAP.ndaText,
      acceptedAt: null,
    });
    const locked = await file(f.member.cookie, 'restricted');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('access_denied');
    expect((await file(f.member.cookie, 'restricted_hidden')).statusCode).toBe(404);
    expect((await file(f.member.cookie, 'public')).statusCode).toBe(200);
    const before = (await portal('GET', `/view/${f.product.id}`, f.member.cookie)).body;
    expect(before).not.toContain(f.items.restricted_hidden.item.id);

    const accepted = await accept(f.member.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(ZNdaTerms.parse(accepted.json())).toMatchObject({ passed: true, email: f.member.email });
    const [row, ...more] = await t.database.db
      .select()
      .from(ndaAcceptances)
      .where(eq(ndaAcceptances.orgId, f.org.id));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: f.member.email,
      companyName: f.member.companyName,
      fullName: 'Riley Reviewer',
      ndaText: CLICKWRAP.ndaText,
      ipAddress: '127.0.0.1',
      userAgent: 'Vitest reviewer',
    });
    // Accepting again records nothing new.
    expect((await accept(f.member.cookie)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.orgId, f.org.id)),
    ).toHaveLength(1);

    expect(await nda(f.member.cookie)).toMatchObject({ passed: true });
    expect((await file(f.member.cookie, 'restricted')).statusCode).toBe(200);
    const view = ZPortalView.parse(
      (await portal('GET', `/view/${f.product.id}`, f.member.cookie)).json(),
    );
    const titles = view.cards.flatMap((c) => c.items).map((i) => [i.title, i.isUnlocked]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Report restricted', true],
        ['Report restricted_hidden', true],
      ]),
    );

    // A changed text is asked again.
    await saveSettings(t.app, f, { ...CLICKWRAP, ndaText: `${CLICKWRAP.ndaText}\nAmended.` });
    expect(await nda(f.member.cookie)).toMatchObject({ passed: false });
    expect((await file(f.member.cookie, 'restricted')).statusCode).toBe(403);
  });

  it('only members accept; public visitors and staff are under no NDA', async () => {
    await saveSettings(t.app, f, CLICKWRAP);
    expect(await nda()).toMatchObject({ passed: false, provider: 'clickwrap', email: null });
    expect(await nda(f.staff.cookie, { permissionProfileId: f.profileId })).toMatchObject({
      passed: false,
      email: null,
    });
    expect((await accept()).statusCode).toBe(401);
    expect((await accept(f.staff.cookie)).statusCode).toBe(403);
    const badBody = await portal('POST', '/nda/accept', f.member.cookie, {}, { agree: false });
    expect(badBody.statusCode).toBe(400);
    // Staff previewing the profile see its restricted items without any NDA.
    // Without preview parameters a staff session is a public visitor: locked.
    expect((await file(f.staff.cookie, 'restricted')).statusCode).toBe(403);
    const previewed = await portal('GET', `/files/${f.items.restricted.pdf.id}`, f.staff.cookie, {
      itemUid: f.items.restricted.item.id,
      productId: f.product.id,
      permissionProfileId: f.profileId,
    });
    expect(previewed.statusCode).toBe(200);
  });

  it('the signed NDA downloads as a PDF recording who accepted what and when', async () => {
    await saveSettings(t.app, f, CLICKWRAP);
    const before = await portal('POST', '/download-signed-clickwrap-nda', f.member.cookie);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toEqual({
      code: 'nda_not_accepted',
      message: NDA_MESSAGES.notAccepted,
    });
    await accept(f.member.cookie);
    const res = await portal('POST', '/download-signed-clickwrap-nda', f.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Nda-Corp-NDA-${f.member.email}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Nda Corp Non-Disclosure Agreement',
      'The reviewer keeps every document confidential.',
      'No copies leave the company.',
      'Accepted by: Riley Reviewer',
      `E-mail: ${f.member.email}`,
      `Company: ${f.member.companyName}`,
      'IP address: 127.0.0.1',
      'User agent: Vitest reviewer',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Accepted at: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect((await portal('POST', '/download-signed-clickwrap-nda')).statusCode).toBe(404);
    expect(
      (await portal('POST', '/download-signed-clickwrap-nda', f.staff.cookie)).statusCode,
    ).toBe(404);
  });

  it("writes the signed NDA's labels in the member's language", async () => {
    const { db } = t.database;
    const only = eq(portalCustomizations.orgId, f.org.id);
    await db
      .update(portalCustomizations)
      .set({ languages: ['en', 'de'] })
      .where(only);
    try {
      await saveSettings(t.app, f, CLICKWRAP);
      await accept(f.member.cookie);
      const download = (headers: Record<string, string>, query = '') =>
        t.app.inject({
          method: 'POST',
          url: `/api/portal/${f.org.slug}/download-signed-clickwrap-nda${query}`,
          headers: { cookie: f.member.cookie, 'user-agent': 'Vitest reviewer', ...headers },
        });
      const german = await pdfText(
        (await download({ 'accept-language': 'de-DE,de;q=0.9' })).rawPayload,
      );
      for (const expected of [
        'Geheimhaltungsvereinbarung von Nda Corp',
        'Nachweis der Zustimmung',
        'Akzeptiert von: Riley Reviewer',
        `Unternehmen: ${f.member.companyName}`,
        'IP-Adresse: 127.0.0.1',
        // The agreement itself stays the organisation's text.
        'The reviewer keeps every document confidential.',
      ]) {
        expect(german).toContain(expected);
      }
      // The page's language, named by the portal, decides over the browser's.
      const asked = await pdfText(
        (await download({ 'accept-language': 'en' }, '?lang=de')).rawPayload,
      );
      expect(asked).toContain('Nachweis der Zustimmung');
      // A language the organisation does not offer gets its default.
      const french = await pdfText((await download({ 'accept-language': 'fr' })).rawPayload);
      expect(french).toContain('Record of acceptance');
      expect(french).not.toContain("Preuve d'acceptation");
    } finally {
      await db
        .update(portalCustomizations)
        .set({ languages: ['en'] })
        .where(only);
    }
  });

  it('watermarks restricted PDFs a member views or downloads, and logs each', async () => {
    await saveSettings(t.app, f, { watermarkDocuments: true });
    for (const access of ['restricted', 'restricted_hidden'] as const) {
      for (const disposition of ['inline', 'attachment']) {
        const res = await file(f.member.cookie, access, disposition);
        expect(res.statusCode).toBe(200);
        const text = await pdfText(res.rawPayload);
        expect(text).toContain(`Body of the ${access} report`);
        expect(text).toContain(stamp());
      }
    }
    // Public documents, other types, staff and public visitors get the file as stored.
    const pub = await file(f.member.cookie, 'public');
    expect(await pdfText(pub.rawPayload)).not.toContain(f.member.email);
    const png = await portal('GET', `/files/${f.items.restricted.png.id}`, f.member.cookie, {
      itemUid: f.items.restricted.item.id,
      productId: f.product.id,
    });
    expect(png.body).toBe('png bytes of restricted');
    const main = await portal('GET', `/files/${f.items.restricted.pdf.id}`, f.staff.cookie, {
      itemUid: f.items.restricted.item.id,
      productId: f.product.id,
      mode: 'main',
    });
    expect(await pdfText(main.rawPayload)).not.toContain('·');

    // Bulk download: the zip holds the member's watermarked copy.
    const bulk = await portal(
      'POST',
      `/products/${f.product.id}/bulk-download`,
      f.member.cookie,
      {},
      {
        productId: f.product.id,
        selectAllUsed: false,
        files: [
          { itemUid: f.items.restricted.item.id, fileId: f.items.restricted.pdf.id },
          { itemUid: f.items.public.item.id, fileId: f.items.public.pdf.id },
        ],
      },
    );
    const { fileUrl } = ZBulkDownloadResponse.parse(bulk.json());
    const zip = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { cookie: f.member.cookie },
    });
    const entries = await readZip(zip.rawPayload);
    const byName = new Map(entries.map((e) => [e.name, e.data]));
    const restrictedEntry = byName.get('Report restricted/restricted.pdf');
    const publicEntry = byName.get('Report public/public.pdf');
    if (!restrictedEntry || !publicEntry) throw new Error('Missing zip entries');
    expect(await pdfText(restrictedEntry)).toContain(stamp());
    expect(await pdfText(publicEntry)).not.toContain(f.member.email);

    // The access log: every member view and download, newest first, with its watermark flag.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/app/accounts/activity',
      headers: { cookie: f.staff.cookie },
    });
    expect(log.statusCode).toBe(200);
    const { events, total } = ZDocumentEventPage.parse(log.json());
    expect(total).toBe(8);
    const m = f.member.email;
    const summary = events.map((e) => [e.action, e.fileName, e.watermarked, e.email]);
    expect(summary.sort()).toEqual(
      [
        ['view', 'restricted.pdf', true, m],
        ['download', 'restricted.pdf', true, m],
        ['view', 'restricted_hidden.pdf', true, m],
        ['download', 'restricted_hidden.pdf', true, m],
        ['view', 'public.pdf', false, m],
        ['view', 'restricted.png', false, m],
        ['bulk_download', 'restricted.pdf', true, m],
        ['bulk_download', 'public.pdf', false, m],
      ].sort(),
    );
    // Newest first: the bulk download came last.
    expect(events[0]?.action).toBe('bulk_download');
    expect(events.every((e) => e.companyName === f.member.companyName)).toBe(true);
  });

  it('with watermarking off, members get the stored file', async () => {
    const res = await file(f.member.cookie, 'restricted', 'attachment');
    expect(await pdfText(res.rawPayload)).toBe('Body of the restricted report');
    const [event] = await t.database.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.orgId, f.org.id));
    expect(event).toMatchObject({ action: 'download', watermarked: false });
  });

  it('refuses to hand out an unreadable restricted PDF unmarked', async () => {
    await saveSettings(t.app, f, { watermarkDocuments: true });
    const { buildFile, linkFile } = await import('./factories.ts');
    const broken = await buildFile(t.database.db, t.storage, f.org, {
      originalName: 'broken.pdf',
      content: Buffer.from('%PDF-1.7 not really'),
    });
    await linkFile(t.database.db, f.items.restricted.item, broken, 5);
    const res = await portal('GET', `/files/${broken.id}`, f.member.cookie, {
      itemUid: f.items.restricted.item.id,
      productId: f.product.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('watermark_failed');
  });
});
