/**
 * Editing requests of cards and items (docs/editing.md, Items, Validation and Routes): the same
 * schemas validate the portal's editing forms and the editing routes, with the documented messages.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../constants/admin-messages.ts';
import { CARD_KINDS, ENABLED_STATES, ITEM_ACCESS, SECTION_IDS } from '../constants/cards.ts';
import { LIMITS } from '../constants/limits.ts';
import { PLAN_FEATURES } from '../rules/editing.ts';
import { isIsoDate, isPublicLink } from '../rules/item-links.ts';
import { ZItemDetails } from './portal-view.ts';

const unique = (list: readonly string[]) => new Set(list).size === list.length;

/** PATCH /api/trust-center/products/{productId}: the ordered section ids. */
export const ZSectionOrderRequest = z.object({
  sections: z
    .array(z.enum(SECTION_IDS))
    .min(1, M.sectionsInvalid)
    .refine(unique, M.sectionsInvalid)
    .refine(
      (ids) =>
        !(
          ids.includes('overview_and_certifications') &&
          (ids.includes('overview') || ids.includes('certifications'))
        ),
      M.sectionsInvalid,
    ),
});
export type TSectionOrderRequest = z.infer<typeof ZSectionOrderRequest>;

/** PATCH /api/trust-center/products/{productId}/cards: the product's card kinds in order. */
export const ZCardOrderRequest = z.object({
  cards: z.array(z.enum(CARD_KINDS)).min(1, M.cardsInvalid).refine(unique, M.cardsInvalid),
});
export type TCardOrderRequest = z.infer<typeof ZCardOrderRequest>;

/** PATCH /api/trust-center/products/{productId}/cards/{kind}/items: itemUids in order. */
export const ZItemOrderRequest = z.object({
  items: z.array(z.uuid()).refine(unique, M.itemsInvalid),
});
export type TItemOrderRequest = z.infer<typeof ZItemOrderRequest>;

/** A card title: 2 to 50 characters (docs/editing.md, Validation). */
export const ZCardTitle = z.string().trim().min(2, M.cardTitleLength).max(50, M.cardTitleLength);
/** An item title: 2 to 100 characters (docs/editing.md, Validation). */
export const ZItemTitle = z.string().trim().min(2, M.itemTitleLength).max(100, M.itemTitleLength);
/** Placeholder text: may be empty, at most 1000 characters (docs/editing.md, Card actions). */
export const ZPlaceholder = z.string().max(LIMITS.placeholderMaxChars, M.placeholderTooLong);
/**
 * Display text: 4 to 100 characters, or empty for the default (docs/editing.md, Validation). Too
 * short answers the field's helper; too long says the limit, which the helper does not.
 */
export const ZDisplayText = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= LIMITS.displayTextMinChars, M.displayTextHelper)
  .refine((v) => v.length <= LIMITS.displayTextMaxChars, M.displayTextTooLong);

/** The Overview card's text: plain paragraphs, may be empty, at most 5000 characters. */
export const ZOverviewText = z.string().trim().max(LIMITS.overviewMaxChars, M.overviewTooLong);

/** PATCH /api/trust-center/products/{productId}/cards/{kind}: one or more card settings. */
export const ZCardPatch = z
  .object({
    hidden: z.boolean(),
    /** Null restores the default title. */
    title: ZCardTitle.nullable(),
    placeholder: ZPlaceholder,
    displayText: ZDisplayText,
    /**
     * Featured documents of the Documents card, saved before the item order (docs/editing.md,
     * Ordering).
     */
    featuredDocuments: z.array(z.uuid()).refine(unique, M.itemsInvalid),
    /** The Overview card's text (docs/editing.md, Limits). */
    overview: ZOverviewText,
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change');
export type TCardPatch = z.infer<typeof ZCardPatch>;

/** PATCH /api/trust-center/products/{productId}/items/{itemUid}: move to another card. */
export const ZMoveItemRequest = z.object({
  destinationCardId: z.enum(CARD_KINDS, { error: M.moveDestinationRequired }),
});

/**
 * A custom item URL slug (docs/editing.md, Items): lowercase letters, numbers and hyphens, under
 * 100.
 */
export const ZItemSlug = z
  .string()
  .trim()
  .max(99, M.slugTooLong)
  .regex(/^[a-z0-9-]+$/, M.slugInvalid);
/** Null removes the custom URL: the item is addressed by its itemUid again. */
export const ZItemSlugRequest = z.object({ slug: ZItemSlug.nullable() });

/** The item options an editor may send, checked as docs/editing.md (Validation) says. */
export const ZItemDetailsInput = ZItemDetails.extend({
  href: z
    .string()
    .trim()
    .refine((v) => v === '' || isPublicLink(v), M.invalidUrl)
    .optional(),
  expiry: z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), M.invalidExpiry)
    .optional(),
});

/**
 * A bridge letter (docs/documents.md, Bridge letters): its texts are required while it is enabled.
 */
export const ZBridgeLetter = z
  .object({
    letterEnabled: z.boolean(),
    letterContent: z.string().trim().max(20_000),
    signerName: z.string().trim().max(200),
    signerTitle: z.string().trim().max(200),
    letterType: z.enum(['SOC 1', 'SOC 2']),
  })
  .superRefine((l, ctx) => {
    if (!l.letterEnabled) return;
    const required = [
      ['letterContent', M.letterContentRequired],
      ['signerName', M.signerNameRequired],
      ['signerTitle', M.signerTitleRequired],
    ] as const;
    for (const [path, message] of required) {
      if (!l[path]) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type TBridgeLetter = z.infer<typeof ZBridgeLetter>;

/**
 * GET /api/trust-center/products/{productId}/cards/{kind}/bridge-letters: the letter staff wrote
 * for each item of the card, or null where none was written (docs/documents.md, Bridge letters).
 */
export const ZCardBridgeLetters = z.object({
  letters: z.array(
    z.object({
      itemUid: z.string(),
      title: z.string(),
      bridgeLetter: ZBridgeLetter.nullable(),
    }),
  ),
});
export type TCardBridgeLetters = z.infer<typeof ZCardBridgeLetters>;

/** PUT /api/trust-center/products/{productId}/items/{itemUid}: an item's editable fields. */
export const ZItemUpdate = z
  .object({
    title: ZItemTitle,
    enabledState: z.enum(ENABLED_STATES),
    access: z.enum(ITEM_ACCESS),
    details: ZItemDetailsInput,
    bridgeLetter: ZBridgeLetter.nullable(),
    /** Pending file links and unlinks, applied on save (docs/editing.md, Items). */
    linkFiles: z.array(z.uuid()).refine(unique),
    unlinkFiles: z.array(z.uuid()).refine(unique),
  })
  .partial();
export type TItemUpdate = z.infer<typeof ZItemUpdate>;

/** POST /api/trust-center/products/{productId}/cards/{kind}/items: a custom item. */
export const ZCustomItemCreate = z.object({
  title: ZItemTitle,
  enabledState: z.enum(ENABLED_STATES).default('enabled'),
  access: z.enum(ITEM_ACCESS).default('public'),
  details: ZItemDetailsInput.default({}),
});
export type TCustomItemCreate = z.input<typeof ZCustomItemCreate>;

/** What an editing route answers about the item it changed. */
export const ZEditedItem = z.object({
  itemUid: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  cardKind: z.enum(CARD_KINDS),
});
export type TEditedItem = z.infer<typeof ZEditedItem>;

/** GET /api/trust-center/editor: what the signed-in staff member may edit, by plan and scopes. */
export const ZEditorInfo = z.object({
  plan: z.enum(['free', 'growth', 'enterprise']),
  features: z.record(z.enum(PLAN_FEATURES), z.boolean()),
  scopes: z.array(z.string()),
});
export type TEditorInfo = z.infer<typeof ZEditorInfo>;

/** One change in the audit log: who, what, when, before and after. */
export const ZAuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  /** The staff member's name now; null once their account is gone. */
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLog = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number().int(),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

export const ZAuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** POST /api/trust-center/files: a stored file, not linked to any item until an item save. */
export const ZUploadedFile = z.object({
  fileId: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
