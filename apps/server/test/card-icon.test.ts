/**
 * Card icons (docs/editing.md, Card icons): checked by content (png, jpeg, svg magic bytes, not
 * the name), at most 1 MB, SVG sanitised; a replacement raises the asset's revision, whose
 * address is cached for a year; reset goes back to the default icon; plan and scopes gate it.
 * Every attack of the SVG corpus uploaded through the route is served without anything that
 * runs or reaches out; DOCTYPE and entity declarations are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES, ZPortalView } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { buildCard, buildOrg, buildProduct, buildStaff, type ProductRow } from './factories.ts';
import {
  BENIGN_ICON,
  CLEANED_ATTACKS,
  REFUSED_ATTACKS,
  dangersIn,
  parseSvg,
} from './helpers/svg-attacks.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each(await databaseKinds())('card icons (%s)', (kind) => {
  let t: TestApp;
  let product: ProductRow;
  let editor: string;
  let noAssets: string;
  let freeEditor: string;
  let freeProduct: ProductRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const org = await buildOrg(db, { slug: 'icons', plan: 'growth' });
    product = await buildProduct(db, org);
    await buildCard(db, product, { kind: 'Policies' });
    editor = (await buildStaff(db, org, ['statuspage:edit', 'assets:edit'])).cookie;
    noAssets = (await buildStaff(db, org, ['statuspage:edit'])).cookie;
    const free = await buildOrg(db, { slug: 'icons-free', plan: 'free' });
    freeProduct = await buildProduct(db, free);
    await buildCard(db, freeProduct, { kind: 'Policies' });
    freeEditor = (await buildStaff(db, free, ['statuspage:edit', 'assets:edit'])).cookie;
  });
  afterAll(() => t.close());

  const put = (name: string, type: string, content: Buffer, cookie = editor, p = product) => {
    const body = multipartBody(name, type, content);
    return t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${p.id}/cards/Policies/icon`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const iconOf = async () => {
    const view = ZPortalView.parse(
      (await t.app.inject({ method: 'GET', url: '/api/portal/icons/view' })).json(),
    );
    return view.cards.find((c) => c.kind === 'Policies')?.icon ?? null;
  };

  it('stores a png, replaces it with a new revision served with a long cache, then resets', async () => {
    const first = await put('icon.png', 'image/png', PNG);
    expect(first.statusCode).toBe(200);
    expect(await iconOf()).toEqual(first.json());
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><image href="https://t.example/x.png"/><rect width="20" height="20"/></svg>',
    );
    const second = await put('icon.svg', 'image/svg+xml', svg);
    expect(second.json().assetId).toBe(first.json().assetId);
    expect(second.json().revision).toBe(first.json().revision + 1);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/share/${(await iconOf()) ? product.orgId : ''}/assets/${second.json().assetId}?v=${second.json().revision}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).not.toMatch(/script|onload|t\.example/);
    expect(served.body).toContain('<rect width="20" height="20"/>');

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/trust-center/products/${product.id}/cards/Policies/icon`,
      headers: { cookie: editor },
    });
    expect(reset.statusCode).toBe(204);
    expect(await iconOf()).toBeNull();
  });

  it('checks the content, not the name, and the size, with their messages', async () => {
    const pdf = await put('icon.png', 'image/png', Buffer.from('%PDF-1.4 not an image'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe(ADMIN_MESSAGES.iconWrongType);
    const big = await put('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(ADMIN_MESSAGES.iconTooLarge);
    const unsafe = await put(
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg><style>@import "https://x.example/a.css";</style></svg>'),
    );
    expect(unsafe.json().error.message).toBe(ADMIN_MESSAGES.iconUnsafeSvg);
    const none = await t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${product.id}/cards/Policies/icon`,
      headers: { cookie: editor, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.json().error.message).toBe(ADMIN_MESSAGES.customIconRequired);
    expect(await iconOf()).toBeNull();
  });

  it('serves every attack of the corpus cleaned, refuses declarations, keeps a benign icon', async () => {
    const served = async (svg: string) => {
      const res = await put('icon.svg', 'image/svg+xml', Buffer.from(svg));
      expect(res.statusCode).toBe(200);
      const { assetId, revision } = res.json<{ assetId: string; revision: number }>();
      const asset = await t.app.inject({
        method: 'GET',
        url: `/api/share/${product.orgId}/assets/${assetId}?v=${revision}`,
      });
      expect(asset.headers['content-type']).toBe('image/svg+xml');
      return asset.body;
    };
    for (const [name, svg] of CLEANED_ATTACKS) {
      expect(dangersIn(await served(svg)), name).toEqual([]);
    }
    const before = await iconOf();
    for (const [name, svg] of REFUSED_ATTACKS) {
      const res = await put('icon.svg', 'image/svg+xml', Buffer.from(svg));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_request',
        message: ADMIN_MESSAGES.svgDeclarations,
      });
    }
    expect(await iconOf()).toEqual(before);
    const benign = parseSvg(await served(BENIGN_ICON));
    expect(benign.querySelectorAll('path, linearGradient, stop, circle, use').length).toBe(8);
  });

  it('needs assets:edit and the plan feature allowReplaceCardIcons', async () => {
    const scope = await put('icon.png', 'image/png', PNG, noAssets);
    expect(scope.statusCode).toBe(403);
    expect(scope.json().error.message).toBe(MESSAGES.noAccessBody);
    const plan = await put('icon.png', 'image/png', PNG, freeEditor, freeProduct);
    expect(plan.statusCode).toBe(403);
    expect(plan.json().error.message).toBe(MESSAGES.upgradePlan);
  });
});
