/** Where the portal lives (org slug, base path) and the caller's preview parameters. */
import { createContext, useContext } from 'react';
import type { TPortalView } from '@trustfront/core';

export interface PortalContextValue {
  orgSlug: string;
  /** '' on a custom domain or the sole organisation at `/`, else '/trust/{orgSlug}'. */
  basePath: string;
  view: TPortalView;
  /** Preview and account parameters kept on every portal link. */
  accountId: string | null;
  permissionProfileId: string | null;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used within a portal page');
  return value;
}

export interface PageMetaValues {
  orgSlug: string | null;
  basePath: string;
  error: string | null;
  /** The language the page's address chose, which the view request names (docs/languages.md). */
  language: string | null;
}

/** The page's values when rendering on the server, where there is no document to read. */
export const PageMetaContext = createContext<PageMetaValues | null>(null);

/** The page's values: given while rendering on the server, else read from the page head. */
export function usePageMeta(): PageMetaValues {
  return useContext(PageMetaContext) ?? readPageMeta();
}

/** Values the server wrote into the page head (see the server's page-meta presenter). */
export function readPageMeta(): PageMetaValues {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  return {
    orgSlug: meta('trustfront-org'),
    basePath: meta('trustfront-base') ?? '',
    error: meta('trustfront-error'),
    language: meta('trustfront-lang'),
  };
}
