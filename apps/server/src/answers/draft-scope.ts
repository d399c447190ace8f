/**
 * Whose reach a questionnaire's drafts are made in (docs/search.md, Drafts): staff (every content
 * of the organisation, sources an anonymous visitor may not see marked internal) or one member
 * (exactly what the member's account and profile reach, as search does). Both are search scopes:
 * the drafts read nothing a search in the same scope could not find.
 */
import { eq, sql } from 'drizzle-orm';
import {
  STAFF_SCOPES,
  publicViewer,
  type DraftSourceType,
  type SearchResultType,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { organizations } from '../db/schema/index.ts';
import { memberViewer } from '../services/access/resolve-viewer.ts';
import { loadCustomization } from '../services/portal/load-portal.ts';
import { branchesOf } from '../services/search/search-branches.ts';
import { searchScope, type SearchScope } from '../services/search/search-scope.ts';

export interface DraftScope {
  search: SearchScope;
  orgSlug: string;
  /** Whose links the sources carry: the private app's (staff) or the portal's (a member). */
  audience: 'staff' | 'member';
  /** `type:id` of each source an anonymous visitor of the public portal reaches. */
  publicKeys: ReadonlySet<string>;
}

export const DRAFT_SOURCE_TYPE_OF: Record<SearchResultType, DraftSourceType> = {
  TrustCenterContent: 'item',
  Documents: 'document',
  KnowledgeBase: 'knowledge_base',
  Controls: 'control',
  Facts: 'fact',
  TrustCenterUpdates: 'update',
  Webpage: 'webpage',
};

/** Staff editing the trust center: every product, card, item, file and record reaches them. */
const staffViewer = (publicAccessLevel: Viewer['publicAccessLevel']): Viewer => ({
  mode: 'main',
  permittedItemUids: new Set(),
  scopes: new Set(STAFF_SCOPES),
  publicAccessLevel,
  ndaPending: false,
  watermarkDocuments: false,
});

/** The `type:id` of every source a scope reaches. */
async function keysIn(db: Db, scope: SearchScope | null): Promise<Set<string>> {
  const branches = scope ? branchesOf(scope) : [];
  if (branches.length === 0) return new Set();
  const selects = branches.map(
    (b) =>
      sql`SELECT ${b.type}::text || ':' || ${b.id}::text AS key FROM ${b.from} WHERE ${b.reach}`,
  );
  const rows = await queryRows<{ key: string }>(db, sql.join(selects, sql` UNION ALL `));
  return new Set(rows.map((r) => r.key));
}

async function orgOf(db: Db, orgId: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw new Error(`No organisation ${orgId}`);
  const customization = await loadCustomization(db, orgId);
  return { org, customization };
}

/**
 * Staff's scope on a product (the default one without `productId`): every content of the
 * organisation, staff-only sources included; null when the organisation has no such product.
 */
export async function staffDraftScope(
  db: Db,
  orgId: string,
  productId?: string,
): Promise<DraftScope | null> {
  const { org, customization } = await orgOf(db, orgId);
  const { publicAccessLevel, documentAccessType } = customization;
  const target = { id: orgId, documentAccessType };
  const search = await searchScope(db, target, staffViewer(publicAccessLevel), productId);
  if (!search) return null;
  // What an anonymous visitor may read: a restricted item listed to them locked is internal.
  const anonymous = await searchScope(
    db,
    target,
    publicViewer(publicAccessLevel),
    search.product.id,
    { openOnly: true },
  );
  return { search, orgSlug: org.slug, audience: 'staff', publicKeys: await keysIn(db, anonymous) };
}

/**
 * A member's scope: what their account and permission profile reach on the product, as their
 * search does; null when they are not a member of an approved account or no product reaches them.
 * Nothing in it is internal.
 */
export async function memberDraftScope(
  db: Db,
  orgId: string,
  memberId: string,
  productId?: string,
): Promise<DraftScope | null> {
  const { org, customization } = await orgOf(db, orgId);
  const { publicAccessLevel, documentAccessType } = customization;
  const viewer = await memberViewer(db, { id: orgId, publicAccessLevel }, memberId);
  if (!viewer) return null;
  const search = await searchScope(db, { id: orgId, documentAccessType }, viewer, productId);
  if (!search) return null;
  return { search, orgSlug: org.slug, audience: 'member', publicKeys: await keysIn(db, search) };
}
