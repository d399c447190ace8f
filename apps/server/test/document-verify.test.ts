/**
 * Verifying a document through the real API (docs/documents.md, Verify a document): a file, or
 * its SHA-256, is recognised as a document's current file, an earlier version or a member's
 * watermarked copy. Every portal caller is told the document's title exactly when their page
 * lists it; a copy's member is named to staff and to that member only; staff in the private app
 * are told everything. Bad input gets a clear 4xx; the route is rate-limited.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVerifyAnswer, type ItemAccess } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { buildNdaFixture, saveSettings, type NdaFixture } from './helpers/nda-fixture.ts';
import {
  ACCESS_CALLERS,
  buildAccessFixture,
  buildAccount,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildStaff,
  type AccessFixture,
  type FileRow,
} from './factories.ts';

const sha = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');
const TITLES: Record<ItemAccess, string> = {
  public: 'Open report',
  restricted: 'Locked report',
  restricted_hidden: 'Secret report',
};

describe.each(await databaseKinds())('verify a document (%s)', (kind) => {
  let t: TestApp;
  let f: AccessFixture;
  let notEnabled: { file: FileRow; content: Buffer };
  let unshared: { file: FileRow; content: Buffer };
  let otherOrgContent: Buffer;
  let reader: string;
  let noScope: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    f = await buildAccessFixture(db, t.storage, TITLES);
    const card = await buildCard(db, f.product, { kind: 'Policies' });
    const off = await buildItem(db, card, { title: 'Draft policy', enabledState: 'not_enabled' });
    const offContent = Buffer.from('%PDF-1.7 draft policy');
    notEnabled = {
      content: offContent,
      file: await buildFile(db, t.storage, f.org, { item: off, content: offContent }),
    };
    const shy = await buildItem(db, card, { title: 'Shy policy' });
    const shyContent = Buffer.from('%PDF-1.7 shy policy');
    const shyFile = await buildFile(db, t.storage, f.org, { item: shy, content: shyContent });
    await t.database.db.execute(
      // Not shared with the portal: it reaches staff in main mode only.
      `update files set is_shared = false where id = '${shyFile.id}'`,
    );
    unshared = { file: shyFile, content: shyContent };
    const other = await buildOrg(db, { slug: 'verify-elsewhere' });
    otherOrgContent = Buffer.from('%PDF-1.7 another trust center');
    await buildFile(db, t.storage, other, { content: otherOrgContent });
    reader = (await buildStaff(db, f.org, ['app:documents'])).cookie;
    noScope = (await buildStaff(db, f.org, ['files:view'])).cookie;
  });
  afterAll(() => t.close());

  const verify = (
    payload: object | { multipart: Buffer },
    caller: { query: Record<string, string>; cookie?: string } = { query: {} },
  ) => {
    const body =
      'multipart' in payload
        ? multipartBody('copy.pdf', 'application/pdf', payload.multipart as Buffer)
        : null;
    return t.app.inject({
      method: 'POST',
      url: `/api/portal/${f.org.slug}/verify?${new URLSearchParams(caller.query)}`,
      headers: { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...body?.headers },
      payload: body ? body.payload : payload,
    });
  };
  const staffVerify = (payload: object, cookie = reader) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/documents/verify',
      headers: { cookie },
      payload,
    });
  const contentOf = (access: ItemAccess) => Buffer.from(`%PDF-1.7 ${access} downloadable`);

  it('names a document to exactly the callers whose page lists it', async () => {
    const docs = [
      ...(['public', 'restricted', 'restricted_hidden'] as const).map((access) => ({
        fileId: f.items[access].download.id,
        title: TITLES[access],
        content: contentOf(access),
      })),
      { fileId: notEnabled.file.id, title: 'Draft policy', content: notEnabled.content },
      { fileId: unshared.file.id, title: 'Shy policy', content: unshared.content },
    ];
    const seen: Record<string, (string | null)[]> = {};
    for (const name of ACCESS_CALLERS) {
      const caller = f.callers[name];
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/portal/${f.org.slug}/view/${f.product.id}?${new URLSearchParams(caller.query)}`,
        headers: caller.cookie ? { cookie: caller.cookie } : {},
      });
      expect(view.statusCode).toBe(200);
      seen[name] = [];
      for (const doc of docs) {
        const res = await verify({ sha256: sha(doc.content) }, caller);
        expect(res.statusCode).toBe(200);
        const answer = ZVerifyAnswer.parse(res.json());
        expect(answer).toMatchObject({ recognised: true, copy: false, status: 'current' });
        const listed = view.body.includes(doc.fileId);
        expect(answer.recognised && answer.title).toBe(listed ? doc.title : null);
        seen[name].push(answer.recognised ? answer.title : null);
      }
    }
    // The matrix itself, so that the view's answer cannot hide a mistake of both.
    expect(seen.public).toEqual(['Open report', 'Locked report', null, null, null]);
    expect(seen['account excluding']).toEqual(['Open report', 'Locked report', null, null, null]);
    expect(seen['account including']?.slice(0, 3)).toEqual([
      'Open report',
      'Locked report',
      'Secret report',
    ]);
    expect(seen.main).toContain('Shy policy');
  });

  it('tells staff of the private app every document, and refuses staff without the scope', async () => {
    for (const content of [contentOf('restricted_hidden'), unshared.content]) {
      const res = await staffVerify({ sha256: sha(content) });
      expect(res.statusCode).toBe(200);
      expect(ZVerifyAnswer.parse(res.json())).toMatchObject({ recognised: true });
      expect(res.json().title).not.toBeNull();
    }
    expect((await staffVerify({ sha256: sha('x') }, noScope)).statusCode).toBe(403);
    const member = f.callers['account including'].cookie ?? '';
    expect((await staffVerify({ sha256: sha('x') }, member)).statusCode).toBe(401);
  });

  it('verifies an uploaded file as its digest, and knows nothing of other trust centers', async () => {
    const byFile = await verify({ multipart: contentOf('public') });
    expect(byFile.statusCode).toBe(200);
    expect(byFile.json()).toMatchObject({
      recognised: true,
      sha256: sha(contentOf('public')),
      title: 'Open report',
      version: 1,
    });
    for (const content of [otherOrgContent, Buffer.from('never issued')]) {
      const res = await verify({ sha256: sha(content).toUpperCase() });
      expect(res.json()).toEqual({ recognised: false, sha256: sha(content) });
    }
  });

  it('answers every bad input with a clear 4xx', async () => {
    const cases: [Parameters<typeof verify>[0], string][] = [
      [{ sha256: 'abc' }, 'A SHA-256 is 64 hexadecimal characters'],
      [{ sha256: 'z'.repeat(64) }, 'A SHA-256 is 64 hexadecimal characters'],
      [{}, 'Enter the SHA-256 of the file'],
      [{ sha256: 42 }, 'Enter the SHA-256 of the file'],
    ];
    for (const [payload, message] of cases) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${f.org.slug}/verify`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Choose a file to verify, or enter its SHA-256');
    const unknownOrg = await t.app.inject({
      method: 'POST',
      url: '/api/portal/no-such-trust-center/verify',
      payload: { sha256: sha('x') },
    });
    expect(unknownOrg.statusCode).toBe(404);
  });

  it('limits how many files one client verifies', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      answers.push((await verify({ sha256: sha(`probe ${i}`) })).statusCode);
    }
    expect(answers).toContain(429);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
  });
});

describe.each(await databaseKinds())('verify versions and members’ copies (%s)', (kind) => {
  let t: TestApp;
  let f: NdaFixture;
  let otherMember: string;
  let reader: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildNdaFixture(t.database.db, t.storage);
    const { db } = t.database;
    const orgRow = { ...f.org };
    otherMember = (await buildAccount(db, orgRow)).cookie;
    reader = (await buildStaff(db, orgRow, ['app:documents'])).cookie;
    await saveSettings(t.app, f, { watermarkDocuments: true });
  });
  afterAll(() => t.close());

  const verify = (sha256: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${f.org.slug}/verify`,
      headers: cookie ? { cookie } : {},
      payload: { sha256 },
    });
  const staffVerify = (sha256: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/documents/verify',
      headers: { cookie: reader },
      payload: { sha256 },
    });
  const open = async (access: ItemAccess, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}/files/${f.items[access].pdf.id}?${new URLSearchParams({
        itemUid: f.items[access].item.id,
        productId: f.product.id,
      })}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const readStored = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of t.storage.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const replace = async (access: ItemAccess, content: Buffer) => {
    const body = multipartBody('new.pdf', 'application/pdf', content);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trust-center/files/${f.items[access].pdf.id}/replace`,
      headers: { ...body.headers, cookie: f.staff.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
  };

  it('recognises a member’s copy, naming the member to them and to staff only', async () => {
    const original = await readStored(f.items.restricted.pdf.storageKey);
    const copy = await open('restricted', f.member.cookie);
    expect(copy.equals(original)).toBe(false);
    const digest = sha(copy);
    const own = ZVerifyAnswer.parse((await verify(digest, f.member.cookie)).json());
    expect(own).toMatchObject({
      recognised: true,
      copy: true,
      title: 'Report restricted',
      issuedTo: f.member.email,
      status: 'current',
      version: 1,
    });
    const anonymous = (await verify(digest)).json();
    expect(anonymous).toMatchObject({ recognised: true, copy: true, issuedTo: null });
    expect(JSON.stringify(anonymous)).not.toContain(f.member.email);
    expect((await verify(digest, otherMember)).json()).toMatchObject({ issuedTo: null });
    expect((await staffVerify(digest)).json()).toMatchObject({
      copy: true,
      issuedTo: f.member.email,
      title: 'Report restricted',
    });
    // Opening it again the same day hands the same bytes: one copy recorded.
    expect(sha(await open('restricted', f.member.cookie))).toBe(digest);
  });

  it('says nothing of a hidden document’s copy but that it is genuine', async () => {
    const copy = await open('restricted_hidden', f.member.cookie);
    const anonymous = (await verify(sha(copy))).json();
    expect(anonymous).toMatchObject({
      recognised: true,
      copy: true,
      title: null,
      fileName: null,
      issuedTo: null,
    });
    expect(JSON.stringify(anonymous)).not.toContain('restricted_hidden');
  });

  it('tells a superseded version and a copy of it from the current file', async () => {
    const v1 = await readStored(f.items.public.pdf.storageKey);
    const copy = await open('restricted', f.member.cookie);
    const v2 = Buffer.from('%PDF-1.4 a second edition of the public report');
    await replace('public', v2);
    await replace('restricted', Buffer.from('%PDF-1.4 a second edition of the restricted one'));

    const old = ZVerifyAnswer.parse((await verify(sha(v1))).json());
    expect(old).toMatchObject({
      recognised: true,
      copy: false,
      version: 1,
      status: 'superseded',
      title: 'Report public',
      fileName: 'public.pdf',
    });
    expect(old.recognised && old.supersededAt).toBeTruthy();
    expect((await verify(sha(v2))).json()).toMatchObject({
      version: 2,
      status: 'current',
      supersededAt: null,
      fileName: 'new.pdf',
    });
    expect((await verify(sha(copy), f.member.cookie)).json()).toMatchObject({
      copy: true,
      version: 1,
      status: 'superseded',
      issuedTo: f.member.email,
    });
  });
});
