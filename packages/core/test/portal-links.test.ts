import { describe, expect, it } from 'vitest';
import {
  assetUrl,
  byoidWelcomePath,
  hasProductSelector,
  helpActionHref,
  linkedInShareUrl,
  mailtoShareUrl,
  portalPageDescription,
  portalPageTitle,
  portalPageUrls,
  portalShareUrl,
  preservedParams,
  productSearch,
  safeHttpUrl,
  topicSearch,
  topicShareUrl,
  withSearchParam,
} from '../src/index.ts';

describe('productSearch', () => {
  it('sets the product and keeps only permissionProfileId and accountId', () => {
    const search = '?product=old&accountId=a-1&permissionProfileId=p-1&tcuUid=t&itemUid=i&x=y';
    expect(productSearch(search, 'acme-mobile')).toBe(
      '?product=acme-mobile&permissionProfileId=p-1&accountId=a-1',
    );
  });

  it('is just the product for a public visitor', () => {
    expect(productSearch('', 'acme-cloud')).toBe('?product=acme-cloud');
    expect(productSearch(new URLSearchParams('subscribe='), 'acme-cloud')).toBe(
      '?product=acme-cloud',
    );
  });

  it('encodes the slug', () => {
    expect(productSearch('', 'a b&c')).toBe('?product=a+b%26c');
  });

  it('drops empty preserved parameters', () => {
    expect(preservedParams('?accountId=&permissionProfileId=p').toString()).toBe(
      'permissionProfileId=p',
    );
  });
});

describe('topicSearch', () => {
  it('links to a topic, keeping the product and the preview parameters', () => {
    expect(topicSearch('?product=acme-cloud&accountId=a&itemUid=i', 't-1')).toBe(
      '?tcuUid=t-1&product=acme-cloud&accountId=a',
    );
  });

  it('replaces an earlier tcuUid', () => {
    expect(topicSearch('?tcuUid=old', 'new')).toBe('?tcuUid=new');
  });
});

describe('withSearchParam', () => {
  it('sets one parameter and keeps the others', () => {
    expect(withSearchParam('?product=p&accountId=a', 'requestAccess', 'true')).toBe(
      '?product=p&accountId=a&requestAccess=true',
    );
    expect(withSearchParam('?product=p', 'subscribe', '')).toBe('?product=p&subscribe=');
  });

  it('removes a parameter with null, and answers an empty query when nothing is left', () => {
    expect(withSearchParam('?subscribe=&product=p', 'subscribe', null)).toBe('?product=p');
    expect(withSearchParam('?subscribe=', 'subscribe', null)).toBe('');
  });
});

describe('share links', () => {
  const base = { origin: 'https://trust.acme.com', basePath: '', productSlug: null };

  it('shares the portal root without preview parameters', () => {
    expect(portalShareUrl(base)).toBe('https://trust.acme.com/');
    expect(
      portalShareUrl({
        origin: 'http://localhost:3000/',
        basePath: '/trust/acme/',
        productSlug: 'x',
      }),
    ).toBe('http://localhost:3000/trust/acme?product=x');
  });

  it('links a topic', () => {
    expect(topicShareUrl({ ...base, topicId: 't-1' })).toBe('https://trust.acme.com/?tcuUid=t-1');
    expect(
      topicShareUrl({ ...base, basePath: '/trust/acme', productSlug: 'cloud', topicId: 't' }),
    ).toBe('https://trust.acme.com/trust/acme?tcuUid=t&product=cloud');
  });

  it('builds LinkedIn and mailto links with the url encoded', () => {
    const url = 'https://trust.acme.com/?product=a&b=c';
    expect(linkedInShareUrl(url)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ftrust.acme.com%2F%3Fproduct%3Da%26b%3Dc',
    );
    expect(mailtoShareUrl('Acme Corp Trust Center', url)).toBe(
      'mailto:?subject=Acme%20Corp%20Trust%20Center&body=https%3A%2F%2Ftrust.acme.com%2F%3Fproduct%3Da%26b%3Dc',
    );
  });
});

describe('byoidWelcomePath and assetUrl', () => {
  it('keeps the byoidJwt as a parameter', () => {
    expect(byoidWelcomePath('org-1', 'a.b+c')).toBe('/byoid/org-1/welcome?byoidJwt=a.b%2Bc');
  });

  it('addresses an asset with its revision', () => {
    expect(assetUrl('o', { assetId: 'a', revision: 3 })).toBe('/api/share/o/assets/a?v=3');
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://acme.com', 'https://acme.com/'],
    ['http://acme.com/x?y=1', 'http://acme.com/x?y=1'],
    ['javascript:alert(1)', null],
    ['mailto:a@b.c', null],
    ['/relative', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it('reads an address stored without its scheme as https only when asked', () => {
    expect(safeHttpUrl('acme.example/security', { assumeHttps: true })).toBe(
      'https://acme.example/security',
    );
    expect(safeHttpUrl('http://acme.example', { assumeHttps: true })).toBe('http://acme.example/');
    expect(safeHttpUrl('javascript:alert(1)', { assumeHttps: true })).toBeNull();
    expect(safeHttpUrl('acme.example')).toBeNull();
  });
});

describe('helpActionHref', () => {
  const none = {
    contactSupport: { onClickAction: 'none' as const, supportUrl: 'https://help.acme.com' },
    supportMailbox: 'support@acme.com',
    reportIssue: { onClickAction: 'none' as const, reportUrl: null },
    securityMailbox: 'security@acme.com',
  };

  it('is null when the action is not configured', () => {
    expect(helpActionHref(none, 'contactSupport')).toBeNull();
    expect(helpActionHref(none, 'reportIssue')).toBeNull();
  });

  it("opens the url for 'url' and writes to the mailbox for 'email'", () => {
    const c = {
      ...none,
      contactSupport: { onClickAction: 'url' as const, supportUrl: 'https://help.acme.com' },
      reportIssue: { onClickAction: 'email' as const, reportUrl: 'https://ignored' },
    };
    expect(helpActionHref(c, 'contactSupport')).toBe('https://help.acme.com/');
    expect(helpActionHref(c, 'reportIssue')).toBe('mailto:security@acme.com');
    expect(
      helpActionHref(
        { ...none, contactSupport: { onClickAction: 'email', supportUrl: null } },
        'contactSupport',
      ),
    ).toBe('mailto:support@acme.com');
  });

  it('is null when the target is missing or unsafe', () => {
    const c = {
      ...none,
      contactSupport: { onClickAction: 'url' as const, supportUrl: 'javascript:alert(1)' },
      reportIssue: { onClickAction: 'email' as const, reportUrl: null },
      securityMailbox: 'a@b.c?cc=x@y.z',
    };
    expect(helpActionHref(c, 'contactSupport')).toBeNull();
    expect(helpActionHref(c, 'reportIssue')).toBeNull();
    expect(helpActionHref({ ...c, securityMailbox: null }, 'reportIssue')).toBeNull();
  });
});

describe('hasProductSelector', () => {
  it('needs more than one product or product link', () => {
    expect(hasProductSelector({ products: [1], productLinks: [] })).toBe(false);
    expect(hasProductSelector({ products: [1], productLinks: [1] })).toBe(true);
    expect(hasProductSelector({ products: [1, 2], productLinks: [] })).toBe(true);
  });
});

describe('page title and description', () => {
  const input = {
    orgName: 'Acme Corp',
    portalTitle: 'Trust Center',
    description: null,
    productName: null,
  };

  it('names the organisation and portal, and the product when the URL names one', () => {
    expect(portalPageTitle(input)).toBe('Acme Corp Trust Center');
    expect(portalPageTitle({ ...input, productName: 'Acme Mobile' })).toBe(
      'Acme Corp Trust Center - Acme Mobile',
    );
  });

  it("prefers the organisation's own description", () => {
    expect(portalPageDescription(input)).toBe("Acme Corp's security and compliance posture.");
    expect(portalPageDescription({ ...input, productName: 'Acme Mobile' })).toBe(
      "Acme Corp's security and compliance posture for Acme Mobile.",
    );
    expect(portalPageDescription({ ...input, description: ' Our posture. ' })).toBe('Our posture.');
  });
});

describe('portalPageUrls', () => {
  const base = { origin: 'https://trust.acme.com', path: '/trust/acme', orgId: 'org-1' };

  it('names the product in the canonical link and the social image', () => {
    expect(portalPageUrls({ ...base, productSlug: 'acme mobile' })).toEqual({
      canonicalUrl: 'https://trust.acme.com/trust/acme?product=acme%20mobile',
      socialImageUrl:
        'https://trust.acme.com/api/share/org-1/social-image.png?product=acme%20mobile',
    });
  });

  it('names no product when the link names none', () => {
    expect(portalPageUrls({ ...base, productSlug: null })).toEqual({
      canonicalUrl: 'https://trust.acme.com/trust/acme',
      socialImageUrl: 'https://trust.acme.com/api/share/org-1/social-image.png',
    });
  });
});
