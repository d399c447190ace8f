import { portalPageDescription, portalPageTitle, type TPortalView } from '@trustfront/core';
import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the document title and description in step with the product on screen, worded as the
 * server words them in the page head (core `portalPageTitle` / `portalPageDescription`).
 */
export function useDocumentMeta(view: TPortalView, productParam: string | null) {
  const isProductNamed = productParam === view.product.productSlug && view.product.show;
  const text = {
    orgName: view.org.name,
    portalTitle: view.customization.portalTitle,
    description: view.customization.description,
    productName: isProductNamed ? view.product.productName : null,
  };
  const title = portalPageTitle(text);
  const description = portalPageDescription(text);
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
