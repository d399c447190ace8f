/**
 * Documents uploaded by editors: multipart, streamed to storage, answered as a file that no
 * visitor reaches until an item save links it; its text is queued for extraction; a failed or refused upload leaves no row and no stored object.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@trustfront/core';
import { files, jobs } from '../src/db/schema/index.ts';
import { DOCUMENT_TEXT_JOB } from '../src/services/search/document-text.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import {
  buildCard,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

/** A multipart body with one file part. */
describe.each(await databaseKinds())('document upload (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let product: ProductRow;
  let item: ItemRow;
  let editor: string;
  let noEdit: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { slug: 'upload-org', plan: 'growth' });
    product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Reports' });
    item = await buildItem(db, card, { title: 'Pentest' });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'files:view'])).cookie;
    noEdit = (await buildStaff(db, org, ['files:view', 'app:documents'])).cookie;
  });
  afterAll(() => t.close());

  const upload = (name: string, type: string, content: Buffer, cookie = editor) => {
    const body = multipartBody(name, type, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/trust-center/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  it('stores the file, enqueues its text extraction, and links it on an item save', async () => {
    const content = Buffer.from('%PDF-1.4 pentest summary');
    const res = await upload('../../Pentest 2026.pdf', 'application/pdf', content);
    expect(res.statusCode).toBe(200);
    const uploaded = res.json();
    expect(uploaded).toMatchObject({
      originalName: 'Pentest 2026.pdf',
      contentType: 'application/pdf',
      size: content.length,
    });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, DOCUMENT_TEXT_JOB));
    expect(job?.payload).toEqual({ fileId: uploaded.fileId });

    // Not linked yet: no visitor reaches it.
    const url = `/api/portal/upload-org/files/${uploaded.fileId}?itemUid=${item.id}&productId=${product.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${product.id}/items/${item.id}`,
      headers: { cookie: editor },
      payload: { linkFiles: [uploaded.fileId] },
    });
    expect(linked.statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: `${url}&disposition=attachment` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('refuses staff without statuspage:edit and a request without a file, storing nothing', async () => {
    const before = await t.database.db.select().from(files);
    const refused = await upload('a.pdf', 'application/pdf', Buffer.from('x'), noEdit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.noAccessBody);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/trust-center/files',
      headers: { cookie: editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ADMIN_MESSAGES.fileMissing);
    expect(await t.database.db.select().from(files)).toHaveLength(before.length);
  });
});
