import { describe, expect, it } from 'vitest';
import { itemUrl, parseItemPath, portalSubPath } from '../src/index.ts';

const withSlug = { itemUid: 'u-1', slug: 'soc-2' };
const withoutSlug = { itemUid: 'u-1', slug: null };

describe('itemUrl', () => {
  it.each([
    ['/trust/acme', false, withSlug, '/trust/acme/item/soc-2'],
    ['/trust/acme', true, withSlug, '/trust/acme/product/acme-cloud/soc-2'],
    ['', false, withSlug, '/item/soc-2'],
    ['', true, withSlug, '/product/acme-cloud/soc-2'],
    ['/trust/acme/', false, withSlug, '/trust/acme/item/soc-2'],
    ['/trust/acme', false, withoutSlug, '/trust/acme?itemUid=u-1'],
    ['', false, withoutSlug, '/?itemUid=u-1'],
    ['/trust/acme', true, withoutSlug, '/trust/acme?itemUid=u-1&product=acme-cloud'],
  ])('%j (several products: %s) %j → %s', (basePath, multipleProducts, item, url) => {
    expect(itemUrl({ basePath, productSlug: 'acme-cloud', multipleProducts, item })).toBe(url);
  });

  it('encodes unusual characters', () => {
    expect(
      itemUrl({
        basePath: '',
        productSlug: 'a b',
        multipleProducts: true,
        item: { itemUid: 'x', slug: 'c/d' },
      }),
    ).toBe('/product/a%20b/c%2Fd');
  });
});

describe('parseItemPath', () => {
  it.each([
    ['/item/soc-2', { slug: 'soc-2', productSlug: null }],
    ['item/soc-2/', { slug: 'soc-2', productSlug: null }],
    ['/product/acme-cloud/soc-2', { slug: 'soc-2', productSlug: 'acme-cloud' }],
    ['/product/a%20b/c%2Fd', { slug: 'c/d', productSlug: 'a b' }],
  ])('%s', (path, parsed) => {
    expect(parseItemPath(path)).toEqual(parsed);
  });

  it.each([
    '',
    '/',
    '/item',
    '/item/a/b',
    '/product/acme',
    '/product/a/b/c',
    '/items/a',
    '/item/%E0',
  ])('%j is not an item path', (path) => {
    expect(parseItemPath(path)).toBeNull();
  });

  it('reads back what itemUrl writes', () => {
    for (const multipleProducts of [false, true]) {
      const url = itemUrl({
        basePath: '/trust/acme',
        productSlug: 'acme-cloud',
        multipleProducts,
        item: withSlug,
      });
      const sub = portalSubPath(url, '/trust/acme');
      expect(sub).not.toBeNull();
      expect(parseItemPath(sub ?? '')).toEqual({
        slug: 'soc-2',
        productSlug: multipleProducts ? 'acme-cloud' : null,
      });
    }
  });
});

describe('portalSubPath', () => {
  it.each([
    ['/trust/acme/item/x', '/trust/acme', '/item/x'],
    ['/trust/acme', '/trust/acme', ''],
    ['/trust/acmes/item/x', '/trust/acme', null],
    ['/item/x', '', '/item/x'],
  ])('%s below %j → %j', (pathname, base, sub) => {
    expect(portalSubPath(pathname, base)).toBe(sub);
  });
});
