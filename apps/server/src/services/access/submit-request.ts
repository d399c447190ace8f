/**
 * POST {base}/request: a visitor asks for access. The core decision says what becomes of it:
 * refused with an outcome, recorded for staff to review, approved at once (an auto-approve
 * domain or an invitation, with a sign-in link mailed), or a link mailed to a known member.
 */
import { and, eq } from 'drizzle-orm';
import {
  profileOnApproval,
  accessRequestSchema,
  decideAccessRequest,
  type TAccessRequest,
  type TAccessRequestFields,
  type TAccessRequestResponse,
  SERVER_ERRORS,
  refusalOf,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { accessRequests, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { subscribe } from '../updates/subscriptions/subscribe.ts';
import { announceAccessRequest } from '../integrations/slack-requests.ts';
import { limitByEmail } from './attempts.ts';
import { readAccessFacts } from './facts.ts';
import { grantAccess } from './grant.ts';
import { defaultProfileId } from './permission-profiles.ts';
import { requestTerms } from './request-form.ts';
import { invitationApproves, readInvitation, type Invitation } from './invitations.ts';
import { mailSignInLink, type MailDeps } from './links.ts';
import { isUniqueViolation, outcomeError } from './outcome-error.ts';
import { emitAccessRequestsCreated } from '../integrations/webhooks/events.ts';

/** The configurable fields as sent, kept with the request for staff to read. */
function extraFields(body: TAccessRequest): Record<string, unknown> {
  const extra: Record<string, unknown> = {
    jobTitle: body.jobTitle,
    pointOfContact: body.pointOfContact,
    relationship: body.relationshipDropdown,
    country: body.countriesDropdown,
    products: body.accountMemberRequestProducts,
    customCheckbox: body.customCheckbox,
    subscribe: body.subscribe,
    itemKind: body.itemKind,
  };
  return Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined));
}

async function assertOrgProduct(db: Db, orgId: string, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.orgId, orgId)));
  if (!row) throw refusalOf(SERVER_ERRORS.productNotFound, 400);
}

async function approve(
  deps: MailDeps,
  orgId: string,
  request: TAccessRequest,
  grant: { accountId?: string | undefined; permissionProfileId: string | null },
  now: Date,
): Promise<void> {
  const email = request.email.toLowerCase();
  const granted = await deps.db
    .transaction(async (tx) => {
      const access = await grantAccess(tx, {
        orgId,
        email,
        firstName: request.firstName,
        lastName: request.lastName,
        companyName: request.companyName,
        accountId: grant.accountId,
        permissionProfileId: grant.permissionProfileId,
        isAutoApproved: true,
        now,
      });
      const written = await tx
        .insert(accessRequests)
        .values({
          ...requestRow(orgId, request),
          accountId: access.accountId,
          status: 'approved',
          decidedAt: now,
        })
        .returning();
      await emitAccessRequestsCreated(tx, written);
      return access;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? outcomeError('unique_violation') : error;
    });
  await mailSignInLink(deps, { orgId, memberId: granted.memberId, email, reason: 'approved' });
}

const requestRow = (orgId: string, body: TAccessRequest) => ({
  orgId,
  email: body.email.toLowerCase(),
  firstName: body.firstName,
  lastName: body.lastName,
  companyName: body.companyName,
  fields: extraFields(body),
  productId: body.productId,
  itemUid: body.itemUid ?? null,
  source: body.source ?? null,
});

/** The form's 'send me trust updates': the usual double opt-in, confirmed from its own mail. */
async function subscribeIfAsked(deps: AppDeps, orgId: string, request: TAccessRequest) {
  if (!request.subscribe) return;
  await subscribe(deps, orgId, { email: request.email.toLowerCase(), source: 'access_request' });
}

export async function submitAccessRequest(
  deps: AppDeps,
  org: { id: string; accessRequestFields: TAccessRequestFields },
  body: TAccessRequest,
  now = new Date(),
): Promise<TAccessRequestResponse> {
  const terms = await requestTerms(deps.db, deps.config, org.id);
  const parsed = accessRequestSchema(org.accessRequestFields, terms).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('invalid_request', issue?.message ?? 'Invalid request', 400, {
      path: issue?.path.join('.'),
    });
  }
  const request = parsed.data;
  const email = request.email.toLowerCase();
  await limitByEmail(deps.db, 'request', email);
  await assertOrgProduct(deps.db, org.id, request.productId);
  const invitation: Invitation | null = await readInvitation(
    deps.db,
    deps.config.secret,
    org.id,
    request.invitedColleagueToken,
  );
  const invited = await invitationApproves(deps.db, invitation, email, now);
  const { facts, rule, membership } = await readAccessFacts(deps.db, org.id, email, now, invited);
  const decision = decideAccessRequest(facts);
  switch (decision.kind) {
    case 'refuse':
      throw outcomeError(decision.outcome);
    case 'send_link':
    case 'expired':
      if (membership) {
        await mailSignInLink(deps, {
          orgId: org.id,
          memberId: membership.memberId,
          email,
          reason: decision.kind === 'expired' ? 'expired' : 'login',
        });
      }
      throw outcomeError(decision.outcome);
    case 'approve':
      await approve(
        deps,
        org.id,
        request,
        decision.via === 'invite'
          ? { accountId: invitation?.accountId, permissionProfileId: null }
          : {
              // A domain rule without a profile gives the organisation's default.
              permissionProfileId: profileOnApproval(
                rule?.permissionProfileId ?? undefined,
                await defaultProfileId(deps.db, org.id),
              ),
            },
        now,
      );
      await subscribeIfAsked(deps, org.id, request);
      return { status: 'Approved' };
    case 'pend':
      break;
  }
  const [pending] = await deps.db.transaction(async (tx) => {
    const rows = await tx.insert(accessRequests).values(requestRow(org.id, request)).returning();
    await emitAccessRequestsCreated(tx, rows);
    return rows;
  });
  await announceAccessRequest(deps.db, org.id, pending?.id);
  await subscribeIfAsked(deps, org.id, request);
  return { status: 'Pending' };
}
