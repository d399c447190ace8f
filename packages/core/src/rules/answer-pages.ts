/**
 * The pages the server answers a portal's links and forms with before (or without) any script
 * (docs/portal.md, Taps before the script): what each shows, decided by the server and drawn by
 * the web app's rendering module, and the addresses they live at below the portal's base.
 */
import type { ErrorCode } from '../errors.ts';
import type { TSearchResultItem } from '../search/schemas.ts';

/** The portal's search page: `{portal}/search?q=`. */
export const SEARCH_PAGE = 'search';
/** The portal's subscribe page and the address its form posts to: `{portal}/subscribe`. */
export const SUBSCRIBE_PAGE = 'subscribe';

/** The address of an answer page below the portal's base (`''` on a custom domain). */
export const answerPagePath = (basePath: string, page: string) => `${basePath}/${page}`;

/** One result of the search page, as the search dialog lists it. */
export interface AnswerPageResult {
  title: string;
  subtitle: string;
  snippet: string;
  /** Where the result opens; null for what the snippet answers (a FAQ, a control, a fact). */
  href: string | null;
}

/** A refusal the server answered (bad input, too many attempts), in English, by its code. */
export interface AnswerRefusal {
  kind: 'refused';
  code: ErrorCode;
  message: string;
}

/** What a search came to when it found nothing to list. */
export type SearchFailure = AnswerRefusal | { kind: 'failed' };

/** What a subscribe post came to. */
export type SubscribeOutcome =
  | { kind: 'form' }
  | { kind: 'sent' }
  /** The address was refused; `message` is the English validation message. */
  | { kind: 'invalid'; message: string }
  | AnswerRefusal
  | { kind: 'failed' };

export type AnswerPageData = {
  orgName: string;
  /** The portal's page the 'back' link opens. */
  portalHref: string;
} & (
  | {
      kind: 'search';
      action: string;
      term: string;
      results: AnswerPageResult[];
      failure: SearchFailure | null;
    }
  | { kind: 'subscribe'; action: string; source: string; outcome: SubscribeOutcome }
);

/**
 * Where a search result opens on a page without script, as the search dialog opens it
 * (docs/search.md): a trust item or a document's item by its drawer's parameter, an update by
 * its topic, a webpage at its address; anything else has no address.
 */
export function searchResultHref(portalPath: string, result: TSearchResultItem): string | null {
  const { metadata } = result.original;
  const at = (name: string, value: string) =>
    `${portalPath || '/'}?${new URLSearchParams({ [name]: value }).toString()}`;
  if ((result.type === 'TrustCenterContent' || result.type === 'Documents') && metadata.itemUid) {
    return at('itemUid', metadata.itemUid);
  }
  if (result.type === 'TrustCenterUpdates' && metadata.topicId) {
    return at('tcuUid', metadata.topicId);
  }
  if (result.type === 'Webpage' && metadata.url && /^https?:\/\//i.test(metadata.url)) {
    return metadata.url;
  }
  return null;
}
