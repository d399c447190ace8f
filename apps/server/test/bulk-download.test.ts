/** Bulk download end to end: the request, the signed link, and the zip it streams. */
import { randomBytes, randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_DOWNLOAD_MAX_FILES,
  ZBulkDownloadResponse,
  bridgeLetterFileId,
  type TBulkDownloadFile,
} from '@trustfront/core';
import { issueBulkDownloadToken, verifyBulkDownloadToken } from '../src/services/bulk-download.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * Reads a zip through its central directory (end record → directory → local headers), inflating
 * deflated entries. Enough for the archives yazl writes (no zip64, no encryption).
 */
function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('No end of central directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory header');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('Bad local header');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

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
  });
  afterAll(() => t.close());

  const request = (
    files: TBulkDownloadFile[],
    opts: { cookie?: string; orgSlug?: string; productId?: string; bodyProductId?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${opts.orgSlug ?? org.slug}/products/${opts.productId ?? product.id}/bulk-download`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      payload: { files, productId: opts.bodyProductId ?? product.id, selectAllUsed: false },
    });

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

    const zip = await t.app.inject({ method: 'GET', url: body.fileUrl });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(
      `attachment; filename="Zip-Corp-documents.zip"`,
    );
    expect(zip.headers['cache-control']).toBe('private, no-store');
    // Streamed: the length is not known up front.
    expect(zip.headers['content-length']).toBeUndefined();

    const entries = readZip(zip.rawPayload);
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
    const entries = readZip((await t.app.inject({ method: 'GET', url: fileUrl })).rawPayload);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data.equals(bigContent)).toBe(true);
  });

  it('gives public visitors only public documents', async () => {
    const res = await request([pair(report, reportPdf), letter(report), pair(policy, policyPdf)]);
    const body = ZBulkDownloadResponse.parse(res.json());
    expect(body.successCount).toBe(1);
    expect(body.failedFileIds).toEqual([reportPdf.id, bridgeLetterFileId(report.id)]);
    const entries = readZip((await t.app.inject({ method: 'GET', url: body.fileUrl })).rawPayload);
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

  it('refuses tampered, expired, foreign and malformed links', async () => {
    const res = await request([pair(policy, policyPdf)]);
    const { fileUrl } = ZBulkDownloadResponse.parse(res.json());
    const token = fileUrl.split('/').at(-1) ?? '';
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString(
      'base64url',
    );
    const expectInvalid = async (url: string, code = 'invalid_token', status = 403) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(status);
      expect(answer.json().error.code).toBe(code);
    };
    const base = `/api/portal/${org.slug}/bulk-download`;
    await expectInvalid(`${base}/${header}.${extended}.${signature}`);
    await expectInvalid(`${base}/${header}.${payload}.${signature.slice(0, -2)}AA`);

    const grant = { orgId: org.id, productId: product.id, files: [pair(policy, policyPdf)] };
    const secret = testConfig().secret;
    const expired = await issueBulkDownloadToken(secret, grant, new Date(Date.now() - 11 * 60_000));
    await expectInvalid(`${base}/${expired}`);
    const fresh = await issueBulkDownloadToken(secret, grant, new Date(Date.now() - 9 * 60_000));
    expect((await t.app.inject({ method: 'GET', url: `${base}/${fresh}` })).statusCode).toBe(200);
    const wrongKey = await issueBulkDownloadToken('x'.repeat(40), grant);
    await expectInvalid(`${base}/${wrongKey}`);

    const other = await buildOrg(t.database.db);
    await expectInvalid(`/api/portal/${other.slug}/bulk-download/${token}`);
    await expectInvalid(`${base}/not-a-token`, 'invalid_request', 400);
  });

  it('keeps a grant of the most files a request may hold short enough for a URL', async () => {
    // Worst case: every document on an item of its own.
    const files = Array.from({ length: BULK_DOWNLOAD_MAX_FILES }, (_, i) => {
      const itemUid = randomUUID();
      return { itemUid, fileId: i % 5 === 0 ? bridgeLetterFileId(itemUid) : randomUUID() };
    });
    const grant = { orgId: org.id, productId: product.id, files };
    const token = await issueBulkDownloadToken('s'.repeat(40), grant);
    expect(token.length).toBeLessThan(15_000);
    expect(await verifyBulkDownloadToken('s'.repeat(40), org.id, token)).toEqual(grant);
  });
});
