/**
 * The staff's access-request queue: list, approve (the account is joined or created, its access
 * dates set, a sign-in link mailed), decline with a reason or as a third party, block the
 * requester's domain (its other pending requests are declined automatically), and mail an
 * approved member a new sign-in link.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  API_ERRORS,
  emailDomain,
  hasCurrentAccess,
  MAIL_DELIVERY_MESSAGES,
  profileOnApproval,
  refusalOf,
  type TApproveRequest,
  type TDeclineRequest,
  type TStaffAccessRequest,
} from '@trustfront/core';
import type { Db, Tx } from '../../db/client.ts';
import {
  accessRequests,
  accountMembers,
  accounts,
  domainRules,
  items,
  products,
  type AccessRequestRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { grantAccess, renewAccess } from './grant.ts';
import { assertOrgProfile, defaultProfileId } from './permission-profiles.ts';
import { mailSignInLink, type MailDeps } from './links.ts';
import { emitAccessRequestsDecided } from '../integrations/webhooks/events.ts';

/**
 * The item a request names (its `itemUid`, as the visitor's page sent it), only within the
 * request's own product: a uid of another product or organisation names nothing.
 */
export const itemAskedFor = and(
  sql`${items.id}::text = ${accessRequests.itemUid}`,
  eq(items.productId, accessRequests.productId),
);

/** The names of the products a request's fields name, by id: the queue shows names, not ids. */
function namesOfRequested(
  fields: Record<string, unknown>,
  names: ReadonlyMap<string, string>,
): Record<string, string> {
  const ids = Array.isArray(fields.products) ? fields.products : [];
  return Object.fromEntries(
    ids.flatMap((id) => {
      const name = typeof id === 'string' ? names.get(id) : undefined;
      return name === undefined ? [] : [[id, name]];
    }),
  );
}

const present = (
  r: AccessRequestRow & { productName: string | null; itemTitle: string | null },
  productNames: ReadonlyMap<string, string>,
): TStaffAccessRequest => ({
  id: r.id,
  kind: r.kind,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  companyName: r.companyName,
  fields: r.fields,
  productName: r.productName,
  productNames: namesOfRequested(r.fields, productNames),
  askedFor: r.itemTitle,
  accountId: r.accountId,
  status: r.status,
  declineReason: r.declineReason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

export async function listAccessRequests(
  db: Db,
  orgId: string,
  which: 'pending' | 'decided',
): Promise<TStaffAccessRequest[]> {
  const rows = await db
    .select({ request: accessRequests, productName: products.name, itemTitle: items.title })
    .from(accessRequests)
    .leftJoin(products, eq(products.id, accessRequests.productId))
    .leftJoin(items, itemAskedFor)
    .where(
      and(
        eq(accessRequests.orgId, orgId),
        which === 'pending'
          ? eq(accessRequests.status, 'pending')
          : ne(accessRequests.status, 'pending'),
      ),
    )
    .orderBy(which === 'pending' ? accessRequests.createdAt : desc(accessRequests.decidedAt))
    .limit(200);
  const names = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.orgId, orgId));
  const productNames = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((r) =>
    present({ ...r.request, productName: r.productName, itemTitle: r.itemTitle }, productNames),
  );
}

/** The organisation's pending request, or 404 (409 when already decided). */
/**
 * The pending request `id`, locked until the transaction ends, so that two decisions sent
 * together (the app and Slack, two staff) cannot both pass: the second finds it decided.
 */
async function pendingRequest(db: Db | Tx, orgId: string, id: string): Promise<AccessRequestRow> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.id, id), eq(accessRequests.orgId, orgId)))
    .for('update');
  if (!row) throw refusalOf(API_ERRORS.accessRequestNotFound, 404);
  if (row.status !== 'pending') {
    throw refusalOf(API_ERRORS.requestDecided, 409);
  }
  return row;
}

const decided = (userId: string, now: Date) => ({ decidedBy: userId, decidedAt: now });

export async function approveAccessRequest(
  deps: MailDeps,
  staff: { orgId: string; userId: string },
  id: string,
  body: TApproveRequest,
  now = new Date(),
): Promise<void> {
  const { request, granted } = await deps.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, staff.orgId, id);
    if (request.kind === 'extend' && request.accountId) {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, request.accountId));
      if (!account) throw refusalOf(API_ERRORS.accountNotFound, 404);
      await renewAccess(tx, account, now, body.accessDurationDays);
      await tx
        .update(accessRequests)
        .set({ status: 'approved', ...decided(staff.userId, now) })
        .where(eq(accessRequests.id, id));
      await emitAccessRequestsDecided(tx, staff.orgId, [id]);
      return { request, granted: null };
    }
    if (body.permissionProfileId) await assertOrgProfile(tx, staff.orgId, body.permissionProfileId);
    const access = await grantAccess(tx, {
      orgId: staff.orgId,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      companyName: request.companyName,
      permissionProfileId: profileOnApproval(
        body.permissionProfileId,
        await defaultProfileId(tx, staff.orgId),
      ),
      isAutoApproved: false,
      accessDurationDays: body.accessDurationDays,
      now,
    });
    await tx
      .update(accessRequests)
      .set({ status: 'approved', accountId: access.accountId, ...decided(staff.userId, now) })
      .where(eq(accessRequests.id, id));
    await emitAccessRequestsDecided(tx, staff.orgId, [id]);
    return { request, granted: access };
  });
  if (granted) {
    await mailSignInLink(deps, {
      orgId: staff.orgId,
      memberId: granted.memberId,
      email: request.email,
      reason: 'approved',
    });
  }
}

export async function declineAccessRequest(
  db: Db,
  staff: { orgId: string; userId: string },
  id: string,
  body: TDeclineRequest,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingRequest(tx, staff.orgId, id);
    await tx
      .update(accessRequests)
      .set({
        status: body.thirdParty ? 'declined_third_party' : 'declined',
        declineReason: body.reason || null,
        ...decided(staff.userId, now),
      })
      .where(eq(accessRequests.id, id));
    await emitAccessRequestsDecided(tx, staff.orgId, [id]);
  });
}

/** Blocks the request's domain: this request and the domain's other pending ones are declined. */
export async function blockRequestDomain(
  db: Db,
  staff: { orgId: string; userId: string },
  id: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, staff.orgId, id);
    const domain = emailDomain(request.email);
    await tx
      .insert(domainRules)
      .values({ orgId: staff.orgId, domain, kind: 'blocked' })
      .onConflictDoUpdate({
        target: [domainRules.orgId, domainRules.domain],
        set: { kind: 'blocked', permissionProfileId: null },
      });
    await tx
      .update(accessRequests)
      .set({ status: 'declined_blocked_domain', ...decided(staff.userId, now) })
      .where(eq(accessRequests.id, id));
    const others = await tx
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(
        and(
          eq(accessRequests.orgId, staff.orgId),
          eq(accessRequests.status, 'pending'),
          sql`split_part(${accessRequests.email}, '@', 2) = ${domain}`,
        ),
      );
    if (others.length) {
      await tx
        .update(accessRequests)
        .set({ status: 'auto_declined', ...decided(staff.userId, now) })
        .where(
          inArray(
            accessRequests.id,
            others.map((o) => o.id),
          ),
        );
    }
    await emitAccessRequestsDecided(tx, staff.orgId, [id, ...others.map((o) => o.id)]);
  });
}

/**
 * Mails the member of an approved request a new sign-in link (docs/access.md, Reviewing
 * requests): for a visitor whose first link never arrived or lapsed. Their account must still
 * have access. Answers whether the mail goes out (SMTP set) or stays in the outbox.
 */
export async function resendSignInLink(
  deps: MailDeps,
  staff: { orgId: string },
  id: string,
  now = new Date(),
): Promise<{ email: string; delivered: boolean }> {
  const [row] = await deps.db
    .select({ request: accessRequests, account: accounts, memberId: accountMembers.id })
    .from(accessRequests)
    .leftJoin(accounts, eq(accounts.id, accessRequests.accountId))
    .leftJoin(
      accountMembers,
      and(
        eq(accountMembers.accountId, accessRequests.accountId),
        eq(accountMembers.email, sql`lower(${accessRequests.email})`),
      ),
    )
    .where(and(eq(accessRequests.id, id), eq(accessRequests.orgId, staff.orgId)));
  if (!row) throw refusalOf(API_ERRORS.accessRequestNotFound, 404);
  const { request, account, memberId } = row;
  if (request.status !== 'approved' || !account || !memberId) {
    throw new AppError('bad_request', MAIL_DELIVERY_MESSAGES.notApproved, 409);
  }
  if (!hasCurrentAccess(account, now)) {
    throw new AppError('access_expired', MAIL_DELIVERY_MESSAGES.noCurrentAccess, 409);
  }
  await mailSignInLink(deps, {
    orgId: staff.orgId,
    memberId,
    email: request.email,
    reason: 'approved',
  });
  return { email: request.email, delivered: Boolean(deps.config.smtpUrl) };
}
