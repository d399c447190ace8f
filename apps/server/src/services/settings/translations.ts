/**
 * Staff's translations (docs/languages.md, Translated texts): every text of the organisation
 * that may be translated, with its translation into one language, and saving one thing's texts.
 * An empty text removes the translation, and the portal shows the default language's again.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  API_ERRORS,
  AppError,
  CARD_DEFAULT_TITLES,
  itemDisplayTitle,
  refusalOf,
  SERVER_ERROR_TEXTS,
  type TLanguage,
  translatableFieldsOf,
  type TTranslatableText,
  type TTranslationsRequest,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  accessSettings,
  cards,
  items,
  products,
  topics,
  translations,
  updates,
} from '../../db/schema/index.ts';

type Original = Omit<TTranslatableText, 'translation'>;

/** The organisation's own texts that staff may translate, in the order the portal shows them. */
async function originalsOf(db: Db, orgId: string): Promise<Original[]> {
  const cardRows = await db
    .select({
      id: cards.id,
      kind: cards.kind,
      title: cards.title,
      displayText: cards.displayText,
      content: cards.content,
      product: products.name,
    })
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.name), asc(cards.kind));
  const itemRows = await db
    .select({ id: items.id, cardId: items.cardId, title: items.title, details: items.details })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(items.title));
  const updateRows = await db
    .select({ id: updates.id, message: updates.message, subject: topics.subject })
    .from(updates)
    .innerJoin(topics, eq(topics.id, updates.topicId))
    .where(eq(topics.orgId, orgId))
    .orderBy(asc(topics.subject), asc(updates.createdAt));
  const [access] = await db
    .select({ ndaText: accessSettings.ndaText })
    .from(accessSettings)
    .where(eq(accessSettings.orgId, orgId));

  const out: Original[] = [];
  const add = (entry: Original) => {
    if (entry.original.trim() !== '') out.push(entry);
  };
  for (const card of cardRows) {
    const label = `${card.product} · ${card.title ?? CARD_DEFAULT_TITLES[card.kind]}`;
    add({
      entity: 'card',
      entityId: card.id,
      field: 'overview',
      label,
      original: card.content.overview ?? '',
    });
    add({
      entity: 'card',
      entityId: card.id,
      field: 'displayText',
      label,
      original: card.displayText ?? '',
    });
    for (const item of itemRows.filter((i) => i.cardId === card.id)) {
      const itemLabel = `${label} · ${itemDisplayTitle(card.kind, item.title)}`;
      // A risk item's title is its key, shown by the product's own label in every language.
      if (card.kind !== 'RiskProfile') {
        add({
          entity: 'item',
          entityId: item.id,
          field: 'title',
          label: itemLabel,
          original: item.title,
        });
      }
      add({
        entity: 'item',
        entityId: item.id,
        field: 'explanation',
        label: itemLabel,
        original: item.details.explanation ?? '',
      });
    }
  }
  for (const update of updateRows) {
    add({
      entity: 'update',
      entityId: update.id,
      field: 'message',
      label: update.subject,
      original: update.message,
    });
  }
  add({
    entity: 'nda',
    entityId: orgId,
    field: 'text',
    label: 'NDA',
    original: access?.ndaText ?? '',
  });
  return out;
}

/** GET /api/app/translations?language=: each text with its translation, empty when none. */
export async function listTranslations(
  db: Db,
  orgId: string,
  language: TLanguage,
): Promise<TTranslatableText[]> {
  const originals = await originalsOf(db, orgId);
  const rows = await db
    .select()
    .from(translations)
    .where(and(eq(translations.orgId, orgId), eq(translations.language, language)));
  const key = (entity: string, id: string, field: string) => `${entity}:${id}:${field}`;
  const texts = new Map(rows.map((r) => [key(r.entity, r.entityId, r.field), r.text]));
  return originals.map((o) => ({
    ...o,
    translation: texts.get(key(o.entity, o.entityId, o.field)) ?? '',
  }));
}

/** Whether the thing a request names belongs to the organisation. */
async function ownsEntity(db: Db, orgId: string, req: TTranslationsRequest): Promise<boolean> {
  const id = req.entityId;
  if (req.entity === 'nda') return id === orgId;
  if (req.entity === 'update') {
    const found = await db
      .select({ id: updates.id })
      .from(updates)
      .innerJoin(topics, eq(topics.id, updates.topicId))
      .where(and(eq(updates.id, id), eq(topics.orgId, orgId)));
    return found.length > 0;
  }
  const table = req.entity === 'card' ? cards : items;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(and(eq(table.id, id), eq(products.orgId, orgId)));
  return found.length > 0;
}

/**
 * PUT /api/app/translations: writes one thing's texts in one language. A field the thing does
 * not have is refused (400); a thing of another organisation answers 404.
 */
export async function saveTranslations(
  db: Db,
  orgId: string,
  req: TTranslationsRequest,
): Promise<void> {
  const fields = translatableFieldsOf(req.entity);
  const unknown = Object.keys(req.texts).find((f) => !fields.includes(f));
  if (unknown !== undefined) {
    throw new AppError('invalid_request', SERVER_ERROR_TEXTS.notTranslatedField(unknown), 400);
  }
  if (!(await ownsEntity(db, orgId, req))) throw refusalOf(API_ERRORS.notFound, 404);
  const thing = and(
    eq(translations.orgId, orgId),
    eq(translations.entity, req.entity),
    eq(translations.entityId, req.entityId),
    eq(translations.language, req.language),
  );
  const entries = Object.entries(req.texts);
  const emptied = entries.filter(([, text]) => text.trim() === '').map(([field]) => field);
  const filled = entries.filter(([, text]) => text.trim() !== '');
  await db.transaction(async (tx) => {
    if (emptied.length > 0) {
      await tx.delete(translations).where(and(thing, inArray(translations.field, emptied)));
    }
    for (const [field, text] of filled) {
      await tx
        .insert(translations)
        .values({
          orgId,
          entity: req.entity,
          entityId: req.entityId,
          field,
          language: req.language,
          text,
        })
        .onConflictDoUpdate({
          target: [
            translations.orgId,
            translations.entity,
            translations.entityId,
            translations.field,
            translations.language,
          ],
          set: { text, updatedAt: new Date() },
        });
    }
  });
}
