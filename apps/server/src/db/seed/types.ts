/**
 * The shapes of the demo content tables. Content is plain data; `writer.ts` turns it into rows,
 * stored PDFs and SVG assets.
 */
import type {
  CardKind,
  DocumentAccessType,
  EnabledState,
  ItemAccess,
  TCardContent,
  TItemDetails,
  TopicCategory,
  UpdateAudience,
} from '@trustfront/core';
import type { items } from '../schema/index.ts';
import type { BannerArt } from './logos.ts';
import type { PdfContent } from './pdf.ts';

export type BridgeLetter = NonNullable<(typeof items.$inferInsert)['bridgeLetter']>;

export type ProductSlug = 'acme-cloud' | 'acme-mobile';

/** A company shown with a logo: the writer draws a monogram logo in `color`. */
export interface CompanySpec {
  source: 'custom' | 'addendum';
  name: string;
  domain: string;
  url: string;
  /** Logo colour (#rrggbb). */
  color: string;
}

/** A document attached to an item: a PDF generated at seed time. */
export interface DocumentSpec {
  /** Name shown to visitors, e.g. 'Acme SOC 2 Type II Report 2026.pdf'. */
  fileName: string;
  documentAccessType?: DocumentAccessType;
  pdf: PdfContent;
}

export interface ItemSpec {
  /** Unique name to refer to the item elsewhere (featured documents, permission profiles). */
  ref?: string;
  title: string;
  enabledState?: EnabledState;
  access?: ItemAccess;
  /** Custom item URL slug (lowercase letters, numbers, hyphens; unique per product). */
  slug?: string;
  isCustom?: boolean;
  details?: Omit<TItemDetails, 'company'>;
  /** Trusted-by and subprocessor entries; becomes `details.company` with a logo asset. */
  company?: CompanySpec;
  bridgeLetter?: BridgeLetter;
  documents?: DocumentSpec[];
}

export interface CardSpec {
  title?: string;
  hidden?: boolean;
  placeholder?: string;
  displayText?: string;
  content?: TCardContent;
  /** `ref`s of the featured document items (Documents card), in order. */
  featured?: string[];
  items: ItemSpec[];
}

/** A product's cards; the key order is the card order (position). */
export type ProductCards = Partial<Record<CardKind, CardSpec>>;

export interface ProductSpec {
  slug: ProductSlug;
  name: string;
  position: number;
  banner: BannerArt;
  /** The AI block of the product configuration. */
  ai: { genAiEnabled: boolean; isAiDatastoreSetup: boolean };
  cards: ProductCards;
}

export interface UpdateSpec {
  at: Date;
  message: string;
  audience?: UpdateAudience;
  channels?: ('email' | 'status_page')[];
}

export interface TopicSpec {
  subject: string;
  category: TopicCategory;
  isPinned?: boolean;
  /** Products the topic belongs to. */
  products: ProductSlug[];
  updates: UpdateSpec[];
}

export interface KbEntrySpec {
  question: string;
  answer: string;
  comment?: string;
  accessLevel?: 'public' | 'restricted';
  favoritePublic?: boolean;
  /** Products the entry applies to; omitted means every product. */
  products?: ProductSlug[];
}
