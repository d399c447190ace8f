/**
 * Turns the demo content tables into rows inside the seed transaction: products with their
 * configuration, banners, cards, items, generated PDF files and company logos, topics with their
 * updates, and knowledge base entries. Every stored object's key is recorded so that a failed
 * seed can remove what it wrote.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SECTION_ORDER,
  hackerOneHandle,
  statusPageUrl,
  type CardKind,
  type TCardContent,
  type TAssetRef,
  type TItemDetails,
} from '@trustfront/core';
import { eq } from 'drizzle-orm';
import type { Storage } from '../../storage/index.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema/index.ts';
import type { SeedClock } from './dates.ts';
import { bannerSvg, companyLogoSvg } from './logos.ts';
import type {
  CardSpec,
  CompanySpec,
  DocumentSpec,
  ItemSpec,
  KbEntrySpec,
  ProductSlug,
  ProductSpec,
  TopicSpec,
} from './types.ts';

type AssetType = (typeof s.assets.$inferInsert)['type'];

const SVG = 'image/svg+xml';
const PDF = 'application/pdf';

export class SeedWriter {
  /** Storage keys written so far (removed again if the transaction fails). */
  readonly storedKeys: string[] = [];
  private readonly itemIdsByRef = new Map<string, string>();
  private readonly productIds = new Map<ProductSlug, string>();
  private readonly companyLogos = new Map<string, TAssetRef>();

  constructor(
    private readonly tx: Tx,
    private readonly storage: Storage,
    readonly orgId: string,
    private readonly clock: SeedClock,
  ) {}

  private async store(key: string, data: Buffer): Promise<void> {
    this.storedKeys.push(key);
    await this.storage.put(key, data);
  }

  /** Stores an SVG image and records it as an asset; returns the asset id. */
  async asset(type: AssetType, svg: string, productId: string | null = null): Promise<string> {
    const id = randomUUID();
    const storageKey = `assets/${id}.svg`;
    await this.store(storageKey, Buffer.from(svg, 'utf8'));
    await this.tx
      .insert(s.assets)
      .values({ id, orgId: this.orgId, productId, type, contentType: SVG, storageKey });
    return id;
  }

  /** Renders a PDF, stores it and records the file; returns the file id. */
  async file(doc: DocumentSpec): Promise<string> {
    const id = randomUUID();
    // The PDF writer (and pdf-lib) load only when a seed runs, not at every start.
    const { renderPdf } = await import('./pdf.ts');
    const bytes = await renderPdf(doc.pdf, this.clock.now);
    const storageKey = `files/${id}.pdf`;
    await this.store(storageKey, bytes);
    await this.tx.insert(s.files).values({
      id,
      orgId: this.orgId,
      originalName: doc.fileName,
      contentType: PDF,
      size: bytes.byteLength,
      storageKey,
      documentAccessType: doc.documentAccessType ?? 'view_and_download',
      createdAt: doc.pdf.date,
    });
    return id;
  }

  /** The item id recorded under `ref`. */
  itemId(ref: string): string {
    const id = this.itemIdsByRef.get(ref);
    if (!id) throw new Error(`Seed content refers to an unknown item: ${ref}`);
    return id;
  }

  productId(slug: ProductSlug): string {
    const id = this.productIds.get(slug);
    if (!id) throw new Error(`Seed content refers to an unknown product: ${slug}`);
    return id;
  }

  /** One logo asset per company, shared by every item that shows it. */
  private async companyDetails(company: CompanySpec): Promise<TItemDetails['company']> {
    let logo = this.companyLogos.get(company.domain);
    if (!logo) {
      const assetId = await this.asset('company', companyLogoSvg(company.name, company.color));
      logo = { assetId, revision: 1 };
      this.companyLogos.set(company.domain, logo);
    }
    const { source, name, domain, url } = company;
    return { source, name, domain, url, logo };
  }

  async product(spec: ProductSpec): Promise<string> {
    const productId = randomUUID();
    const bannerAssetId = randomUUID();
    this.productIds.set(spec.slug, productId);
    await this.tx.insert(s.products).values({
      id: productId,
      orgId: this.orgId,
      slug: spec.slug,
      name: spec.name,
      position: spec.position,
      bannerAssetId,
    });
    const storageKey = `assets/${bannerAssetId}.svg`;
    await this.store(storageKey, Buffer.from(bannerSvg(spec.banner), 'utf8'));
    await this.tx.insert(s.assets).values({
      id: bannerAssetId,
      orgId: this.orgId,
      productId,
      type: 'banner',
      contentType: SVG,
      storageKey,
    });
    await this.tx.insert(s.productConfigs).values({
      productId,
      sections: [...DEFAULT_SECTION_ORDER],
      genAiEnabled: spec.ai.genAiEnabled,
      isAiDatastoreSetup: spec.ai.isAiDatastoreSetup,
    });

    const featured: { cardId: string; refs: string[] }[] = [];
    const entries = Object.entries(spec.cards) as [CardKind, CardSpec][];
    for (const [position, [kind, card]] of entries.entries()) {
      const cardId = await this.card(productId, kind, card, position);
      if (card.featured?.length) featured.push({ cardId, refs: card.featured });
    }
    // Featured documents may live on any card, so they are resolved once every card exists.
    for (const { cardId, refs } of featured) {
      await this.tx
        .update(s.cards)
        .set({ featuredDocuments: refs.map((ref) => this.itemId(ref)) })
        .where(eq(s.cards.id, cardId));
    }
    return productId;
  }

  /**
   * A card's bug-bounty or status-page figures come from a connected integration, as staff's
   * would (docs/integrations.md, Connecting): the demo connects them, received at seed time.
   */
  private async connections(productId: string, content: TCardContent | undefined) {
    const links = [
      ['hackerone', content?.bugBounty?.programUrl, hackerOneHandle],
      ['statuspageio', content?.statusPage?.pageUrl, statusPageUrl],
    ] as const;
    for (const [provider, pageUrl, targetOf] of links) {
      const target = pageUrl ? targetOf(pageUrl) : null;
      if (!pageUrl || !target) continue;
      await this.tx.insert(s.integrations).values({
        orgId: this.orgId,
        productId,
        provider,
        pageUrl,
        target,
        refreshedAt: this.clock.now,
      });
    }
  }

  private async card(
    productId: string,
    kind: CardKind,
    card: CardSpec,
    position: number,
  ): Promise<string> {
    const cardId = randomUUID();
    await this.tx.insert(s.cards).values({
      id: cardId,
      productId,
      kind,
      title: card.title ?? null,
      hidden: card.hidden ?? false,
      placeholder: card.placeholder ?? null,
      displayText: card.displayText ?? null,
      content: card.content ?? {},
      position,
    });
    await this.connections(productId, card.content);
    const rows: (typeof s.items.$inferInsert)[] = [];
    const links: { itemId: string; docs: DocumentSpec[] }[] = [];
    for (const [index, item] of card.items.entries()) {
      const id = this.registerItem(item);
      rows.push({
        id,
        cardId,
        productId,
        title: item.title,
        enabledState: item.enabledState ?? 'enabled',
        access: item.access ?? 'public',
        slug: item.slug ?? null,
        isCustom: item.isCustom ?? false,
        details: await this.itemDetails(item),
        bridgeLetter: item.bridgeLetter ?? null,
        position: index,
        createdAt: this.clock.daysAgo(300),
      });
      if (item.documents?.length) links.push({ itemId: id, docs: item.documents });
    }
    if (rows.length) await this.tx.insert(s.items).values(rows);
    for (const { itemId, docs } of links) {
      for (const [index, doc] of docs.entries()) {
        const fileId = await this.file(doc);
        await this.tx.insert(s.itemFiles).values({ itemId, fileId, position: index });
      }
    }
    return cardId;
  }

  private registerItem(item: ItemSpec): string {
    const id = randomUUID();
    if (item.ref) {
      if (this.itemIdsByRef.has(item.ref)) throw new Error(`Duplicate seed item ref ${item.ref}`);
      this.itemIdsByRef.set(item.ref, id);
    }
    return id;
  }

  private async itemDetails(item: ItemSpec): Promise<TItemDetails> {
    const details: TItemDetails = { ...item.details };
    if (item.company) details.company = await this.companyDetails(item.company);
    return details;
  }

  /** Topics with their updates; a topic's creation date is its first update's. */
  async topics(topics: TopicSpec[]): Promise<void> {
    for (const topic of topics) {
      const topicId = randomUUID();
      const first = Math.min(...topic.updates.map((u) => u.at.getTime()));
      await this.tx.insert(s.topics).values({
        id: topicId,
        orgId: this.orgId,
        subject: topic.subject,
        category: topic.category,
        isPinned: topic.isPinned ?? false,
        createdAt: new Date(first - 60 * 60 * 1000),
      });
      await this.tx
        .insert(s.topicProducts)
        .values(topic.products.map((slug) => ({ topicId, productId: this.productId(slug) })));
      await this.tx.insert(s.updates).values(
        topic.updates.map((update) => ({
          topicId,
          message: update.message,
          spAudience: update.audience ?? 'public',
          channels: update.channels ?? ['status_page'],
          createdAt: update.at,
        })),
      );
    }
  }

  /** Knowledge base entries, dated from about a year ago up to last week. */
  async knowledgeBase(entries: KbEntrySpec[]): Promise<void> {
    const step = 355 / Math.max(1, entries.length - 1);
    await this.tx.insert(s.kbEntries).values(
      entries.map((entry, index) => ({
        orgId: this.orgId,
        question: entry.question,
        answer: entry.answer,
        comment: entry.comment ?? null,
        sourceType: 'manual',
        favoritePublic: entry.favoritePublic ?? false,
        accessLevel: entry.accessLevel ?? 'public',
        productIds: (entry.products ?? []).map((slug) => this.productId(slug)),
        dateTimestamp: this.clock.daysAgo(362 - Math.round(index * step)),
      })),
    );
  }
}
