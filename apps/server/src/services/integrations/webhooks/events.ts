/**
 * The webhook events of each place where something happens (docs/integrations.md, Webhooks,
 * Events): each reads what its receivers need (never a secret; an access request as staff see
 * it) and emits it in the caller's transaction. Each place calls one of these in a line.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  accessRequests,
  accountMembers,
  accounts,
  cards,
  files,
  products,
  topics,
  updates,
  type AccessRequestRow,
  type ItemRow,
  type NdaAcceptanceRow,
} from '../../../db/schema/index.ts';
import { emitWebhookEvent } from './emit.ts';

type Conn = Db | Tx;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const requestData = (row: AccessRequestRow) => ({
  accessRequest: {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    fields: row.fields,
    productId: row.productId,
    itemUid: row.itemUid,
    source: row.source,
    declineReason: row.declineReason,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  },
});

/** `access_request.created`, for requests just written (pending, or approved at once). */
export async function emitAccessRequestsCreated(db: Conn, rows: AccessRequestRow[]) {
  for (const row of rows) {
    await emitWebhookEvent(db, row.orgId, 'access_request.created', requestData(row));
  }
}

/** `access_request.decided`, for the organisation's requests just approved or declined. */
export async function emitAccessRequestsDecided(db: Conn, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.orgId, orgId), inArray(accessRequests.id, ids)));
  for (const row of rows) {
    await emitWebhookEvent(db, orgId, 'access_request.decided', requestData(row));
  }
}

/** `update.published`, for an update just written to a topic. */
export async function emitUpdatePublished(db: Conn, updateId: string) {
  const [row] = await db
    .select({ update: updates, topic: topics })
    .from(updates)
    .innerJoin(topics, eq(topics.id, updates.topicId))
    .where(eq(updates.id, updateId));
  if (!row) return;
  await emitWebhookEvent(db, row.topic.orgId, 'update.published', {
    update: {
      id: row.update.id,
      topicId: row.topic.id,
      subject: row.topic.subject,
      category: row.topic.category,
      message: row.update.message,
      audience: row.update.spAudience,
      hidden: row.topic.hidden,
      createdAt: row.update.createdAt.toISOString(),
    },
  });
}

async function itemContext(db: Conn, item: Pick<ItemRow, 'cardId' | 'productId'>) {
  const [row] = await db
    .select({ kind: cards.kind, productName: products.name, orgId: products.orgId })
    .from(cards)
    .innerJoin(products, eq(products.id, cards.productId))
    .where(eq(cards.id, item.cardId));
  return row;
}

const subprocessorData = (item: ItemRow, productName: string) => ({
  subprocessor: {
    itemUid: item.id,
    name: item.title,
    purpose: item.details.purpose ?? null,
    location: item.details.location ?? null,
    product: { id: item.productId, name: productName },
  },
});

/** `subprocessor.added`, for items just written to a Subprocessors card. */
export async function emitSubprocessorsAdded(db: Conn, added: ItemRow[]) {
  const first = added[0];
  if (!first) return;
  const context = await itemContext(db, first);
  if (context?.kind !== 'Subprocessors') return;
  for (const item of added) {
    await emitWebhookEvent(
      db,
      context.orgId,
      'subprocessor.added',
      subprocessorData(item, context.productName),
    );
  }
}

/** `subprocessor.removed`, when the item deleted was on a Subprocessors card. */
export async function emitItemRemoved(db: Conn, item: ItemRow) {
  const context = await itemContext(db, item);
  if (context?.kind !== 'Subprocessors') return;
  await emitWebhookEvent(
    db,
    context.orgId,
    'subprocessor.removed',
    subprocessorData(item, context.productName),
  );
}

/**
 * `document.published` when files were linked to an item, `document.replaced` when files were
 * linked in place of others in the same change.
 */
export async function emitDocumentFiles(
  db: Conn,
  item: Pick<ItemRow, 'id' | 'title' | 'cardId' | 'productId' | 'access'>,
  linked: readonly string[],
  unlinked: readonly string[],
) {
  if (linked.length === 0) return;
  const context = await itemContext(db, item);
  if (!context) return;
  const named = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(inArray(files.id, [...linked]));
  await emitWebhookEvent(
    db,
    context.orgId,
    unlinked.length > 0 ? 'document.replaced' : 'document.published',
    {
      document: {
        itemUid: item.id,
        title: item.title,
        access: item.access,
        card: context.kind,
        product: { id: item.productId, name: context.productName },
        files: named,
        ...(unlinked.length > 0 ? { replacedFileIds: unlinked } : {}),
      },
    },
  );
}

/** `nda.accepted`, for an acceptance just recorded (who accepted, not the NDA's text). */
export async function emitNdaAccepted(db: Conn, row: NdaAcceptanceRow) {
  await emitWebhookEvent(db, row.orgId, 'nda.accepted', {
    acceptance: {
      id: row.id,
      memberId: row.accountMemberId,
      email: row.email,
      fullName: row.fullName,
      companyName: row.companyName,
      acceptedAt: row.acceptedAt.toISOString(),
    },
  });
}

/** `member.access_revoked`, for an account whose access staff just revoked, with its members. */
export async function emitAccessRevoked(db: Conn, orgId: string, accountId: string, now: Date) {
  const [account] = await db
    .select({ id: accounts.id, companyName: accounts.companyName, domain: accounts.domain })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return;
  const members = await db
    .select({ id: accountMembers.id, email: accountMembers.email })
    .from(accountMembers)
    .where(eq(accountMembers.accountId, accountId));
  await emitWebhookEvent(db, orgId, 'member.access_revoked', {
    account: { ...account, members },
    revokedAt: now.toISOString(),
  });
}
