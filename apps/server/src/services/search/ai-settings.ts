/** The organisation's Ask AI settings as staff see and change them. */
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { planHasAi, type TAiSettings, type TAiSettingsAnswer } from '@trustfront/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  documentTexts,
  files,
  organizations,
  productConfigs,
  products,
} from '../../db/schema/index.ts';

function answererOf(config: Pick<Config, 'llm'>): TAiSettingsAnswer['answerer'] {
  if (!config.llm) return { kind: 'extractive', model: null, host: null };
  return { kind: 'model', model: config.llm.model, host: new URL(config.llm.baseUrl).host };
}

export async function loadAiSettings(
  db: Db,
  config: Pick<Config, 'llm'>,
  orgId: string,
): Promise<TAiSettingsAnswer> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw new Error(`Organisation ${orgId} not found`);
  const productRows = await db
    .select({ product: products, config: productConfigs })
    .from(products)
    .leftJoin(productConfigs, eq(productConfigs.productId, products.id))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position));
  const [all] = await db.select({ n: count() }).from(files).where(eq(files.orgId, orgId));
  const [indexed] = await db
    .select({ n: count() })
    .from(files)
    .leftJoin(documentTexts, eq(documentTexts.fileId, files.id))
    .where(and(eq(files.orgId, orgId), isNotNull(documentTexts.fileId)));
  return {
    enableAiOnTrustCenter: org.features.enableAiOnTrustCenter ?? false,
    instantMemberDrafts: org.features.instantMemberDrafts ?? false,
    plan: org.plan,
    planHasAi: planHasAi(org.plan),
    answerer: answererOf(config),
    products: productRows.map(({ product, config: c }) => ({
      productId: product.id,
      name: product.name,
      genAiEnabled: c?.genAiEnabled ?? false,
      aiDatastoreSetup: c?.isAiDatastoreSetup ?? false,
    })),
    documents: { indexed: indexed?.n ?? 0, total: all?.n ?? 0 },
  };
}

/**
 * Saves the settings. Switching a product's Generative AI on also marks its datastore set up:
 * the search index is kept current by the database and the document job, so it is ready.
 */
export async function saveAiSettings(
  db: Db,
  config: Pick<Config, 'llm'>,
  orgId: string,
  input: TAiSettings,
): Promise<TAiSettingsAnswer> {
  await db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId));
    await tx
      .update(organizations)
      .set({
        features: {
          ...org?.features,
          enableAiOnTrustCenter: input.enableAiOnTrustCenter,
          instantMemberDrafts: input.instantMemberDrafts ?? org?.features.instantMemberDrafts,
        },
      })
      .where(eq(organizations.id, orgId));
    const owned = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.orgId, orgId),
          inArray(
            products.id,
            input.products.map((p) => p.productId),
          ),
        ),
      );
    for (const p of input.products.filter((x) => owned.some((o) => o.id === x.productId))) {
      const set = p.genAiEnabled
        ? { genAiEnabled: true, isAiDatastoreSetup: true }
        : { genAiEnabled: false };
      await tx
        .insert(productConfigs)
        .values({ productId: p.productId, sections: [], ...set })
        .onConflictDoUpdate({ target: productConfigs.productId, set });
    }
  });
  return loadAiSettings(db, config, orgId);
}
