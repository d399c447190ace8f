/** Search and Ask AI for API tests: switching AI on for an organisation, asking as a caller. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ZAnswerResponse, ZSearchResponse, type TSearchResultItem } from '@trustfront/core';
import type { Db } from '../../src/db/client.ts';
import {
  documentTexts,
  organizations,
  productConfigs,
  products,
} from '../../src/db/schema/index.ts';

/** The plan, the setting and every product's Generative AI and datastore switched on. */
export async function enableAi(db: Db, orgId: string): Promise<void> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  await db
    .update(organizations)
    .set({ plan: 'growth', features: { ...org?.features, enableAiOnTrustCenter: true } })
    .where(eq(organizations.id, orgId));
  for (const { id } of await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.orgId, orgId))) {
    await db
      .insert(productConfigs)
      .values({ productId: id, sections: [], genAiEnabled: true, isAiDatastoreSetup: true })
      .onConflictDoUpdate({
        target: productConfigs.productId,
        set: { genAiEnabled: true, isAiDatastoreSetup: true },
      });
  }
}

/** Stores a document's text as the extraction job would. */
export async function putDocumentText(db: Db, file: { id: string; orgId: string }, body: string) {
  await db
    .insert(documentTexts)
    .values({ fileId: file.id, orgId: file.orgId, title: 'Document', body });
}

export interface SearchCaller {
  query: Record<string, string>;
  cookie?: string;
}

let clients = 0;

/**
 * A search or an answer from a client of its own address: the matrices ask far more often than
 * one visitor may (docs/search.md, Limits), and the limits are tested apart.
 */
function post(app: FastifyInstance, path: string, caller: SearchCaller, payload: object) {
  clients += 1;
  return app.inject({
    method: 'POST',
    url: `${path}?${new URLSearchParams(caller.query)}`,
    headers: caller.cookie ? { cookie: caller.cookie } : {},
    payload,
    remoteAddress: `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`,
  });
}

/** The ids of the search results a caller gets for a term on a product. */
export async function searchAs(
  app: FastifyInstance,
  orgSlug: string,
  caller: SearchCaller,
  productId: string,
  term: string,
): Promise<TSearchResultItem[]> {
  const res = await post(app, `/api/portal/${orgSlug}/search`, caller, {
    query: { term, filters: { products: [productId] } },
  });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return ZSearchResponse.parse(res.json()).result.matches;
}

/** The answer a caller gets, or the status when refused. */
export async function answerAs(
  app: FastifyInstance,
  orgSlug: string,
  caller: SearchCaller,
  productId: string,
  term: string,
) {
  const res = await post(app, `/api/portal/${orgSlug}/search/answer`, caller, {
    query: { term, filters: { product: productId } },
  });
  if (res.statusCode !== 200)
    return { status: res.statusCode, body: res.body, answer: null, sources: [] };
  const { result } = ZAnswerResponse.parse(res.json());
  return { status: 200, body: res.body, ...result };
}
