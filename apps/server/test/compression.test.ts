/**
 * Delivery: JSON answers and the HTML page compressed as the client accepts, stored documents and
 * bulk downloads streamed as they are kept, 304s without a body, and the build's assets answered
 * from their precompressed brotli and gzip files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBulkDownloadResponse } from '@trustfront/core';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/lib/compression.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { readZip } from './helpers/zip.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>`;
/** A build asset large enough to be worth compressing, with its build-time variants. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);
/** Plain text that compresses well: a compressed answer would be much shorter. */
const TEXT_DOCUMENT = Buffer.from('Controls remained in place during the period.\n'.repeat(800));

describe.each(await databaseKinds())('compression (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let org: OrgRow;
  let product: ProductRow;
  let item: ItemRow;
  let textFile: FileRow;
  let pdfFile: FileRow;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustfront-compression-'));
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    writeFileSync(join(webDist, 'assets', 'x.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets', 'x.js.br'), SCRIPT_BR);
    writeFileSync(join(webDist, 'assets', 'x.js.gz'), SCRIPT_GZ);
    writeFileSync(join(webDist, 'assets', 'small.css'), 'body{margin:0}');
    t = await createTestApp(kind, { webDist });
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Squeeze Corp' });
    product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Policies' });
    item = await buildItem(db, card, { title: 'Security Policy' });
    // Enough items for the view to be well over the compression threshold.
    for (let i = 0; i < 12; i += 1) {
      await buildItem(db, card, {
        title: `Policy ${i}`,
        details: { explanation: 'A policy. '.repeat(20) },
      });
    }
    textFile = await buildFile(db, t.storage, org, {
      item,
      originalName: 'controls.txt',
      contentType: 'text/plain',
      content: TEXT_DOCUMENT,
    });
    pdfFile = await buildFile(db, t.storage, org, {
      item,
      originalName: 'policy.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), TEXT_DOCUMENT]),
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const viewUrl = () => `/api/portal/${org.slug}/view`;

  it('compresses a JSON answer with brotli or gzip when asked, and not otherwise', async () => {
    const plain = await get(viewUrl());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get(viewUrl(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers.vary)).toMatch(/cookie/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(viewUrl(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const noBrotli = await get(viewUrl(), { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');

    const identity = await get(viewUrl(), { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it('answers a revalidated view 304 without a body, whatever the encoding asked', async () => {
    const first = await get(viewUrl(), { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const res = await get(viewUrl(), { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(etag);
  });

  it('compresses the HTML page', async () => {
    const plain = await get(`/trust/${org.slug}`);
    const res = await get(`/trust/${org.slug}`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('streams a text document as stored: no encoding, its own length, its exact bytes', async () => {
    const query = new URLSearchParams({ itemUid: item.id, productId: product.id });
    for (const disposition of ['inline', 'attachment']) {
      query.set('disposition', disposition);
      const res = await get(`/api/portal/${org.slug}/files/${textFile.id}?${query}`, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(TEXT_DOCUMENT.length));
      expect(res.rawPayload.equals(TEXT_DOCUMENT)).toBe(true);
    }
  });

  it('never compresses a PDF', async () => {
    const query = new URLSearchParams({
      itemUid: item.id,
      productId: product.id,
      disposition: 'attachment',
    });
    const res = await get(`/api/portal/${org.slug}/files/${pdfFile.id}?${query}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(pdfFile.size));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('streams the bulk download zip as is', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/products/${product.id}/bulk-download`,
      headers: { 'accept-encoding': 'br, gzip' },
      payload: {
        files: [{ itemUid: item.id, fileId: textFile.id }],
        productId: product.id,
        selectAllUsed: false,
      },
    });
    expect(post.statusCode).toBe(200);
    const { fileUrl } = ZBulkDownloadResponse.parse(post.json());
    const zip = await get(fileUrl, { 'accept-encoding': 'br, gzip' });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    const entries = await readZip(zip.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['Security Policy/controls.txt']);
    expect(entries[0]?.data.equals(TEXT_DOCUMENT)).toBe(true);
  });

  it('never compresses the social image PNG', async () => {
    const res = await get(`/api/share/${org.id}/social-image.png`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  describe('build assets', () => {
    it('answers the brotli or gzip file the client accepts, varying by Accept-Encoding', async () => {
      const cases = [
        { accept: 'gzip, deflate, br, zstd', encoding: 'br', body: SCRIPT_BR },
        { accept: 'br;q=0, gzip', encoding: 'gzip', body: SCRIPT_GZ },
        { accept: 'gzip', encoding: 'gzip', body: SCRIPT_GZ },
        { accept: 'identity', encoding: undefined, body: Buffer.from(SCRIPT) },
        { accept: undefined, encoding: undefined, body: Buffer.from(SCRIPT) },
      ];
      for (const { accept, encoding, body } of cases) {
        const res = await get('/assets/x.js', accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-length']).toBe(String(body.length));
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toContain('immutable');
        expect(res.headers['x-frame-options']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.equals(body)).toBe(true);
      }
    });

    it('sends an asset without precompressed files as is', async () => {
      const res = await get('/assets/small.css', { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('body{margin:0}');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    });

    it('answers a revalidated asset 304 without a body', async () => {
      const first = await get('/assets/x.js', { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      const res = await get('/assets/x.js', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
    });

    it('answers 404 for a missing asset, whatever the encoding asked', async () => {
      const res = await get('/assets/missing.js', { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(404);
    });
  });
});
