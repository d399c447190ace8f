/**
 * "Does this reach the caller?" asked through every way in, over every placement of a document
 * and every kind of caller, including staff with and without each scope and a login-only
 * portal. Each cell of the expected table is asserted through the portal view, the file view
 * and download, the file check, bulk download (request and link), search hits and AI sources
 * (a document's text is found and cited exactly when it opens to the caller), and search hits
 * through the embeddings' vectors alone (a term sharing no word with the text, on PGlite with
 * pgvector and a local embeddings endpoint; PostgreSQL here has no pgvector).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_ACCESS,
  ZBulkDownloadResponse,
  ZNdaStatus,
  ZPortalView,
  type DocumentReach,
  type ItemAccess,
} from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { pdfText } from './helpers/pdf.ts';
import { readZip } from './helpers/zip.ts';
import { answerAs, enableAi, putDocumentText, searchAs } from './helpers/search.ts';
import { indexDocumentText } from '../src/services/search/document-text.ts';
import { embedChanged } from '../src/services/search/vectors/vector-index.ts';
import { startEmbeddingsEndpoint, type EmbeddingsEndpoint } from './helpers/embeddings-endpoint.ts';
import {
  CALLERS,
  MODES,
  PLACEMENTS,
  buildItemAccessFixture,
  buildReachFixture,
  type Caller,
  type ItemAccessFixture,
  type Mode,
  type Placement,
  type ReachFixture,
} from './helpers/reach-fixture.ts';

const N = 'none';
const L = 'locked';
const V = 'view';
const D = 'download';
/** Written out by hand; columns in the order of PLACEMENTS. */
const EXPECTED: Record<Caller, DocumentReach[]> = {
  public: [D, N, N, N, N, N, N, N],
  account: [D, N, N, N, N, N, N, N],
  preview: [D, N, N, N, N, D, N, N],
  'preview, no files scope': [L, N, N, N, N, L, N, N],
  main: [D, D, D, D, D, D, D, D],
  'main, files:view only': [V, V, V, V, V, V, V, V],
  'main, no files scope': [L, L, L, L, L, L, L, L],
  // Without app:accounts a preview is the public portal: the profile's documents stay shut.
  'auditor asking for a preview': [D, N, N, N, N, N, N, N],
};
/** On a login-only portal, public visitors get nothing; members what they had. */
const EXPECTED_LOGIN_ONLY: Partial<Record<Caller, DocumentReach[]>> = {
  public: [N, N, N, N, N, N, N, N],
  account: EXPECTED.account,
  'auditor asking for a preview': [N, N, N, N, N, N, N, N],
};

type Answer = { statusCode: number; body: string; json: () => { error?: { code?: string } } };

const CELLS = (table: Partial<Record<Caller, DocumentReach[]>>) =>
  CALLERS.flatMap((caller) => {
    const row = table[caller];
    return row ? PLACEMENTS.map((p, i) => [caller, p, row[i] ?? N] as const) : [];
  });

const LEVELS = [
  ['PublicContentOnly', EXPECTED],
  ['LoginRequired', EXPECTED_LOGIN_ONLY],
] as const;

/** Near the documents' text by meaning ("encryption", "audit report"), sharing no word with it. */
const VECTOR_TERM = 'cipher attestation';

describe.each(await databaseKinds())('reach matrix (%s)', (kind) => {
  let t: TestApp;
  let endpoint: EmbeddingsEndpoint;
  const fixtures = new Map<string, ReachFixture>();

  beforeAll(async () => {
    endpoint = await startEmbeddingsEndpoint();
    t = await createTestApp(kind, {
      embeddings: {
        baseUrl: endpoint.url,
        model: 'concept-bag',
        apiKey: undefined,
        minSimilarity: 0.3,
      },
    });
    await t.app.ready();
    for (const [level] of LEVELS) {
      const f = await buildReachFixture(t.database.db, t.storage, level);
      fixtures.set(level, f);
      await enableAi(t.database.db, f.org.id);
      for (const [i, { file }] of Object.values(f.documents).entries()) {
        await putDocumentText(
          t.database.db,
          file,
          `The audit report matrixdoc${i} covers encryption.`,
        );
      }
    }
    await embedChanged({ db: t.database.db, vectors: t.vectors });
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  const ask = (
    f: ReachFixture,
    caller: { query: Record<string, string>; cookie?: string },
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    payload?: unknown,
  ): Promise<Answer> =>
    t.app.inject({
      method,
      url: `/api/portal/${f.org.slug}${path}?${new URLSearchParams({ ...caller.query, ...query })}`,
      headers: caller.cookie ? { cookie: caller.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe.each(LEVELS)('%s portal', (level, table) => {
    it.each(CELLS(table))('%s / %s: %s through every way in', async (who, placement, reach) => {
      const f = fixtures.get(level);
      if (!f) throw new Error('No fixture');
      const caller = f.callers[who];
      const { product, item, file } = f.documents[placement as Placement];
      const fileQuery = { itemUid: item.id, productId: product.id };
      const refusal = reach === N ? 404 : 403;
      const refusedCode =
        reach === N ? 'not_found' : reach === L ? 'access_denied' : 'download_not_allowed';

      // The portal view lists the document exactly when it reaches the caller.
      const view = await ask(f, caller, 'GET', `/view/${product.id}`);
      expect(view.statusCode).toBe(200);
      expect(view.body.includes(file.id)).toBe(reach !== N);
      if (reach !== N) {
        const doc = ZPortalView.parse(JSON.parse(view.body))
          .cards.flatMap((c) => c.items)
          .flatMap((i) => i.documents)
          .find((d) => d.fileId === file.id);
        expect(doc?.isUnlocked).toBe(reach === V || reach === D);
        expect(doc?.canDownload).toBe(reach === D);
      }

      // View, download and check answer the same decision.
      const inline = await ask(f, caller, 'GET', `/files/${file.id}`, fileQuery);
      const check = await ask(f, caller, 'GET', `/files/${file.id}/check`, fileQuery);
      for (const res of [inline, check]) {
        if (reach === V || reach === D) expect(res.statusCode).toBe(200);
        else {
          expect(res.statusCode).toBe(refusal);
          expect(res.json().error?.code).toBe(refusedCode);
        }
      }
      const attachment = await ask(f, caller, 'GET', `/files/${file.id}`, {
        ...fileQuery,
        disposition: 'attachment',
      });
      if (reach === D) expect(attachment.statusCode).toBe(200);
      else {
        expect(attachment.statusCode).toBe(refusal);
        expect(attachment.json().error?.code).toBe(refusedCode);
      }

      // Search finds its text, and Ask AI cites it, exactly when it opens to the caller.
      const term = `matrixdoc${PLACEMENTS.indexOf(placement as Placement)} report`;
      const opens = reach === V || reach === D;
      const hits = await searchAs(t.app, f.org.slug, caller, product.id, term);
      expect(hits.some((h) => h.id === file.id)).toBe(opens);
      expect(
        JSON.stringify(hits).includes(`matrixdoc${PLACEMENTS.indexOf(placement as Placement)}`),
      ).toBe(opens);
      const asked = await answerAs(t.app, f.org.slug, caller, product.id, term);
      const mayAsk = who === 'account' || who.startsWith('preview');
      expect(asked.status).toBe(mayAsk ? 200 : 403);
      if (mayAsk) expect(asked.sources.some((s) => s.id === file.id)).toBe(opens);
      // Through the vectors alone, exactly the same.
      if (kind === 'pglite') expect(t.vectors.enabled()).toBe(true);
      if (t.vectors.enabled()) {
        const near = await searchAs(t.app, f.org.slug, caller, product.id, VECTOR_TERM);
        expect(near.some((h) => h.id === file.id)).toBe(opens);
      }

      // Bulk download permits it exactly when it may be downloaded, at request and link time.
      const bulk = await ask(
        f,
        caller,
        'POST',
        `/products/${product.id}/bulk-download`,
        {},
        {
          productId: product.id,
          selectAllUsed: false,
          files: [{ itemUid: item.id, fileId: file.id }],
        },
      );
      if (reach !== D) {
        expect(bulk.statusCode).toBe(403);
        expect(bulk.json().error?.code).toBe('nothing_to_download');
        return;
      }
      expect(bulk.statusCode).toBe(200);
      const { fileUrl, successCount } = ZBulkDownloadResponse.parse(JSON.parse(bulk.body));
      expect(successCount).toBe(1);
      const zip = await t.app.inject({
        method: 'GET',
        url: fileUrl,
        headers: caller.cookie ? { cookie: caller.cookie } : {},
      });
      expect(zip.statusCode).toBe(200);
      expect((await readZip(zip.rawPayload)).map((e) => e.name)).toEqual([
        `${item.title}/${file.originalName}`,
      ]);
      // The same link followed by a stranger gives only what reaches the public.
      const stranger = await t.app.inject({ method: 'GET', url: fileUrl });
      const publicReach = (table.public ?? [])[PLACEMENTS.indexOf(placement as Placement)];
      expect(stranger.statusCode).toBe(publicReach === D ? 200 : 403);
    });
  });

  it('refuses main mode to staff without statuspage:edit on every route', async () => {
    const f = fixtures.get('PublicContentOnly');
    if (!f) throw new Error('No fixture');
    const { product, item, file } = f.documents.plain;
    const fileQuery = { itemUid: item.id, productId: product.id };
    const answers = [
      await ask(f, f.nonEditor, 'GET', '/view'),
      await ask(f, f.nonEditor, 'GET', `/view/${product.id}`),
      await ask(f, f.nonEditor, 'GET', `/files/${file.id}`, fileQuery),
      await ask(f, f.nonEditor, 'GET', `/files/${file.id}/check`, fileQuery),
      await ask(f, f.nonEditor, 'GET', '/knowledge-base'),
      await ask(f, f.nonEditor, 'GET', '/compliance-update'),
      await ask(
        f,
        f.nonEditor,
        'POST',
        `/products/${product.id}/bulk-download`,
        {},
        {
          productId: product.id,
          selectAllUsed: false,
          files: [{ itemUid: item.id, fileId: file.id }],
        },
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error?.code).toBe('forbidden');
    }
    // Without main mode the same staff member sees the public portal.
    const plainView = await ask(f, { query: {}, cookie: f.nonEditor.cookie }, 'GET', '/view');
    expect(plainView.statusCode).toBe(200);
  });

  it("sends a login-only portal's public visitors no content, only why", async () => {
    const f = fixtures.get('LoginRequired');
    if (!f) throw new Error('No fixture');
    const view = await ask(f, f.callers.public, 'GET', '/view');
    expect(view.statusCode).toBe(200);
    const body = JSON.parse(view.body);
    expect(body.closed).toBe('login_required');
    expect(Object.keys(body).sort()).toEqual([
      'closed',
      'customization',
      'language',
      'mode',
      'org',
    ]);
    for (const d of Object.values(f.documents)) {
      expect(view.body).not.toContain(d.product.id);
      expect(view.body).not.toContain(d.item.title);
    }
    const kb = await ask(f, f.callers.public, 'GET', '/knowledge-base');
    expect(JSON.parse(kb.body).total).toBe(0);
    const updates = await ask(f, f.callers.public, 'GET', '/compliance-update');
    expect(JSON.parse(updates.body)).toEqual({ topics: [] });
    const member = await ask(f, f.callers.account, 'GET', '/view');
    expect(ZPortalView.parse(JSON.parse(member.body)).cards.length).toBeGreaterThan(0);
  });
});

/**
 * Modes × item access × every way in (docs/access.md, reach rule), on an organisation asking for
 * a clickwrap NDA and watermarking documents. Columns: public, restricted, restricted-and-hidden.
 */
const BY_MODE: Record<Mode, { reach: DocumentReach[]; watermarked: boolean[]; nda: boolean }> = {
  public: { reach: [D, L, N], watermarked: [false, false, false], nda: false },
  'member A': { reach: [D, D, D], watermarked: [false, true, true], nda: true },
  'member B': { reach: [D, L, N], watermarked: [false, false, false], nda: true },
  'member A, NDA not accepted': {
    reach: [D, L, N],
    watermarked: [false, false, false],
    nda: false,
  },
  'preview as A': { reach: [D, D, D], watermarked: [false, false, false], nda: false },
  staff: { reach: [D, D, D], watermarked: [false, false, false], nda: false },
  'auditor asking to preview as A': {
    reach: [D, L, N],
    watermarked: [false, false, false],
    nda: false,
  },
};

describe.each(await databaseKinds())('modes × items × ways in (%s)', (kind) => {
  let t: TestApp;
  let f: ItemAccessFixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildItemAccessFixture(t.database.db, t.storage);
    await enableAi(t.database.db, f.org.id);
    for (const { file } of Object.values(f.items)) {
      await indexDocumentText({ db: t.database.db, storage: t.storage }, file.id);
    }
  });
  afterAll(() => t.close());

  const ask = (
    who: Mode,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    payload?: object,
  ) => {
    const caller = f.callers[who];
    return t.app.inject({
      method,
      url: `/api/portal/${f.org.slug}${path}?${new URLSearchParams({ ...caller.query, ...query })}`,
      headers: caller.cookie ? { cookie: caller.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  };
  /** Whether a served PDF carries member A's watermark (the only member who gets copies). */
  const isMarked = async (bytes: Buffer) => (await pdfText(bytes)).includes(f.stampOfA);

  const cells = MODES.flatMap((who) =>
    ITEM_ACCESS.map((access, i) => [who, access, BY_MODE[who].reach[i] ?? N, i] as const),
  );
  it.each(cells)('%s / %s item: %s', async (who, access: ItemAccess, reach, column) => {
    const { item, file } = f.items[access];
    const expected = BY_MODE[who];
    const fileQuery = { itemUid: item.id, productId: f.product.id };

    // Portal view.
    const view = await ask(who, 'GET', `/view/${f.product.id}`);
    expect(view.statusCode).toBe(200);
    const listed = ZPortalView.parse(view.json())
      .cards.flatMap((c) => c.items)
      .find((i) => i.itemUid === item.id);
    expect(Boolean(listed)).toBe(reach !== N);
    if (listed) expect(listed.isUnlocked).toBe(reach === D);

    // File view, file download, each a watermarked copy exactly when the mode gets one.
    for (const disposition of ['inline', 'attachment']) {
      const res = await ask(who, 'GET', `/files/${file.id}`, { ...fileQuery, disposition });
      expect(res.statusCode).toBe(reach === D ? 200 : reach === L ? 403 : 404);
      if (reach === D) {
        expect(await pdfText(res.rawPayload)).toContain(`Report ${access}`);
        expect(await isMarked(res.rawPayload)).toBe(expected.watermarked[column]);
      }
    }

    // Bulk download, request and link, with the same copy.
    const bulk = await ask(
      who,
      'POST',
      `/products/${f.product.id}/bulk-download`,
      {},
      {
        productId: f.product.id,
        selectAllUsed: false,
        files: [{ itemUid: item.id, fileId: file.id }],
      },
    );
    expect(bulk.statusCode).toBe(reach === D ? 200 : 403);
    if (reach === D) {
      const { fileUrl } = ZBulkDownloadResponse.parse(bulk.json());
      const caller = f.callers[who];
      const zip = await t.app.inject({
        method: 'GET',
        url: fileUrl,
        headers: caller.cookie ? { cookie: caller.cookie } : {},
      });
      const [entry] = await readZip(zip.rawPayload);
      if (!entry) throw new Error('Empty zip');
      expect(await isMarked(entry.data)).toBe(expected.watermarked[column]);
    }

    // Search lists the item when the view does, and the document's text when it opens; Ask AI
    // cites nothing the caller may not open.
    const hits = await searchAs(
      t.app,
      f.org.slug,
      f.callers[who],
      f.product.id,
      `Report ${access}`,
    );
    expect(hits.some((h) => h.id === item.id)).toBe(reach !== N);
    expect(hits.some((h) => h.id === file.id)).toBe(reach === D);
    const asked = await answerAs(
      t.app,
      f.org.slug,
      f.callers[who],
      f.product.id,
      `Report ${access}`,
    );
    const mayAsk = who !== 'public' && who !== 'staff' && who !== 'auditor asking to preview as A';
    expect(asked.status).toBe(mayAsk ? 200 : 403);
    expect(asked.sources.some((s) => s.id === file.id)).toBe(asked.status === 200 && reach === D);
    if (reach === N) expect(asked.body).not.toContain(item.id);

    // NDA: its status, and the signed copy for members who accepted.
    const nda = ZNdaStatus.parse((await ask(who, 'GET', '/nda')).json());
    expect(nda).toMatchObject({ passed: expected.nda, provider: 'clickwrap' });
    expect(nda.email).toBe(f.callers[who].email ?? null);
    const signed = await ask(who, 'POST', '/download-signed-clickwrap-nda');
    expect(signed.statusCode).toBe(expected.nda ? 200 : 404);
    if (expected.nda) expect(await pdfText(signed.rawPayload)).toContain(`E-mail: ${nda.email}`);
  });
});
