/**
 * Staff authoring of trust updates: a topic with its first update (the compliance update
 * creation schema of docs/updates.md, Trust updates), further updates, topic changes and removal.
 * An update on the e-mail channel enqueues its fan-out in the same transaction, so that it exists
 * exactly when the update does. Topics and updates raise the content revision (their triggers), so
 * cached portal views refresh.
 */
import { emitUpdatePublished } from '../integrations/webhooks/events.ts';
import { and, eq } from 'drizzle-orm';
import {
  API_ERRORS,
  refusalOf,
  updateChannelsOf,
  type ZComplianceUpdateCreate,
  type ZTopicPatch,
  type ZTopicUpdateCreate,
} from '@trustfront/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { topicProducts, topics, updates } from '../../db/schema/index.ts';
import { assertOrgProducts } from '../portal/org-products.ts';
import { enqueueFanOut } from './fan-out.ts';

type NewUpdate = z.output<typeof ZTopicUpdateCreate>;

async function insertUpdate(db: Db, topicId: string, input: NewUpdate): Promise<string> {
  const [row] = await db
    .insert(updates)
    .values({
      topicId,
      message: input.message,
      spAudience: input.spAudience,
      channels: updateChannelsOf(input.channels),
    })
    .returning({ id: updates.id });
  if (!row) throw new Error('The update was not written');
  await emitUpdatePublished(db, row.id);
  const { email } = input.channels;
  if (email) {
    await enqueueFanOut(db, {
      updateId: row.id,
      subscribers: email.subscribers,
      audience: [...new Set(email.audience.map((a) => a.toLowerCase()))],
    });
  }
  return row.id;
}

/** The organisation's topic, or 404. */
async function ownTopic(db: Db, orgId: string, topicId: string): Promise<void> {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.orgId, orgId)));
  if (!row) throw refusalOf(API_ERRORS.topicNotFound, 404);
}

export async function createComplianceUpdate(
  db: Db,
  orgId: string,
  input: z.output<typeof ZComplianceUpdateCreate>,
): Promise<{ topicId: string; updateId: string }> {
  await assertOrgProducts(db, orgId, input.productIds);
  return db.transaction(async (tx) => {
    const [topic] = await tx
      .insert(topics)
      .values({
        orgId,
        subject: input.subject,
        category: input.category,
        hidden: input.hidden,
        isPinned: input.isPinned,
      })
      .returning({ id: topics.id });
    if (!topic) throw new Error('The topic was not written');
    if (input.productIds.length) {
      await tx
        .insert(topicProducts)
        .values(input.productIds.map((productId) => ({ topicId: topic.id, productId })));
    }
    return { topicId: topic.id, updateId: await insertUpdate(tx, topic.id, input) };
  });
}

export async function addTopicUpdate(
  db: Db,
  orgId: string,
  topicId: string,
  input: NewUpdate,
): Promise<{ updateId: string }> {
  await ownTopic(db, orgId, topicId);
  return db.transaction(async (tx) => ({ updateId: await insertUpdate(tx, topicId, input) }));
}

export async function updateTopic(
  db: Db,
  orgId: string,
  topicId: string,
  patch: z.output<typeof ZTopicPatch>,
): Promise<void> {
  await ownTopic(db, orgId, topicId);
  const { productIds, ...fields } = patch;
  if (productIds) await assertOrgProducts(db, orgId, productIds);
  await db.transaction(async (tx) => {
    if (Object.keys(fields).length)
      await tx.update(topics).set(fields).where(eq(topics.id, topicId));
    if (productIds) {
      await tx.delete(topicProducts).where(eq(topicProducts.topicId, topicId));
      if (productIds.length) {
        await tx
          .insert(topicProducts)
          .values(productIds.map((productId) => ({ topicId, productId })));
      }
    }
  });
}

/** Removes a topic with its updates; mails already written stay in the outbox. */
export async function deleteTopic(db: Db, orgId: string, topicId: string): Promise<void> {
  await ownTopic(db, orgId, topicId);
  await db.delete(topics).where(eq(topics.id, topicId));
}
