/**
 * A document's versions through the real API (docs/documents.md, Versions): replacing its file
 * keeps the document (id, links, access) and moves the earlier file to a version with its digest,
 * date and who replaced it; restoring a version makes a copy of it current as a new version;
 * the portal says when the document was updated; readers list versions, editors change them,
 * others are refused; versions past their retention go with their files.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ZDocumentVersions, ZPortalView } from '@trustfront/core';
import { loadConfig } from '../src/config.ts';
import {
  auditLog,
  documentVersions,
  fileDigests,
  files,
  itemFiles,
  jobs,
} from '../src/db/schema/index.ts';
import { DOCUMENT_TEXT_JOB } from '../src/services/search/document-text.ts';
import { pruneDocumentVersions } from '../src/services/documents/versions.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';

const sha = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');
const V1 = Buffer.from('%PDF-1.4 policy, first edition');
const V2 = Buffer.from('%PDF-1.4 policy, second edition');

describe.each(await databaseKinds())('document versions (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let other: OrgRow;
  let product: ProductRow;
  let item: ItemRow;
  let file: FileRow;
  let otherFile: FileRow;
  let editor: { cookie: string; email: string };
  let reader: string;
  let nobody: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { slug: 'versions-org', plan: 'growth' });
    other = await buildOrg(db, { slug: 'versions-other' });
    product = await buildProduct(db, org);
    const card = await buildCard(db, product, { kind: 'Policies' });
    item = await buildItem(db, card, { title: 'Security policy' });
    file = await buildFile(db, t.storage, org, {
      item,
      originalName: 'policy-v1.pdf',
      content: V1,
    });
    otherFile = await buildFile(db, t.storage, other, { originalName: 'theirs.pdf' });
    const staff = await buildStaff(db, org, ['statuspage:edit']);
    editor = { cookie: staff.cookie, email: staff.user.email };
    reader = (await buildStaff(db, org, ['app:documents'])).cookie;
    nobody = (await buildStaff(db, org, ['files:view'])).cookie;
  });
  afterAll(() => t.close());

  const replace = (fileId: string, name: string, content: Buffer, cookie = editor.cookie) => {
    const body = multipartBody(name, 'application/pdf', content);
    return t.app.inject({
      method: 'POST',
      url: `/api/trust-center/files/${fileId}/replace`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const versions = (fileId: string, cookie = reader) =>
    t.app.inject({
      method: 'GET',
      url: `/api/trust-center/files/${fileId}/versions`,
      headers: { cookie },
    });
  const restore = (fileId: string, version: number | string, cookie = editor.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trust-center/files/${fileId}/versions/${version}/restore`,
      headers: { cookie },
    });
  const opened = (fileId = file.id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/files/${fileId}?itemUid=${item.id}&productId=${product.id}`,
    });
  const portalDocument = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/view/${product.id}`,
    });
    const view = ZPortalView.parse(res.json());
    const found = view.cards
      .flatMap((c) => c.items)
      .flatMap((i) => i.documents)
      .find((d) => d.fileId === file.id);
    if (!found) throw new Error('the document is not in the view');
    return found;
  };

  it('lists a document never replaced as its one current version, without an update date', async () => {
    const res = await versions(file.id);
    expect(res.statusCode).toBe(200);
    expect(ZDocumentVersions.parse(res.json()).versions).toEqual([
      expect.objectContaining({
        version: 1,
        originalName: 'policy-v1.pdf',
        sha256: sha(V1),
        current: true,
        supersededAt: null,
      }),
    ]);
    expect((await portalDocument()).updatedAt).toBeUndefined();
  });

  it('keeps the replaced file as a version, and the document as it was linked', async () => {
    const before = new Date();
    const res = await replace(file.id, 'policy-v2.pdf', V2);
    expect(res.statusCode).toBe(200);
    const list = ZDocumentVersions.parse(res.json());
    expect(list.versions.map((v) => [v.version, v.originalName, v.current, v.sha256])).toEqual([
      [2, 'policy-v2.pdf', true, sha(V2)],
      [1, 'policy-v1.pdf', false, sha(V1)],
    ]);
    expect(list.versions[1]).toMatchObject({
      supersededBy: editor.email,
      publishedAt: file.createdAt.toISOString(),
    });
    expect(new Date(list.versions[1]?.supersededAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      before.getTime() - 1000,
    );

    const { db } = t.database;
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ version: 2, originalName: 'policy-v2.pdf', size: V2.length });
    expect(row?.storageKey).not.toBe(file.storageKey);
    expect(await db.select().from(itemFiles).where(eq(itemFiles.fileId, file.id))).toHaveLength(1);
    const [digest] = await db.select().from(fileDigests).where(eq(fileDigests.fileId, file.id));
    expect(digest?.sha256).toBe(sha(V2));
    // The earlier file is still stored, under the version's key.
    const [kept] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.fileId, file.id));
    expect(kept?.storageKey).toBe(file.storageKey);
    expect(await t.storage.size(file.storageKey)).toBe(V1.length);
    // The portal opens the new file, says when it was updated, and search reads it again.
    expect((await opened()).rawPayload.equals(V2)).toBe(true);
    expect((await portalDocument()).updatedAt).toBe(row?.replacedAt?.toISOString().slice(0, 10));
    const texts = await db.select().from(jobs).where(eq(jobs.kind, DOCUMENT_TEXT_JOB));
    expect(texts.map((j) => j.dedupeKey)).toContain(`${DOCUMENT_TEXT_JOB}:${file.id}:v2`);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'file.replace')));
    expect(audit?.target).toBe('policy-v2.pdf');
  });

  it('restores a version as a new current version, keeping the whole history', async () => {
    const res = await restore(file.id, 1);
    expect(res.statusCode).toBe(200);
    const list = ZDocumentVersions.parse(res.json());
    expect(list.versions.map((v) => [v.version, v.originalName, v.current, v.sha256])).toEqual([
      [3, 'policy-v1.pdf', true, sha(V1)],
      [2, 'policy-v2.pdf', false, sha(V2)],
      [1, 'policy-v1.pdf', false, sha(V1)],
    ]);
    expect((await opened()).rawPayload.equals(V1)).toBe(true);
    // The current file is a copy: removing the old version's file later leaves it whole.
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.storageKey).not.toBe(file.storageKey);
  });

  it('lets readers list versions, and refuses changes to them and to staff without the scope', async () => {
    expect((await versions(file.id, editor.cookie)).statusCode).toBe(200);
    const refused = [
      await replace(file.id, 'x.pdf', V2, reader),
      await restore(file.id, 1, reader),
      await versions(file.id, nobody),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await versions(file.id, '')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.version).toBe(3);
  });

  it('answers clearly for another organisation’s document, a missing version or file', async () => {
    const theirs = [
      await versions(otherFile.id),
      await replace(otherFile.id, 'x.pdf', V2),
      await restore(otherFile.id, 1),
    ];
    for (const res of theirs) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Document not found');
    }
    const missing = await restore(file.id, 9);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Version not found');
    const current = await restore(file.id, 3);
    expect(current.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1']) {
      const res = await restore(file.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Version not found');
    }
    const notUuid = await versions('not-a-uuid');
    expect(notUuid.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/trust-center/files/${file.id}/replace`,
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ADMIN_MESSAGES.fileMissing);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.version).toBe(3);
  });

  it('removes versions past their retention with their files, and keeps younger ones', async () => {
    const { db } = t.database;
    const deps = { db, storage: t.storage };
    const rows = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.fileId, file.id));
    expect(rows).toHaveLength(2);
    const inTwoYears = new Date(Date.now() + 2 * 366 * 86_400_000);
    expect(await pruneDocumentVersions(deps, inTwoYears, 3)).toBe(0);
    const inFourYears = new Date(Date.now() + 4 * 366 * 86_400_000);
    expect(await pruneDocumentVersions(deps, inFourYears, 3)).toBe(2);
    expect(
      await db.select().from(documentVersions).where(eq(documentVersions.fileId, file.id)),
    ).toEqual([]);
    for (const r of rows) await expect(t.storage.size(r.storageKey)).rejects.toThrow();
    // The current version stays.
    expect((await opened()).rawPayload.equals(V1)).toBe(true);
  });
});

describe('version retention setting', () => {
  const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('keeps three years unless DOCUMENT_VERSION_RETENTION_YEARS says more', () => {
    expect(loadConfig(base).documentVersionRetentionYears).toBe(3);
    expect(
      loadConfig({ ...base, DOCUMENT_VERSION_RETENTION_YEARS: '7' }).documentVersionRetentionYears,
    ).toBe(7);
  });
  it.each([
    ['2', 'DOCUMENT_VERSION_RETENTION_YEARS must be at least 3'],
    ['3.5', 'DOCUMENT_VERSION_RETENTION_YEARS must be a whole number of years'],
    ['three', 'DOCUMENT_VERSION_RETENTION_YEARS must be a whole number of years'],
  ])('refuses %j', (value, message) => {
    expect(() => loadConfig({ ...base, DOCUMENT_VERSION_RETENTION_YEARS: value })).toThrow(message);
  });
});
