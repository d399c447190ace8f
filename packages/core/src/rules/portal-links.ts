/**
 * Links of the portal chrome (docs/portal.md, Page chrome): which query
 * parameters a portal link keeps, share targets, asset and help links, and the page's title and
 * description as both the server's head and the browser show them.
 */
import type { TAssetRef, TPortalCustomization, TPortalMode } from '../schemas/portal-view.ts';
import { parseItemPath, portalSubPath } from './item-urls.ts';

/** Preview and account context kept on every link within the portal (docs/portal.md, Modes). */
export const PRESERVED_PARAMS = ['permissionProfileId', 'accountId'] as const;

/** Where the footer's 'Built on' link points. */
export const BUILT_ON_URL = 'https://github.com/trustfront/trustfront';

type SearchInput = string | URLSearchParams;

/** A query string ('?a=b', or '' when empty) from params. */
export const toSearch = (params: URLSearchParams): string => {
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The preserved preview/account parameters of a query, alone. */
export function preservedParams(search: SearchInput): URLSearchParams {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of PRESERVED_PARAMS) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  return kept;
}

/**
 * The query after choosing a product in the selector: `product={slug}` and the preserved
 * parameters; everything else (an open item, a highlighted update, a modal flag) is dropped.
 */
export function productSearch(search: SearchInput, productSlug: string): string {
  const params = new URLSearchParams({ product: productSlug });
  for (const [key, value] of preservedParams(search)) params.set(key, value);
  return toSearch(params);
}

/**
 * The query of a link to a trust update topic (`tcuUid`), keeping the product and the preserved
 * parameters so the topic is found in the same product's list.
 */
export function topicSearch(search: SearchInput, topicId: string): string {
  const params = new URLSearchParams({ tcuUid: topicId });
  const product = new URLSearchParams(search).get('product');
  if (product) params.set('product', product);
  for (const [key, value] of preservedParams(search)) params.set(key, value);
  return toSearch(params);
}

/** The query with one parameter set (null removes it), all others kept. */
export function withSearchParam(search: SearchInput, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return toSearch(params);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a portal page's URL asks the view for (docs/portal.md, Routes). */
export interface PortalPageRequest {
  /** `?product=`, else the product of an item path `/product/{productSlug}/{slug}`. */
  product: string | null;
  /** `?productId=` when it is a UUID (anything else is ignored); it wins over `product`. */
  productId: string | null;
  accountId: string | null;
  permissionProfileId: string | null;
  /** `?edit`: staff ask for main mode, known only once their session is. */
  wantsEdit: boolean;
}

/** The `?productId=` of a page's query when it is a UUID, else null. */
export function pageProductId(search: SearchInput): string | null {
  const productId = new URLSearchParams(search).get('productId');
  return productId && UUID.test(productId) ? productId : null;
}

/** Reads a portal page's URL (its path, query and the portal's base path). */
export function readPortalPageRequest(
  pathname: string,
  search: SearchInput,
  basePath: string,
): PortalPageRequest {
  const params = new URLSearchParams(search);
  const subPath = portalSubPath(pathname, basePath);
  return {
    product:
      params.get('product') || (subPath ? (parseItemPath(subPath)?.productSlug ?? null) : null),
    productId: pageProductId(params),
    accountId: params.get('accountId') || null,
    permissionProfileId: params.get('permissionProfileId') || null,
    wantsEdit: params.has('edit'),
  };
}

export interface PortalViewRequest {
  orgSlug: string;
  product?: string | null;
  /** Asks `{base}/view/{productId}`; ignored unless a UUID. */
  productId?: string | null;
  mode?: TPortalMode | null;
  accountId?: string | null;
  permissionProfileId?: string | null;
  /** The page's language (docs/languages.md), so that the view answers in it. */
  lang?: string | null;
}

/**
 * GET {base}/view or {base}/view/{productId} with the caller's parameters: the one URL the web
 * app asks and the page head preloads, so that the browser reuses the preloaded answer.
 */
export function portalViewPath(request: PortalViewRequest): string {
  const productId = request.productId && UUID.test(request.productId) ? request.productId : null;
  const params = new URLSearchParams();
  if (!productId && request.product) params.set('product', request.product);
  if (request.mode === 'main') params.set('mode', 'main');
  if (request.accountId) params.set('accountId', request.accountId);
  if (request.permissionProfileId) params.set('permissionProfileId', request.permissionProfileId);
  if (request.lang) params.set('lang', request.lang);
  const path = `/api/portal/${encodeURIComponent(request.orgSlug)}/view`;
  return `${path}${productId ? `/${encodeURIComponent(productId)}` : ''}${toSearch(params)}`;
}

export interface PortalUrlInput {
  /** e.g. 'https://trust.acme.com' or 'http://localhost:3000'. */
  origin: string;
  /** '' at the root of a host, else e.g. '/trust/acme'. */
  basePath: string;
  /** The product a visitor chose, or null for the portal's default product. */
  productSlug: string | null;
}

const portalRoot = ({ origin, basePath }: PortalUrlInput) =>
  `${origin.replace(/\/+$/, '')}${basePath.replace(/\/+$/, '') || '/'}`;

/** The public link of the portal, as shared: no preview or account parameters. */
export function portalShareUrl(input: PortalUrlInput): string {
  const params = new URLSearchParams();
  if (input.productSlug) params.set('product', input.productSlug);
  return `${portalRoot(input)}${toSearch(params)}`;
}

/** The public link of one trust update topic, as the topic's copy-link button copies it. */
export function topicShareUrl(input: PortalUrlInput & { topicId: string }): string {
  const params = new URLSearchParams({ tcuUid: input.topicId });
  if (input.productSlug) params.set('product', input.productSlug);
  return `${portalRoot(input)}${toSearch(params)}`;
}

/** LinkedIn's share dialog for a link. */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/** A new e-mail with the portal's name as subject and its link as body. */
export function mailtoShareUrl(subject: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}`;
}

/** Where a public visitor arriving with a byoidJwt goes (docs/portal.md, Routes). */
export function byoidWelcomePath(orgId: string, byoidJwt: string): string {
  return `/byoid/${encodeURIComponent(orgId)}/welcome?${new URLSearchParams({ byoidJwt }).toString()}`;
}

/** GET /api/share/{orgId}/assets/{assetId}?v={revision}. */
export function assetUrl(orgId: string, asset: TAssetRef): string {
  return `/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(asset.assetId)}?v=${asset.revision}`;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a text holds a control character (a line break, a tab, NUL, DEL or a C1 control): no
 * address or mailbox setting may, since they are written into lines of text (security.txt, mail
 * headers) where one would start a line of its own.
 */
export const hasControlCharacters = (value: string): boolean =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/**
 * The URL when it is an absolute http(s) link, else null (no `javascript:` or relative links).
 * With `assumeHttps`, an address stored without its scheme ('acme.example') is read as https.
 */
export function safeHttpUrl(
  url: string | null | undefined,
  { assumeHttps = false }: { assumeHttps?: boolean } = {},
): string | null {
  const value = url?.trim();
  if (!value || hasControlCharacters(value)) return null;
  try {
    const parsed = new URL(assumeHttps && !HAS_SCHEME.test(value) ? `https://${value}` : value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const MAILBOX = /^[^\s@?&#/\\]+@[^\s@?&#/\\]+\.[^\s@?&#/\\]+$/;

/** Whether a text is one mailbox that a mailto: link can carry as it is. */
export const isMailbox = (value: string): boolean =>
  !hasControlCharacters(value.trim()) && MAILBOX.test(value.trim());

export type HelpAction = 'contactSupport' | 'reportIssue';

type HelpCustomization = Pick<
  TPortalCustomization,
  'contactSupport' | 'supportMailbox' | 'reportIssue' | 'securityMailbox'
>;

/**
 * The link of a Help card button (docs/portal.md, Sections): 'url' opens the configured page,
 * 'email' writes to the support (or security) mailbox. Null when the action is not configured or
 * its target is not a usable http(s) URL or e-mail address.
 */
export function helpActionHref(c: HelpCustomization, action: HelpAction): string | null {
  const { onClickAction, url, mailbox } =
    action === 'contactSupport'
      ? { ...c.contactSupport, url: c.contactSupport.supportUrl, mailbox: c.supportMailbox }
      : { ...c.reportIssue, url: c.reportIssue.reportUrl, mailbox: c.securityMailbox };
  if (onClickAction === 'url') return safeHttpUrl(url);
  if (onClickAction === 'email') {
    const address = mailbox?.trim() ?? '';
    return MAILBOX.test(address) ? `mailto:${address}` : null;
  }
  return null;
}

/** The product selector shows when there is more than one product or product link. */
export function hasProductSelector(view: {
  products: readonly unknown[];
  productLinks: readonly unknown[];
}): boolean {
  return view.products.length + view.productLinks.length > 1;
}

export interface PageTextInput {
  orgName: string;
  portalTitle: string;
  description: string | null;
  /** The product named in the URL, or null for the default product. */
  productName: string | null;
}

/** The page title: '{org} {portal title}', with ' - {product}' when the URL names a product. */
export function portalPageTitle({ orgName, portalTitle, productName }: PageTextInput): string {
  const title = `${orgName} ${portalTitle}`;
  return productName ? `${title} - ${productName}` : title;
}

export interface PageUrlInput {
  /** The origin the page's links are given under, e.g. 'https://trust.acme.com'. */
  origin: string;
  /** The page's path, e.g. '/trust/acme'. */
  path: string;
  orgId: string;
  /**
   * The slug of the product the link names by `?product=` or `?productId=`, or null when it names
   * none (or a hidden one). The links always name it by slug.
   */
  productSlug: string | null;
}

/**
 * The page's canonical link (also og:url) and social preview image, as the server writes them in
 * the page head and the browser keeps them after choosing another product.
 */
export function portalPageUrls({ origin, path, orgId, productSlug }: PageUrlInput): {
  canonicalUrl: string;
  socialImageUrl: string;
} {
  const query = productSlug ? `?product=${encodeURIComponent(productSlug)}` : '';
  return {
    canonicalUrl: `${origin}${path}${query}`,
    socialImageUrl: `${origin}/api/share/${orgId}/social-image.png${query}`,
  };
}

/** The page description: the organisation's own, else one naming the organisation and product. */
export function portalPageDescription({ orgName, description, productName }: PageTextInput) {
  if (description?.trim()) return description.trim();
  return productName
    ? `${orgName}'s security and compliance posture for ${productName}.`
    : `${orgName}'s security and compliance posture.`;
}
