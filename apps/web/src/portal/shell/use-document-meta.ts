import {
  pageProductId,
  portalPageDescription,
  portalPageTitle,
  portalPageUrls,
  type TPortalView,
} from '@trustfront/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * The origin the server gave the page's links (its public URL, or the custom domain), read from
 * the canonical link it wrote; the browser's own without one (the web dev server).
 */
function linkOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.getAttribute('href') ? new URL(canonical.href).origin : window.location.origin;
}

/**
 * Keeps the document title, description, canonical link and social preview in step with the
 * product on screen, as the server writes them in the page head (core `portalPageTitle`,
 * `portalPageDescription`, `portalPageUrls`).
 */
export function useDocumentMeta(view: TPortalView, productParam: string | null) {
  const { pathname, search } = useLocation();
  // As on the server: `?productId=` (a UUID) names the product before `?product=` or an item path.
  const productId = pageProductId(search);
  const isNamed = productId
    ? productId === view.product.productId
    : productParam === view.product.productSlug;
  const isProductNamed = isNamed && view.product.show;
  const text = {
    orgName: view.org.name,
    portalTitle: view.customization.portalTitle,
    description: view.customization.description,
    productName: isProductNamed ? view.product.productName : null,
  };
  const title = portalPageTitle(text);
  const description = portalPageDescription(text);
  // Like the server, the links name the product (by slug) only when the query does, by
  // `?product=` or `?productId=`; an item path names it in the path.
  const isNamedByQuery = productId !== null || Boolean(new URLSearchParams(search).get('product'));
  const productSlug = isProductNamed && isNamedByQuery ? view.product.productSlug : null;
  const orgId = view.org.id;
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    const urls = portalPageUrls({ origin: linkOrigin(), path: pathname, orgId, productSlug });
    setCanonical(urls.canonicalUrl);
    setMeta('property', 'og:url', urls.canonicalUrl);
    setMeta('property', 'og:image', urls.socialImageUrl);
    setMeta('property', 'og:image:alt', title);
    setMeta('name', 'twitter:image', urls.socialImageUrl);
  }, [title, description, pathname, orgId, productSlug]);
}
