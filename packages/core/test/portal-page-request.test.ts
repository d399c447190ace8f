import { describe, expect, it } from 'vitest';
import { pageProductId, portalViewPath, readPortalPageRequest } from '../src/index.ts';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('pageProductId', () => {
  it('is the ?productId= of a query when it is a UUID', () => {
    expect(pageProductId(`?productId=${ID}`)).toBe(ID);
    expect(pageProductId(new URLSearchParams({ productId: ID.toUpperCase() }))).toBe(
      ID.toUpperCase(),
    );
  });

  it('is null when absent or not a UUID', () => {
    expect(pageProductId('')).toBeNull();
    expect(pageProductId('?productId=acme-mobile')).toBeNull();
    expect(pageProductId(`?productId=${ID}x`)).toBeNull();
  });
});

describe('readPortalPageRequest', () => {
  it('reads the product, the preview parameters and ?edit from a page URL', () => {
    expect(
      readPortalPageRequest(
        '/trust/acme',
        `?product=acme-mobile&productId=${ID}&accountId=a1&permissionProfileId=p1&edit`,
        '/trust/acme',
      ),
    ).toEqual({
      product: 'acme-mobile',
      productId: ID,
      accountId: 'a1',
      permissionProfileId: 'p1',
      wantsEdit: true,
    });
  });

  it('takes the product of an item path below the base when the query names none', () => {
    const request = readPortalPageRequest(
      '/trust/acme/product/acme-mobile/soc-2',
      '',
      '/trust/acme',
    );
    expect(request).toMatchObject({ product: 'acme-mobile', productId: null, wantsEdit: false });
    expect(readPortalPageRequest('/product/acme-cloud/soc-2', '?product=x', '').product).toBe('x');
    expect(readPortalPageRequest('/item/soc-2', '', '').product).toBeNull();
  });

  it('ignores empty parameters and paths outside the portal', () => {
    expect(readPortalPageRequest('/elsewhere/product/a/b', '?accountId=', '/trust/acme')).toEqual({
      product: null,
      productId: null,
      accountId: null,
      permissionProfileId: null,
      wantsEdit: false,
    });
  });
});

describe('portalViewPath', () => {
  it('asks {base}/view with the product and the caller parameters, in a fixed order', () => {
    expect(
      portalViewPath({
        orgSlug: 'acme',
        permissionProfileId: 'p 1',
        accountId: 'a1',
        mode: 'main',
        product: 'acme mobile',
      }),
    ).toBe(
      '/api/portal/acme/view?product=acme+mobile&mode=main&accountId=a1&permissionProfileId=p+1',
    );
  });

  it('asks {base}/view/{productId} for a product id, which wins over the slug', () => {
    expect(portalViewPath({ orgSlug: 'acme', productId: ID, product: 'acme-cloud' })).toBe(
      `/api/portal/acme/view/${ID}`,
    );
    expect(portalViewPath({ orgSlug: 'acme', productId: 'not-an-id', product: 'acme-cloud' })).toBe(
      '/api/portal/acme/view?product=acme-cloud',
    );
  });

  it('asks main mode only, and nothing for empty parameters', () => {
    expect(portalViewPath({ orgSlug: 'a/b', mode: 'preview', accountId: '', product: null })).toBe(
      '/api/portal/a%2Fb/view',
    );
  });

  it('asks exactly what a page URL reads', () => {
    const page = readPortalPageRequest(
      '/trust/acme',
      `?accountId=a1&productId=${ID}`,
      '/trust/acme',
    );
    expect(portalViewPath({ orgSlug: 'acme', ...page })).toBe(
      `/api/portal/acme/view/${ID}?accountId=a1`,
    );
  });
});
