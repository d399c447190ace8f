/**
 * Slack approvals (docs/integrations.md, Slack): each new access request of an organisation that
 * connected Slack is posted to its channel by a job, with Approve and Decline buttons; a click
 * comes back signed to the organisation's own address, and is recorded as the staff member
 * Slack's users.info names by e-mail, through the very services the private app's queue calls,
 * when their role holds the review scope. The message then says who decided.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  SLACK_MESSAGES as M,
  accessRequestDetails,
  isFreshSlackTimestamp,
  slackClickOf,
  slackDecidedMessage,
  slackDeciderRefusal,
  slackRequestMessage,
  type SlackClick,
  type SlackRequestSummary,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { accessRequests, items, products, users } from '../../db/schema/index.ts';
import {
  isSlackSignature,
  slackPostEphemeral,
  slackPostMessage,
  slackUpdateMessage,
  slackUserEmail,
} from '../../integrations/slack.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { unauthorized } from '../../lib/errors.ts';
import { log } from '../../lib/log-context.ts';
import {
  approveAccessRequest,
  declineAccessRequest,
  itemAskedFor,
} from '../access/review-requests.ts';
import { findOrganizationBySlug } from '../portal/find-organization.ts';
import { loadStaffCaller, type StaffCaller } from '../staff/staff-caller.ts';
import { isSlackConnected, slackCredentialsOf, type SlackCredentials } from './slack-settings.ts';

export const SLACK_ANNOUNCE_JOB = 'slack.announce-request';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Queues the Slack message of a new pending request, when the organisation connected Slack. */
export async function announceAccessRequest(
  db: Db,
  orgId: string,
  requestId: string | undefined,
): Promise<void> {
  if (!requestId || !(await isSlackConnected(db, orgId))) return;
  await enqueueJob(
    db,
    SLACK_ANNOUNCE_JOB,
    { orgId, requestId },
    { dedupeKey: `${SLACK_ANNOUNCE_JOB}:${requestId}`, maxAttempts: 5 },
  );
}

/** The request as its message shows it, or null when it is gone. */
async function summaryOf(
  { db, config }: Deps,
  orgId: string,
  requestId: string,
): Promise<SlackRequestSummary | null> {
  const [row] = await db
    .select({ request: accessRequests, productName: products.name, itemTitle: items.title })
    .from(accessRequests)
    .leftJoin(products, eq(products.id, accessRequests.productId))
    .leftJoin(items, itemAskedFor)
    .where(and(eq(accessRequests.id, requestId), eq(accessRequests.orgId, orgId)));
  if (!row) return null;
  const names = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.orgId, orgId));
  const { request } = row;
  return {
    id: request.id,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    companyName: request.companyName,
    kind: request.kind,
    productName: row.productName,
    askedFor: row.itemTitle,
    details: accessRequestDetails(
      request.fields,
      Object.fromEntries(names.map((p) => [p.id, p.name])),
    ),
    queueUrl: `${new URL(config.publicUrl).origin}/app/access-requests`,
  };
}

/**
 * The job posting a request's message. A request decided meanwhile, or Slack disconnected, is
 * not posted; a failure to post is retried with the queue's back-off.
 */
export function slackAnnounceJobHandler(deps: Deps): JobHandler {
  return async (job) => {
    const { orgId, requestId } = job.payload as { orgId: string; requestId: string };
    const credentials = await slackCredentialsOf(deps, orgId);
    const summary = await summaryOf(deps, orgId, requestId);
    const [request] = await deps.db
      .select({ status: accessRequests.status })
      .from(accessRequests)
      .where(eq(accessRequests.id, requestId));
    if (!credentials || !summary || request?.status !== 'pending') return;
    const posted = await slackPostMessage(
      deps.config.slackApiUrl,
      credentials.botToken,
      credentials.channelId,
      slackRequestMessage(summary),
    );
    if (!posted.ok) throw new Error(`Slack refused the message: ${posted.reason}`);
  };
}

/** What a click came to, as the interactions route answers it. */
export type SlackClickOutcome =
  'approved' | 'declined' | 'not_staff' | 'no_scope' | 'already_decided' | 'not_found' | 'failed';

/** The staff member of the organisation with this e-mail (any case), or null. */
async function staffByEmail(
  db: Db,
  orgId: string,
  email: string,
): Promise<(StaffCaller & { name: string }) | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (!user) return null;
  // A click in Slack is no session of the private app: it acts as a token would.
  const staff = await loadStaffCaller(db, user.id, 'token');
  return staff ? { ...staff, name: user.name } : null;
}

/** Tells the person who clicked, and only them, why nothing was decided. */
async function tell(deps: Deps, credentials: SlackCredentials, click: SlackClick, text: string) {
  const told = await slackPostEphemeral(
    deps.config.slackApiUrl,
    credentials.botToken,
    click.channelId ?? credentials.channelId,
    click.slackUserId,
    text,
  );
  if (!told.ok) log().warn({ reason: told.reason }, 'Slack refused an ephemeral message');
}

/** Records a click's decision as the staff member, through the queue's own services. */
async function decide(
  deps: AppDeps,
  staff: StaffCaller,
  click: SlackClick,
): Promise<SlackClickOutcome> {
  try {
    if (click.decision === 'approve') {
      await approveAccessRequest(deps, staff, click.requestId, {});
      return 'approved';
    }
    await declineAccessRequest(deps.db, staff, click.requestId, {});
    return 'declined';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 409) return 'already_decided';
    if (error.status === 404) return 'not_found';
    log().warn({ code: error.code }, 'a Slack decision was refused');
    return 'failed';
  }
}

/** What the clicker is told when their click decided nothing. */
function refusalText(outcome: SlackClickOutcome, email: string | null): string {
  switch (outcome) {
    case 'not_staff':
      return M.notStaff(email);
    case 'no_scope':
      return M.noScope;
    case 'already_decided':
      return M.alreadyDecided;
    case 'not_found':
      return M.notFound;
    default:
      return M.failed;
  }
}

/**
 * A callback of Slack's for the organisation `orgSlug`: refused (401) unless signed with its
 * signing secret within five minutes; then the click decides, or the clicker is told why not.
 */
export async function handleSlackInteraction(
  deps: AppDeps,
  orgSlug: string,
  callback: { timestamp: string | undefined; signature: string | undefined; rawBody: string },
): Promise<SlackClickOutcome> {
  const org = await findOrganizationBySlug(deps.db, orgSlug);
  const credentials = await slackCredentialsOf(deps, org.id);
  if (!credentials) throw new AppError('not_found', M.notConnected, 404);
  if (!isFreshSlackTimestamp(callback.timestamp, Date.now())) throw unauthorized(M.staleTimestamp);
  const { timestamp = '', signature, rawBody } = callback;
  if (!isSlackSignature(credentials.signingSecret, timestamp, rawBody, signature)) {
    throw unauthorized(M.badSignature);
  }
  const click = slackClickOf(payloadOf(rawBody));
  if (!click) throw new AppError('invalid_request', M.badPayload, 400);

  const api = deps.config.slackApiUrl;
  const email = await slackUserEmail(api, credentials.botToken, click.slackUserId);
  if (!email.ok) {
    log().warn({ reason: email.reason }, 'Slack did not answer users.info');
    await tell(deps, credentials, click, M.failed);
    return 'failed';
  }
  const staff = email.value ? await staffByEmail(deps.db, org.id, email.value) : null;
  const refusal = slackDeciderRefusal(staff);
  let outcome: SlackClickOutcome = refusal ?? 'failed';
  if (staff && !refusal) outcome = await decide(deps, staff, click);
  if (outcome !== 'approved' && outcome !== 'declined') {
    log().info({ outcome }, 'a Slack click decided nothing');
    await tell(deps, credentials, click, refusalText(outcome, email.value));
    return outcome;
  }
  log().info({ outcome, userId: staff?.userId }, 'an access request was decided in Slack');
  const summary = await summaryOf(deps, org.id, click.requestId);
  if (summary && staff && click.messageTs) {
    const updated = await slackUpdateMessage(
      api,
      credentials.botToken,
      click.channelId ?? credentials.channelId,
      click.messageTs,
      slackDecidedMessage(summary, click.decision, { name: staff.name, email: staff.email }),
    );
    if (!updated.ok) log().warn({ reason: updated.reason }, 'Slack refused to update the message');
  }
  return outcome;
}

/** The JSON of a form body's `payload` field, or null. */
function payloadOf(rawBody: string): unknown {
  const payload = new URLSearchParams(rawBody).get('payload');
  if (payload === null) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}
