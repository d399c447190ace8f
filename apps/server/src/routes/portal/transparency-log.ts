/**
 * The transparency log of a trust center (docs/transparency-log.md), to anyone alike, whatever
 * session is sent: GET /api/portal/{orgSlug}/transparency-log (the newest signed checkpoint),
 * …/entries?start=&end=, …/inclusion?index=&size= and …/consistency?first=&second=. It tells
 * what history.json tells an anonymous caller: nothing of an unpublished portal (404), and no
 * checkpoint, entry or proof while the page shows no content.
 */
import type { FastifyReply } from 'fastify';
import {
  HISTORY_MESSAGES,
  ZConsistencyProof,
  ZConsistencyQuery,
  ZInclusionProof,
  ZInclusionQuery,
  ZLogEntries,
  ZLogEntriesQuery,
  ZTransparencyLog,
  historyCutoff,
  type TTransparencyLog,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/errors.ts';
import { feedTargetByPath, type FeedTarget } from '../../answers/feed-source.ts';
import { ZOrgParams } from '../../portal-request/params.ts';
import {
  consistencyProofOf,
  currentCheckpoint,
  inclusionProofOf,
  listLogEntries,
} from '../../services/portal/transparency-log-read.ts';
import { feedHead } from './trust-history.ts';

/** Public answers: any cache may keep them, revalidating each time. */
const PUBLIC_CACHING = 'public, no-cache';

export function transparencyLogRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const tags = ['feed'];
  /** The organisation as an anonymous caller reaches it, and whether its page shows content. */
  const reach = async (orgSlug: string) => {
    const target = await feedTargetByPath(deps, orgSlug);
    return { target, head: await feedHead(deps, target) };
  };
  /** The organisation of a proof or range: refused while its page shows no content. */
  const shownOrg = async (orgSlug: string, reply: FastifyReply): Promise<FeedTarget> => {
    const { target, head } = await reach(orgSlug);
    if (head.access !== 'public') throw notFound(HISTORY_MESSAGES.notPublic);
    reply.header('cache-control', PUBLIC_CACHING);
    return target;
  };

  app.get(
    '/api/portal/:orgSlug/transparency-log',
    {
      schema: {
        tags,
        description: 'The newest signed checkpoint of the log of what the trust feed published',
        params: ZOrgParams,
        response: { 200: ZTransparencyLog },
      },
    },
    async (req, reply) => {
      const { target, head } = await reach(req.params.orgSlug);
      const base = `${target.links.api}/transparency-log`;
      const checkpoint =
        head.access === 'public' ? await currentCheckpoint(db, target.caller.org.id) : null;
      const body: TTransparencyLog = {
        version: 1,
        organization: head.organization,
        access: head.access,
        links: {
          entries: `${base}/entries`,
          inclusion: `${base}/inclusion`,
          consistency: `${base}/consistency`,
          jwks: target.links.jwks,
          history: head.links.history,
        },
        retentionYears: config.historyRetentionYears,
        checkpoint,
      };
      reply.header('cache-control', PUBLIC_CACHING);
      return body;
    },
  );

  app.get(
    '/api/portal/:orgSlug/transparency-log/entries',
    {
      schema: {
        tags,
        description: 'Entries of the log, from start to before end',
        params: ZOrgParams,
        querystring: ZLogEntriesQuery,
        response: { 200: ZLogEntries },
      },
    },
    async (req, reply) => {
      const target = await shownOrg(req.params.orgSlug, reply);
      const cutoff = historyCutoff(new Date(), config.historyRetentionYears);
      return { entries: await listLogEntries(db, target.caller.org.id, req.query, cutoff) };
    },
  );

  app.get(
    '/api/portal/:orgSlug/transparency-log/inclusion',
    {
      schema: {
        tags,
        description: 'The audit path of an entry in the tree of a given size',
        params: ZOrgParams,
        querystring: ZInclusionQuery,
        response: { 200: ZInclusionProof },
      },
    },
    async (req, reply) => {
      const target = await shownOrg(req.params.orgSlug, reply);
      return inclusionProofOf(db, target.caller.org.id, req.query);
    },
  );

  app.get(
    '/api/portal/:orgSlug/transparency-log/consistency',
    {
      schema: {
        tags,
        description: 'The proof that the tree of first entries is the start of the tree of second',
        params: ZOrgParams,
        querystring: ZConsistencyQuery,
        response: { 200: ZConsistencyProof },
      },
    },
    async (req, reply) => {
      const target = await shownOrg(req.params.orgSlug, reply);
      return consistencyProofOf(db, target.caller.org.id, req.query);
    },
  );
}
