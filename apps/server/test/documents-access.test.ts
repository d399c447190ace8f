/**
 * The document access matrix (docs/access.md, Reach rule): every item access state against every
 * kind of caller, through the portal view, file view and download, and bulk download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_ACCESS,
  ZBulkDownloadResponse,
  ZPortalView,
  bridgeLetterFileId,
  bridgeLetterFileName,
  type ItemAccess,
} from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  ACCESS_CALLERS,
  buildAccessFixture,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaff,
  type AccessCaller,
  type AccessFixture,
  type ItemRow,
} from './factories.ts';

type ViewerName = AccessCaller;
const VIEWERS = ACCESS_CALLERS;

/** [visible, unlocked] for each caller and access state (docs/access.md, Reach rule). */
const EXPECTED: Record<ViewerName, Record<ItemAccess, [boolean, boolean]>> = {
  public: { public: [true, true], restricted: [true, false], restricted_hidden: [false, false] },
  'preview including': {
    public: [true, true],
    restricted: [true, true],
    restricted_hidden: [true, true],
  },
  'preview excluding': {
    public: [true, true],
    restricted: [true, false],
    restricted_hidden: [false, false],
  },
  'account including': {
    public: [true, true],
    restricted: [true, true],
    restricted_hidden: [true, true],
  },
  'account excluding': {
    public: [true, true],
    restricted: [true, false],
    restricted_hidden: [false, false],
  },
  main: { public: [true, true], restricted: [true, true], restricted_hidden: [true, true] },
};

const TITLES: Record<ItemAccess, string> = {
  public: 'Public Policy Alpha',
  restricted: 'Restricted Report Bravo',
  restricted_hidden: 'Hidden Pentest Charlie',
};

const MATRIX = VIEWERS.flatMap((viewer) =>
  ITEM_ACCESS.map((access) => [viewer, access] as [ViewerName, ItemAccess]),
);

describe.each(await databaseKinds())('document access matrix (%s)', (kind) => {
  let t: TestApp;
  let f: AccessFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildAccessFixture(t.database.db, t.storage, TITLES);
  });
  afterAll(() => t.close());

  const get = (viewer: ViewerName, path: string, query: Record<string, string> = {}) => {
    const caller = f.callers[viewer];
    const search = new URLSearchParams({ ...caller.query, ...query });
    return t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}${path}?${search}`,
      headers: caller.cookie ? { cookie: caller.cookie } : {},
    });
  };

  const getFile = (
    viewer: ViewerName,
    item: ItemRow,
    fileId: string,
    disposition: 'inline' | 'attachment',
  ) =>
    get(viewer, `/files/${fileId}`, {
      itemUid: item.id,
      productId: f.product.id,
      disposition,
    });

  /** 200 when unlocked, 403 `code` when visible but refused, 404 when the item is invisible. */
  const expectAnswer = (
    res: { statusCode: number; json: () => { error?: { code: string } } },
    visible: boolean,
    allowed: boolean,
    refusedCode: string,
  ) => {
    if (!visible) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error?.code).toBe('not_found');
    } else if (!allowed) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error?.code).toBe(refusedCode);
    } else {
      expect(res.statusCode).toBe(200);
    }
  };

  it.each(MATRIX)(
    'GET view as %s: %s item present exactly when visible',
    async (viewer, access) => {
      const [visible, unlocked] = EXPECTED[viewer][access];
      const res = await get(viewer, `/view/${f.product.id}`);
      expect(res.statusCode).toBe(200);
      const { item, download, viewOnly } = f.items[access];
      for (const needle of [item.id, TITLES[access], download.id, viewOnly.id]) {
        expect(res.body.includes(needle)).toBe(visible);
      }
      if (!visible) return;
      const view = ZPortalView.parse(res.json());
      const shown = view.cards.flatMap((c) => c.items).find((i) => i.itemUid === item.id);
      expect(shown?.isUnlocked).toBe(unlocked);
      const docs = new Map(shown?.documents.map((d) => [d.fileId, d]));
      expect(docs.get(download.id)?.canDownload).toBe(unlocked);
      expect(docs.get(viewOnly.id)?.canDownload).toBe(false);
      expect(docs.get(bridgeLetterFileId(item.id))?.canDownload).toBe(unlocked);
    },
  );

  it.each(MATRIX)('GET file inline as %s: %s item', async (viewer, access) => {
    const [visible, unlocked] = EXPECTED[viewer][access];
    const { item, download, viewOnly } = f.items[access];
    for (const fileId of [download.id, viewOnly.id, bridgeLetterFileId(item.id)]) {
      const res = await getFile(viewer, item, fileId, 'inline');
      expectAnswer(res, visible, unlocked, 'access_denied');
      if (res.statusCode === 200) {
        expect(res.headers['content-disposition']).toMatch(/^inline; /);
      } else {
        expect(res.body).not.toContain(TITLES[access]);
      }
    }
  });

  it.each(MATRIX)('GET file attachment as %s: %s item', async (viewer, access) => {
    const [visible, unlocked] = EXPECTED[viewer][access];
    const { item, download, viewOnly } = f.items[access];
    for (const fileId of [download.id, bridgeLetterFileId(item.id)]) {
      const res = await getFile(viewer, item, fileId, 'attachment');
      expectAnswer(res, visible, unlocked, 'access_denied');
      if (res.statusCode === 200) {
        expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      }
    }
    // A view-only file is never downloaded, whoever asks.
    const res = await getFile(viewer, item, viewOnly.id, 'attachment');
    expectAnswer(res, visible, false, unlocked ? 'download_not_allowed' : 'access_denied');
  });

  it.each(VIEWERS)(
    'bulk download as %s permits exactly the unlocked downloadable files',
    async (viewer) => {
      const caller = f.callers[viewer];
      const requested = ITEM_ACCESS.flatMap((access) => {
        const { item, download, viewOnly } = f.items[access];
        return [
          { itemUid: item.id, fileId: download.id },
          { itemUid: item.id, fileId: viewOnly.id },
          { itemUid: item.id, fileId: bridgeLetterFileId(item.id), generated: true },
        ];
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/portal/${f.org.slug}/products/${f.product.id}/bulk-download?${new URLSearchParams(caller.query)}`,
        headers: caller.cookie ? { cookie: caller.cookie } : {},
        payload: { files: requested, productId: f.product.id, selectAllUsed: true },
      });
      expect(res.statusCode).toBe(200);
      const body = ZBulkDownloadResponse.parse(res.json());
      const unlocked = ITEM_ACCESS.filter((access) => EXPECTED[viewer][access][1]);
      const expectedFailed = ITEM_ACCESS.flatMap((access) => {
        const { item, download, viewOnly } = f.items[access];
        return unlocked.includes(access)
          ? [viewOnly.id]
          : [download.id, viewOnly.id, bridgeLetterFileId(item.id)];
      });
      expect(body.successCount).toBe(unlocked.length * 2);
      expect(new Set(body.failedFileIds)).toEqual(new Set(expectedFailed));
      expect(body.fileUrl).toMatch(
        new RegExp(`^/api/portal/${f.org.slug}/bulk-download/[0-9a-f-]{36}$`),
      );
    },
  );

  describe('public visitors', () => {
    it('get 403 access_denied for a restricted document', async () => {
      const { item, download } = f.items.restricted;
      const res = await getFile('public', item, download.id, 'inline');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'access_denied', message: expect.any(String) },
      });
    });

    it('never meet a restricted and hidden item: same 404 as an item that does not exist', async () => {
      const { item, download } = f.items.restricted_hidden;
      const hidden = await getFile('public', item, download.id, 'inline');
      const missing = await getFile(
        'public',
        { ...item, id: crypto.randomUUID() },
        crypto.randomUUID(),
        'inline',
      );
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe(missing.body);
      const check = await get('public', `/files/${download.id}/check`, {
        itemUid: item.id,
        productId: f.product.id,
      });
      expect(check.statusCode).toBe(404);
      const view = await get('public', `/view/${f.product.id}`);
      for (const needle of [item.id, TITLES.restricted_hidden, 'restricted_hidden-']) {
        expect(view.body).not.toContain(needle);
      }
    });

    it('are refused bulk downloads of nothing but locked documents', async () => {
      const { item, download } = f.items.restricted;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/portal/${f.org.slug}/products/${f.product.id}/bulk-download`,
        payload: {
          files: [{ itemUid: item.id, fileId: download.id }],
          productId: f.product.id,
          selectAllUsed: false,
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('nothing_to_download');
    });
  });

  describe('file answers', () => {
    it('stream the stored bytes with their headers', async () => {
      const { item, download } = f.items.public;
      const res = await getFile('public', item, download.id, 'attachment');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('%PDF-1.7 public downloadable');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename=public-downloadable.pdf',
      );
    });

    it('generate a bridge letter PDF named after the organisation and item', async () => {
      const { item } = f.items.public;
      const res = await getFile('public', item, bridgeLetterFileId(item.id), 'attachment');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const name = bridgeLetterFileName('Matrix Corp', TITLES.public);
      expect(name).toBe('Matrix-Corp-Public-Policy-Alpha.pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename=${name}`);
    });

    it('answer the check route with the same decisions', async () => {
      const { item, viewOnly } = f.items.restricted;
      const query = { itemUid: item.id, productId: f.product.id };
      const locked = await get('public', `/files/${viewOnly.id}/check`, query);
      expect(locked.statusCode).toBe(403);
      const open = await get('account including', `/files/${viewOnly.id}/check`, query);
      expect(open.json()).toEqual({
        fileName: 'restricted-view-only.pdf',
        contentType: 'application/pdf',
        canDownload: false,
      });
    });

    it('answer 404 for a file not linked to the item, or an item of another product', async () => {
      const other = await buildProduct(t.database.db, f.org);
      const { item } = f.items.public;
      const unlinked = await getFile('main', item, f.items.restricted.download.id, 'inline');
      expect(unlinked.statusCode).toBe(404);
      const wrongProduct = await get('main', `/files/${f.items.public.download.id}`, {
        itemUid: item.id,
        productId: other.id,
      });
      expect(wrongProduct.statusCode).toBe(404);
      const noLetter = await getFile(
        'main',
        item,
        bridgeLetterFileId(crypto.randomUUID()),
        'inline',
      );
      expect(noLetter.statusCode).toBe(404);
    });

    it("answer 404 for another organisation's document asked through this organisation", async () => {
      const { db } = t.database;
      const otherOrg = await buildOrg(db);
      const otherProduct = await buildProduct(db, otherOrg);
      const otherItem = await buildItem(db, await buildCard(db, otherProduct));
      const otherFile = await buildFile(db, t.storage, otherOrg, { item: otherItem });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/portal/${f.org.slug}/files/${otherFile.id}?itemUid=${otherItem.id}&productId=${otherProduct.id}`,
      });
      expect(res.statusCode).toBe(404);
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/portal/${otherOrg.slug}/files/${otherFile.id}?itemUid=${otherItem.id}&productId=${otherProduct.id}`,
      });
      expect(own.statusCode).toBe(200);
    });

    it('hide items of hidden cards and items not enabled from visitors, not from staff', async () => {
      const { db } = t.database;
      const hiddenCard = await buildCard(db, f.product, { kind: 'Legal', hidden: true });
      const onHiddenCard = await buildItem(db, hiddenCard);
      const draftCard = await buildCard(db, f.product, { kind: 'Policies' });
      const draft = await buildItem(db, draftCard, { enabledState: 'not_enabled' });
      for (const item of [onHiddenCard, draft]) {
        const file = await buildFile(db, t.storage, f.org, { item });
        expect((await getFile('public', item, file.id, 'inline')).statusCode).toBe(404);
        expect((await getFile('account including', item, file.id, 'inline')).statusCode).toBe(404);
        expect((await getFile('main', item, file.id, 'inline')).statusCode).toBe(200);
      }
    });

    it('refuse staff without the files scopes in main mode', async () => {
      const { db } = t.database;
      const { item, download } = f.items.public;
      const query = { mode: 'main', itemUid: item.id, productId: f.product.id };
      const viewer = await buildStaff(db, f.org, ['statuspage:edit', 'files:view']);
      const nobody = await buildStaff(db, f.org, ['statuspage:edit']);
      const ask = (cookie: string, disposition: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/portal/${f.org.slug}/files/${download.id}?${new URLSearchParams({ ...query, disposition })}`,
          headers: { cookie },
        });
      expect((await ask(viewer.cookie, 'inline')).statusCode).toBe(200);
      expect((await ask(viewer.cookie, 'attachment')).json().error.code).toBe(
        'download_not_allowed',
      );
      expect((await ask(nobody.cookie, 'inline')).json().error.code).toBe('access_denied');
    });

    it('encode non-ASCII names and sandbox types that could run scripts', async () => {
      const { db } = t.database;
      const { item } = f.items.public;
      const svg = await buildFile(db, t.storage, f.org, {
        item,
        originalName: 'Sécurité "plan".svg',
        contentType: 'image/svg+xml',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      });
      const res = await getFile('public', item, svg.id, 'inline');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="S_curit_ _plan_.svg"; filename*=UTF-8''S%C3%A9curit%C3%A9%20%22plan%22.svg`,
      );
      expect(res.headers['content-security-policy']).toContain('sandbox');
    });
  });

  it('refuses downloads when the organisation is view-only, still allowing views', async () => {
    const { db } = t.database;
    const org = await buildOrg(db, {}, { documentAccessType: 'view_only' });
    const product = await buildProduct(db, org);
    const item = await buildItem(db, await buildCard(db, product));
    const file = await buildFile(db, t.storage, org, { item });
    const url = (disposition: string) =>
      `/api/portal/${org.slug}/files/${file.id}?itemUid=${item.id}&productId=${product.id}&disposition=${disposition}`;
    expect((await t.app.inject({ method: 'GET', url: url('inline') })).statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: url('attachment') });
    expect(download.statusCode).toBe(403);
    expect(download.json().error.code).toBe('download_not_allowed');
  });
});
