/**
 * The answers a server-rendered portal page was rendered from (docs/portal.md, Server rendering):
 * the view and the trust updates the caller would have fetched, embedded in the page as JSON, and
 * put into the query cache under the keys the page's hooks ask, so that hydration fetches neither.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  isClosedPortalView,
  readPortalPageRequest,
  type TComplianceUpdateResponse,
  type TLanguage,
  type TPlannedSubprocessorList,
  type TPortalViewAnswer,
} from '@trustfront/core';
import { portalViewKey, type PortalViewParams } from './portal-view.ts';
import { plannedSubprocessorsKey } from './subprocessor-changes.ts';
import { topicsKey, type TopicsParams } from './topics.ts';

export interface PortalPageData {
  orgSlug: string;
  basePath: string;
  view: TPortalViewAnswer;
  /** The trust updates of the view's product; null for a closed portal. */
  topics: TComplianceUpdateResponse | null;
  /**
   * The product's planned subprocessor changes, for a visitor without a session; null when the
   * page asks them itself (docs/portal.md, Server rendering).
   */
  planned: TPlannedSubprocessorList | null;
  /** The page's language: the interface's and the view's (docs/languages.md). */
  language: TLanguage;
  /** The language the address chose, which the view request names; else null. */
  viewLanguage: TLanguage | null;
}

/** The id of the `<script type="application/json">` holding the data. */
export const PORTAL_DATA_ELEMENT_ID = 'portal-data';

/** The view's parameters a portal page at this address asks (PortalPage, outside main mode). */
export function portalViewParamsOf(
  orgSlug: string,
  basePath: string,
  location: { pathname: string; search: string },
  /** The language the page's address chose (docs/languages.md), else null. */
  lang: string | null,
): PortalViewParams {
  const request = readPortalPageRequest(location.pathname, location.search, basePath);
  return {
    lang,
    orgSlug,
    product: request.product,
    productId: request.productId,
    mode: null,
    accountId: request.accountId,
    permissionProfileId: request.permissionProfileId,
  };
}

/** The trust updates' parameters the page asks once its view is known (PortalPage, UpdatesSection). */
export function portalTopicsParams(
  view: { product: { productSlug: string }; mode: TPortalViewAnswer['mode'] },
  portal: { orgSlug: string; accountId?: string | null; permissionProfileId?: string | null },
): TopicsParams {
  return {
    orgSlug: portal.orgSlug,
    productSlug: view.product.productSlug,
    mode: view.mode,
    accountId: portal.accountId ?? null,
    permissionProfileId: portal.permissionProfileId ?? null,
  };
}

/** Puts the page's answers into the query cache, as if just fetched. */
export function seedPortalQueries(
  client: QueryClient,
  data: PortalPageData,
  location: { pathname: string; search: string },
): void {
  const params = portalViewParamsOf(data.orgSlug, data.basePath, location, data.viewLanguage);
  client.setQueryData(portalViewKey(params), data.view);
  if (data.topics && !isClosedPortalView(data.view)) {
    client.setQueryData(topicsKey(portalTopicsParams(data.view, params)), data.topics);
  }
  if (data.planned && !isClosedPortalView(data.view)) {
    const key = plannedSubprocessorsKey(
      data.orgSlug,
      data.view.product.productId,
      params.accountId ?? null,
    );
    client.setQueryData(key, data.planned);
  }
}

/** The data of a server-rendered page, or null for a page the browser renders alone. */
export function readPortalData(): PortalPageData | null {
  const element = document.getElementById(PORTAL_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PortalPageData) : null;
}

/**
 * The data as a script element's content: JSON, with `<` escaped so that no `</script>` or
 * `<!--` in staff's texts ends the element, and the line separators JavaScript once refused.
 */
export function portalDataScript(data: PortalPageData): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PORTAL_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Whether this page came rendered from the server: the whole page then renders in its first
 * frame, as the server rendered it. True while rendering on the server.
 */
export function isServerRenderedPage(): boolean {
  return (
    typeof document === 'undefined' || document.getElementById(PORTAL_DATA_ELEMENT_ID) !== null
  );
}
