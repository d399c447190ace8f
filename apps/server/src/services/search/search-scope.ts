/**
 * What of an organisation's content reaches a caller on one product page, asked of the core
 * reach rule and handed to the search query as plain ids and classes, so that the database
 * applies it inside the query: no hit, snippet, count or AI source is ever filtered after a limit.
 * Items, topics and documents are decided one by one (an organisation has hundreds of them);
 * knowledge base entries, updates, controls, facts and webpages by the classes the rule tells
 * apart (access level, audience and channel, visibility), because there can be many thousands.
 */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  RECORD_VISIBILITIES,
  UPDATE_AUDIENCES,
  documentReachOf,
  reachOf,
  reaches,
  type DocumentAccessType,
  type RecordVisibility,
  type UpdateAudience,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { cards, items } from '../../db/schema/index.ts';
import { answerEtag } from '../portal/answer-cache.ts';
import { reachableTopics } from '../updates/list-topics.ts';
import { loadOrgProducts, type OrgProduct } from '../portal/org-products.ts';
import { pickProduct } from '../portal/pick-product.ts';
import type { PortalCaller } from '../portal/portal-caller.ts';

export interface SearchScope {
  orgId: string;
  product: OrgProduct;
  /** Items listed to the caller (open or locked: their title and explanation show on the page). */
  itemIds: string[];
  /** Items whose shared files open to the caller; and whose files not shared with the portal do. */
  documentItemIds: { shared: string[]; unshared: string[] };
  kbLevels: ('public' | 'restricted')[];
  topicIds: string[];
  /** The update classes that reach the caller: audience, and whether it is on the portal. */
  updateClasses: { audience: UpdateAudience; onPortal: boolean }[];
  recordVisibilities: RecordVisibility[];
}

const ANY_FILE = {
  documentAccessType: 'view_and_download',
  contentType: 'application/pdf',
} as const;

/** A kept scope: none when no product reaches the caller (a cache holds no null). */
interface KeptScope {
  scope: SearchScope | null;
}

/**
 * Scopes kept, least recently used dropped first. `fetch` reads a missing scope with the
 * function it is given: concurrent asks share one reading, a failed one is not kept, and one
 * whose key is dropped meanwhile still answers those waiting for it.
 */
const kept = new LRUCache<string, KeptScope, () => Promise<KeptScope>>({
  max: 500,
  fetchMethod: (_key, _stale, { context }) => context(),
  ignoreFetchAbort: true,
});

/**
 * The caller's scope on the product asked for, kept like a portal answer: per organisation and
 * its content revision (every change to its products, cards, items and topics raises it),
 * product and the caller's access. A search then costs no query before its own. Concurrent
 * searches share one reading; a failed one is not kept.
 */
export async function callerSearchScope(
  db: Db,
  caller: Pick<PortalCaller, 'org' | 'customization' | 'viewer' | 'revision'>,
  productId: string | undefined,
): Promise<SearchScope | null> {
  const { org, customization, viewer, revision } = caller;
  const { documentAccessType } = customization;
  const key = answerEtag(
    revision,
    org.id,
    ['search-scope', productId ?? '', documentAccessType],
    viewer,
  );
  const found = await kept.forceFetch(key, {
    context: async () => ({
      scope: await searchScope(db, { id: org.id, documentAccessType }, viewer, productId),
    }),
  });
  return found.scope;
}

/**
 * The caller's scope on the product asked for (or the default product), or null when no product
 * reaches the caller. With `openOnly`, items listed to the caller but locked are left out too
 * (what the caller may read, not only see listed).
 */
export async function searchScope(
  db: Db,
  org: { id: string; documentAccessType: DocumentAccessType },
  viewer: Viewer,
  productId: string | undefined,
  options: { openOnly?: boolean } = {},
): Promise<SearchScope | null> {
  const product = pickProduct(await loadOrgProducts(db, org.id), viewer, { productId });
  if (!product) return null;
  const placement = { product, hiddenSections: product.hiddenSections };
  const [itemRows, topics] = await Promise.all([
    db
      .select({
        id: items.id,
        access: items.access,
        enabledState: items.enabledState,
        kind: cards.kind,
        hidden: cards.hidden,
      })
      .from(items)
      .innerJoin(cards, eq(cards.id, items.cardId))
      .where(eq(items.productId, product.id)),
    reachableTopics(db, org.id, viewer, [product.id]),
  ]);
  const scope: SearchScope = {
    orgId: org.id,
    product,
    itemIds: [],
    documentItemIds: { shared: [], unshared: [] },
    kbLevels: (['public', 'restricted'] as const).filter((accessLevel) =>
      reaches(viewer, { ...placement, kbEntry: { accessLevel } }),
    ),
    topicIds: topics.map((t) => t.id),
    updateClasses: UPDATE_AUDIENCES.flatMap((audience) =>
      [true, false]
        .filter((onPortal) =>
          reaches(viewer, {
            ...placement,
            update: { spAudience: audience, channels: onPortal ? ['status_page'] : ['email'] },
          }),
        )
        .map((onPortal) => ({ audience, onPortal })),
    ),
    recordVisibilities: RECORD_VISIBILITIES.filter((visibility) =>
      reaches(viewer, { ...placement, record: { visibility } }),
    ),
  };
  for (const row of itemRows) {
    const target = {
      ...placement,
      card: { kind: row.kind, hidden: row.hidden },
      item: { itemUid: row.id, access: row.access, enabledState: row.enabledState },
    };
    const reach = reachOf(viewer, target);
    if (reach === 'none' || (options.openOnly && reach !== 'open')) continue;
    scope.itemIds.push(row.id);
    for (const isShared of [true, false]) {
      const reach = documentReachOf(
        viewer,
        { ...target, file: { ...ANY_FILE, isShared } },
        org.documentAccessType,
      );
      if (reach === 'view' || reach === 'download') {
        scope.documentItemIds[isShared ? 'shared' : 'unshared'].push(row.id);
      }
    }
  }
  return scope;
}
