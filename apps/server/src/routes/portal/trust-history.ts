/**
 * The history of a trust center (docs/portal.md, History): GET /trust/{orgSlug}/history.json (and
 * /history.json on a custom domain) to anyone, GET /api/app/history to staff with who made each
 * change, and the feed of a past day that `trust.json?at=yyyy-mm-dd` answers; staff redact a
 * change published by mistake (POST /api/app/history/{id}/redact, docs/transparency-log.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  HISTORY_MESSAGES,
  ZStaffTrustHistory,
  ZTrustHistory,
  ZTrustHistoryQuery,
  ZRedactChangeRequest,
  ZRedactChangeResponse,
  historyCutoff,
  historyDay,
  type TTrustFeed,
  type TTrustHistoryQuery,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  presentStaffTrustHistory,
  presentTrustHistory,
  type TrustHistoryInput,
} from '../../presenters/trust-history.ts';
import { RenderedAnswer } from '../../services/portal/answer-cache.ts';
import { currentSigningKey } from '../../services/portal/feed-signing.ts';
import {
  firstSnapshotAt,
  listTrustChanges,
  snapshotBefore,
} from '../../services/portal/trust-history.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';
import { redactChange } from '../../services/portal/redact-change.ts';
import {
  feedTargetByHost,
  feedTargetByPath,
  keptFeed,
  type FeedTarget,
} from '../../answers/feed-source.ts';
import { ZOrgParams } from '../../portal-request/params.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'revisions' | 'config'>;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The feed answered now, as its reader gets it (404 when unpublished). */
async function currentFeed(deps: Deps, target: FeedTarget, kid: string): Promise<TTrustFeed> {
  const { answer } = await keptFeed(deps, target, kid);
  return JSON.parse(answer.json.toString('utf8')) as TTrustFeed;
}

/** The first day `?at=` answers: the first snapshot's, or the first kept day if later. */
async function keptSince(deps: Deps, orgId: string, now: Date): Promise<string | null> {
  const first = await firstSnapshotAt(deps.db, orgId);
  if (!first) return null;
  const cutoff = dayOf(historyCutoff(now, deps.config.historyRetentionYears));
  return dayOf(first) > cutoff ? dayOf(first) : cutoff;
}

async function historyInput(
  deps: Deps,
  target: FeedTarget,
  head: Pick<TrustHistoryInput, 'organization' | 'access' | 'links'>,
  query: TTrustHistoryQuery,
): Promise<TrustHistoryInput> {
  const orgId = target.caller.org.id;
  const page = await listTrustChanges(deps.db, orgId, query);
  return {
    ...head,
    ...page,
    keptSince: await keptSince(deps, orgId, new Date()),
    retentionYears: deps.config.historyRetentionYears,
  };
}

/**
 * The feed as it was published at the end of the day `at` (UTC): the last snapshot taken before
 * the next day began, with an ETag naming it and the signing key. Refused while the page shows
 * no content now; 400 for a day that is no date, is to come or is no longer kept; 404 before the
 * first snapshot.
 */
export async function feedAt(
  deps: Deps,
  target: FeedTarget,
  kid: string,
  at: string,
): Promise<{ etag: string; answer: RenderedAnswer; takenAt: Date }> {
  const current = await currentFeed(deps, target, kid);
  if (current.access !== 'public') throw notFound(HISTORY_MESSAGES.notPublic);
  const day = historyDay(at, new Date(), deps.config.historyRetentionYears);
  if (!day.ok) throw new AppError('invalid_request', day.message);
  const orgId = target.caller.org.id;
  const snapshot = await snapshotBefore(deps.db, orgId, day.end);
  if (!snapshot) {
    const first = await firstSnapshotAt(deps.db, orgId);
    throw notFound(
      first ? HISTORY_MESSAGES.beforeFirst(dayOf(first)) : HISTORY_MESSAGES.nothingYet,
    );
  }
  const key = createHash('sha256').update(`trust.json@${snapshot.id}:${kid}`).digest('base64url');
  return {
    etag: `"${key.slice(0, 32)}"`,
    answer: new RenderedAnswer(JSON.parse(snapshot.feed)),
    takenAt: snapshot.takenAt,
  };
}

/** The organisation, access and links of the feed answered now (404 when unpublished). */
export async function feedHead(deps: Deps, target: FeedTarget) {
  const key = await currentSigningKey(deps.db, deps.config.secret);
  const { organization, access, links } = await currentFeed(deps, target, key.kid);
  return {
    organization: { name: organization.name, slug: organization.slug },
    access,
    links: { page: links.page, feed: links.feed, history: links.history },
  };
}

export function trustHistoryRoutes(app: App, deps: AppDeps) {
  const tags = ['feed'];
  const { config } = deps;
  const headOf = (target: FeedTarget) => feedHead(deps, target);
  const publicHistory = async (target: FeedTarget, query: TTrustHistoryQuery) => {
    const head = await headOf(target);
    // A page that shows no content now tells none of its history either.
    if (head.access !== 'public') {
      return presentTrustHistory({
        ...head,
        changes: [],
        next: null,
        keptSince: null,
        retentionYears: config.historyRetentionYears,
      });
    }
    return presentTrustHistory(await historyInput(deps, target, head, query));
  };
  const schema = (description: string) => ({
    tags,
    description,
    querystring: ZTrustHistoryQuery,
    response: { 200: ZTrustHistory },
  });

  app.get(
    '/trust/:orgSlug/history.json',
    { schema: { ...schema('What the trust feed published, and when'), params: ZOrgParams } },
    async (req) => publicHistory(await feedTargetByPath(deps, req.params.orgSlug), req.query),
  );
  app.get(
    '/history.json',
    { schema: schema('What the trust feed of the host’s organisation published, and when') },
    async (req: FastifyRequest<{ Querystring: TTrustHistoryQuery }>) =>
      publicHistory(await feedTargetByHost(deps, req), req.query),
  );

  app.get(
    '/api/app/history',
    {
      config: staffOnly('app:settings'),
      schema: {
        tags: ['app'],
        description: 'Every change the history recorded, with the staff who made it',
        querystring: ZTrustHistoryQuery,
        response: { 200: ZStaffTrustHistory },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const target = await feedTargetByPath(deps, staff.orgSlug);
      // Staff see their history whatever the page shows now, unpublished too.
      const head = target.caller.customization.isPublished
        ? await headOf(target)
        : {
            organization: { name: staff.orgName, slug: staff.orgSlug },
            access: 'unavailable' as const,
            links: {
              page: target.links.page,
              feed: target.links.feed,
              history: target.links.history,
            },
          };
      return presentStaffTrustHistory(await historyInput(deps, target, head, req.query));
    },
  );

  app.post(
    '/api/app/history/:id/redact',
    {
      config: staffOnly('app:settings'),
      schema: {
        tags: ['app'],
        description:
          'Redacts a change published by mistake: its content leaves every answer, its log entry keeps its hash',
        params: z.object({ id: z.uuid() }),
        body: ZRedactChangeRequest,
        response: { 200: ZRedactChangeResponse },
      },
    },
    async (req) => redactChange(deps.db, staffOf(req), req.params.id, req.body.reason),
  );
}
