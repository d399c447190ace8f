/** Bulk download end to end: the request, the stored grant, and the zip its link streams. */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBulkDownloadResponse,
  bridgeLetterFileId,
  type TBulkDownloadFile,
} from '@trustfront/core';
import { bulkDownloads, itemFiles, portalCustomizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { readZip } from './helpers/zip.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  buildStaff,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

describe.each(await databaseKinds())('bulk download (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let report: ItemRow;
  let policy: ItemRow;
  let secret: ItemRow;
  let reportPdf: FileRow;
  let reportAnnex: FileRow;
  let policyPdf: FileRow;
  let policyDuplicate: FileRow;
  let viewOnly: FileRow;
  let secretPdf: FileRow;
  let big: FileRow;
  let bigContent: Buffer;
  let accountCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Zip Corp' });
    product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Reports' });
    report = await buildItem(db, card, {
      title: 'SOC 2 Type II',
      access: 'restricted',
      bridgeLetter: {
        letterEnabled: true,
        letterContent: 'Controls remained in place.',
        signerName: 'Dana Signer',
        signerTitle: 'CISO',
        letterType: 'SOC 2',
      },
    });
    policy = await buildItem(db, card, { title: 'Security / Privacy Policy' });
    secret = await buildItem(db, card, { title: 'Red team', access: 'restricted_hidden' });
    const file = (
      item: ItemRow,
      originalName: string,
      content: Buffer = Buffer.from(originalName),
    ) => buildFile(db, t.storage, org, { item, originalName, content });
    reportPdf = await file(report, 'report.pdf');
    reportAnnex = await file(report, 'annex.pdf');
    policyPdf = await file(policy, 'policy.pdf', Buffer.from('first policy'));
    policyDuplicate = await file(policy, 'policy.pdf', Buffer.from('second policy'));
    viewOnly = await buildFile(db, t.storage, org, {
      item: policy,
      originalName: 'view-only.pdf',
      documentAccessType: 'view_only',
    });
    secretPdf = await file(secret, 'secret.pdf');
    bigContent = randomBytes(3 * 1024 * 1024);
    big = await file(policy, 'big.bin', bigContent);
    const profile = await buildProfile(db, org, [report]);
    accountCookie = (await buildAccount(db, org, { profile })).cookie;
    staffCookie = (
      await buildStaff(db, org, ['statuspage:edit', 'files:view', 'files:download', 'app:accounts'])
    ).cookie;
  });
  afterAll(() => t.close());

  const request = (
    files: TBulkDownloadFile[],
    opts: {
      cookie?: string;
      orgSlug?: string;
      productId?: string;
      bodyProductId?: string;
      query?: Record<string, string>;
    } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${opts.orgSlug ?? org.slug}/products/${opts.productId ?? product.id}/bulk-download?${new URLSearchParams(opts.query)}`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      payload: { files, productId: opts.bodyProductId ?? product.id, selectAllUsed: false },
    });

  /** POSTs and answers the link, failing unless the request succeeded. */
  const link = async (files: TBulkDownloadFile[], opts: Parameters<typeof request>[1] = {}) => {
    const res = await request(files, opts);
    expect(res.statusCode).toBe(200);
    return ZBulkDownloadResponse.parse(res.json());
  };

  /** Follows a link, with or without a session. */
  const follow = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const idOf = (fileUrl: string) => fileUrl.split('/').at(-1) ?? '';

  const pair = (item: ItemRow, file: FileRow) => ({ itemUid: item.id, fileId: file.id });
  const letter = (item: ItemRow) => ({
    itemUid: item.id,
    fileId: bridgeLetterFileId(item.id),
    generated: true,
  });

  it('zips exactly the selected permitted files under {item title}/{original name}', async () => {
    const res = await request(
      [
        pair(report, reportPdf),
        letter(report),
        pair(policy, policyPdf),
        pair(policy, policyDuplicate),
        pair(policy, viewOnly),
        pair(secret, secretPdf),
      ],
      { cookie: accountCookie },
    );
    expect(res.statusCode).toBe(200);
    const body = ZBulkDownloadResponse.parse(res.json());
    expect(body.successCount).toBe(4);
    expect(body.failedFileIds).toEqual([viewOnly.id, secretPdf.id]);

    const zip = await follow(body.fileUrl, accountCookie);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(
      `attachment; filename=Zip-Corp-documents.zip`,
    );
    expect(zip.headers['cache-control']).toBe('private, no-store');
    // Streamed: the length is not known up front.
    expect(zip.headers['content-length']).toBeUndefined();

    const entries = await readZip(zip.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'SOC 2 Type II/report.pdf',
      'SOC 2 Type II/Zip-Corp-SOC-2-Type-II.pdf',
      'Security - Privacy Policy/policy.pdf',
      'Security - Privacy Policy/policy (2).pdf',
    ]);
    const data = new Map(entries.map((e) => [e.name, e.data.toString('latin1')]));
    expect(data.get('SOC 2 Type II/report.pdf')).toBe('report.pdf');
    expect(data.get('SOC 2 Type II/Zip-Corp-SOC-2-Type-II.pdf')).toMatch(/^%PDF-/);
    expect(data.get('Security - Privacy Policy/policy.pdf')).toBe('first policy');
    expect(data.get('Security - Privacy Policy/policy (2).pdf')).toBe('second policy');
    // Unselected documents stay out.
    expect(entries.some((e) => e.name.endsWith(`/${reportAnnex.originalName}`))).toBe(false);
  });

  it('streams large files intact', async () => {
    const res = await request([pair(policy, big)]);
    const { fileUrl } = ZBulkDownloadResponse.parse(res.json());
    const entries = await readZip((await t.app.inject({ method: 'GET', url: fileUrl })).rawPayload);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data.equals(bigContent)).toBe(true);
  });

  it('gives public visitors only public documents', async () => {
    const res = await request([pair(report, reportPdf), letter(report), pair(policy, policyPdf)]);
    const body = ZBulkDownloadResponse.parse(res.json());
    expect(body.successCount).toBe(1);
    expect(body.failedFileIds).toEqual([reportPdf.id, bridgeLetterFileId(report.id)]);
    const entries = await readZip(
      (await t.app.inject({ method: 'GET', url: body.fileUrl })).rawPayload,
    );
    expect(entries.map((e) => e.name)).toEqual(['Security - Privacy Policy/policy.pdf']);
  });

  it('answers 403 nothing_to_download when no document is permitted', async () => {
    const res = await request([pair(policy, viewOnly), pair(secret, secretPdf)]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('nothing_to_download');
    const unknown = await request([{ itemUid: randomUUID(), fileId: randomUUID() }]);
    expect(unknown.statusCode).toBe(403);
  });

  it('answers 403 bulk_download_disabled when the organisation turned it off', async () => {
    const { db } = t.database;
    const off = await buildOrg(db, {}, { allowBulkDownload: false });
    const offProduct = await buildProduct(db, off);
    const item = await buildItem(db, await buildCard(db, offProduct));
    const file = await buildFile(db, t.storage, off, { item });
    const res = await request([pair(item, file)], { orgSlug: off.slug, productId: offProduct.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bulk_download_disabled');
  });

  it('validates the body and refuses a product other than the path', async () => {
    const mismatch = await request([pair(policy, policyPdf)], { bodyProductId: randomUUID() });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('product_mismatch');
    const empty = await request([]);
    expect(empty.statusCode).toBe(400);
    const otherProduct = await buildProduct(t.database.db, org);
    const wrong = await request([pair(policy, policyPdf)], {
      productId: otherProduct.id,
      bodyProductId: otherProduct.id,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers a link to a stored grant, with the preview parameters kept off the URL', async () => {
    const { fileUrl } = await link([pair(report, reportPdf), pair(policy, policyPdf)], {
      cookie: staffCookie,
      query: { mode: 'main' },
    });
    expect(fileUrl).toMatch(new RegExp(`^/api/portal/${org.slug}/bulk-download/[0-9a-f-]{36}$`));
    const [row] = await t.database.db
      .select()
      .from(bulkDownloads)
      .where(eq(bulkDownloads.id, idOf(fileUrl)));
    expect(row?.orgId).toBe(org.id);
    expect(row?.productId).toBe(product.id);
    expect(row?.viewer).toEqual({ mode: 'main' });
    expect(row?.files).toEqual([pair(report, reportPdf), pair(policy, policyPdf)]);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 10 * 60_000)).toBeLessThan(5_000);

    const publicLink = await link([pair(policy, policyPdf)]);
    const [publicRow] = await t.database.db
      .select({ viewer: bulkDownloads.viewer })
      .from(bulkDownloads)
      .where(eq(bulkDownloads.id, idOf(publicLink.fileUrl)));
    expect(publicRow?.viewer).toEqual({});
  });

  it("answers 404 download_expired for expired, unknown and other organisations' links", async () => {
    const { db } = t.database;
    const expectExpired = async (url: string) => {
      const answer = await follow(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error: {
          code: 'download_expired',
          message: 'This download link is invalid or has expired.',
        },
      });
    };
    const { fileUrl } = await link([pair(policy, policyPdf)]);
    const id = idOf(fileUrl);
    const setExpiry = (offsetMs: number) =>
      db
        .update(bulkDownloads)
        .set({ expiresAt: new Date(Date.now() + offsetMs) })
        .where(eq(bulkDownloads.id, id));

    await setExpiry(60_000);
    expect((await follow(fileUrl)).statusCode).toBe(200);
    await setExpiry(-1_000);
    await expectExpired(fileUrl);

    // The next request removes expired grants, of any organisation.
    await link([pair(policy, policyPdf)]);
    expect(await db.select().from(bulkDownloads).where(eq(bulkDownloads.id, id))).toEqual([]);

    const base = `/api/portal/${org.slug}/bulk-download`;
    await expectExpired(`${base}/${randomUUID()}`);
    const fresh = await link([pair(policy, policyPdf)]);
    const other = await buildOrg(db);
    await expectExpired(`/api/portal/${other.slug}/bulk-download/${idOf(fresh.fileUrl)}`);
    // An unknown organisation is refused as on every portal route.
    const unknown = await follow(`/api/portal/no-such-org/bulk-download/${idOf(fresh.fileUrl)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'company_not_found' } });
    expect((await follow(fresh.fileUrl)).statusCode).toBe(200);

    const malformed = await follow(`${base}/not-a-uuid`);
    expect(malformed.statusCode).toBe(400);
  });

  it('checks the documents again for whoever follows the link', async () => {
    const selection = [pair(report, reportPdf), letter(report), pair(policy, policyPdf)];
    const { fileUrl, successCount } = await link(selection, { cookie: accountCookie });
    expect(successCount).toBe(3);
    const names = async (cookie?: string) => {
      const zip = await follow(fileUrl, cookie);
      expect(zip.statusCode).toBe(200);
      return (await readZip(zip.rawPayload)).map((e) => e.name);
    };
    // The member's session: every permitted file.
    expect(await names(accountCookie)).toEqual([
      'SOC 2 Type II/report.pdf',
      'SOC 2 Type II/Zip-Corp-SOC-2-Type-II.pdf',
      'Security - Privacy Policy/policy.pdf',
    ]);
    // Forwarded to a stranger: only the public document.
    expect(await names()).toEqual(['Security - Privacy Policy/policy.pdf']);

    const restricted = await link([pair(report, reportPdf), letter(report)], {
      cookie: accountCookie,
    });
    expect((await follow(restricted.fileUrl, accountCookie)).statusCode).toBe(200);
    const stranger = await follow(restricted.fileUrl);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('nothing_to_download');
  });

  it('never lends a staff preview to whoever follows the link', async () => {
    const profile = await buildProfile(t.database.db, org, [report]);
    const selection = [pair(report, reportPdf), pair(policy, policyPdf)];
    const previews: Record<string, string>[] = [
      { mode: 'main' },
      { permissionProfileId: profile.id },
    ];
    for (const query of previews) {
      const { fileUrl, successCount } = await link(selection, { cookie: staffCookie, query });
      expect(successCount).toBe(2);
      const staff = await follow(fileUrl, staffCookie);
      expect(await readZip(staff.rawPayload)).toHaveLength(2);
      for (const cookie of [undefined, accountCookie]) {
        const other = await follow(fileUrl, cookie);
        expect(other.statusCode).toBe(200);
        // The member's own profile includes the report; a stranger gets the public policy only.
        expect(await readZip(other.rawPayload)).toHaveLength(cookie ? 2 : 1);
      }
    }
  });

  it('leaves out documents unlinked since the request', async () => {
    const { db } = t.database;
    const extra = await buildFile(db, t.storage, org, { item: policy, originalName: 'gone.pdf' });
    const { fileUrl } = await link([pair(policy, policyPdf), pair(policy, extra)]);
    await db.delete(itemFiles).where(eq(itemFiles.fileId, extra.id));
    const entries = await readZip((await follow(fileUrl)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['Security - Privacy Policy/policy.pdf']);
  });

  it('answers 403 bulk_download_disabled on a link once the organisation turned it off', async () => {
    const { db } = t.database;
    const later = await buildOrg(db);
    const laterProduct = await buildProduct(db, later);
    const item = await buildItem(db, await buildCard(db, laterProduct));
    const file = await buildFile(db, t.storage, later, { item });
    const { fileUrl } = await link([pair(item, file)], {
      orgSlug: later.slug,
      productId: laterProduct.id,
      bodyProductId: laterProduct.id,
    });
    await db
      .update(portalCustomizations)
      .set({ allowBulkDownload: false })
      .where(eq(portalCustomizations.orgId, later.id));
    const res = await follow(fileUrl);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bulk_download_disabled');
  });

  it('zips a request of 300 files', async () => {
    const { db } = t.database;
    const card = await buildCard(db, product, { kind: 'Policies' });
    const selection: TBulkDownloadFile[] = [];
    for (let i = 0; i < 3; i++) {
      const item = await buildItem(db, card, { title: `Batch ${i}` });
      for (let n = 0; n < 100; n++) {
        const name = `doc-${i}-${n}.txt`;
        const file = await buildFile(db, t.storage, org, { item, originalName: name });
        selection.push(pair(item, file));
      }
    }
    const body = await link(selection);
    expect(body.successCount).toBe(300);
    expect(body.failedFileIds).toEqual([]);
    const entries = await readZip((await follow(body.fileUrl)).rawPayload);
    expect(entries).toHaveLength(300);
    expect(entries[0]).toEqual({
      name: 'Batch 0/doc-0-0.txt',
      data: Buffer.from('content of doc-0-0.txt'),
    });
    expect(entries.at(-1)?.name).toBe('Batch 2/doc-2-99.txt');
    expect(new Set(entries.map((e) => e.name)).size).toBe(300);
  });
});
