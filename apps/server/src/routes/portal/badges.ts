/**
 * Badges and the embed of a trust center (docs/portal.md, Badges and embed), for other sites to
 * show: GET /api/portal/{orgSlug}/badges (the list), …/badges/{itemId}.svg (`?theme=dark`) and
 * …/embed.js. Answered to anyone alike, whatever session is sent, from any origin; nothing of an
 * unpublished or login-only portal.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  BADGE_MESSAGES,
  ZBadgeList,
  ZBadgeParams,
  ZBadgeQuery,
  embedScript,
  renderBadgeSvg,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { feedTargetByPath } from '../../answers/feed-source.ts';
import { notFound } from '../../lib/errors.ts';
import { matchesEtag, withoutPageHeaders } from '../../lib/http.ts';
import { ZOrgParams } from '../../portal-request/params.ts';
import { keptBadges } from '../../answers/badges.ts';

/** Public answers: any cache may keep them, revalidating each time. */
const PUBLIC_CACHING = 'public, no-cache';

/** Headers that let a page of any origin read and show the answer, without credentials. */
function shareable(reply: FastifyReply, etag: string): FastifyReply {
  withoutPageHeaders(reply);
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', PUBLIC_CACHING)
    .header('etag', etag);
}

export function badgeRoutes(app: App, deps: AppDeps) {
  const tags = ['feed'];
  const script = embedScript();
  const scriptTag = createHash('sha256').update(script).digest('base64url').slice(0, 16);
  const notModified = { 304: z.undefined().describe('Not modified') };

  app.get(
    '/api/portal/:orgSlug/badges',
    {
      schema: {
        tags,
        description: 'The certifications the trust center shows to anyone, with their badges',
        params: ZOrgParams,
        response: { 200: ZBadgeList, ...notModified },
      },
    },
    async (req, reply) => {
      const target = await feedTargetByPath(deps, req.params.orgSlug);
      const { etag, list } = await keptBadges(deps, target);
      shareable(reply, etag);
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      return list;
    },
  );

  app.get(
    '/api/portal/:orgSlug/badges/:itemId.svg',
    {
      schema: {
        tags,
        description: 'The badge of a certification as SVG, light or `?theme=dark`',
        params: ZBadgeParams,
        querystring: ZBadgeQuery,
        response: { 200: z.string(), ...notModified },
      },
    },
    async (req, reply) => {
      const target = await feedTargetByPath(deps, req.params.orgSlug);
      const { etag, list } = await keptBadges(deps, target);
      const badge = list.items.find((i) => i.id === req.params.itemId);
      if (!badge) throw notFound(BADGE_MESSAGES.unknownItem);
      const theme = req.query.theme ?? 'light';
      const tag = `${etag.slice(0, -1)}-${badge.id}-${theme}"`;
      shareable(reply, tag);
      if (matchesEtag(req.headers['if-none-match'], tag)) return reply.code(304).send(undefined);
      return reply.type('image/svg+xml; charset=utf-8').send(renderBadgeSvg({ ...badge, theme }));
    },
  );

  app.get(
    '/api/portal/:orgSlug/embed.js',
    {
      schema: {
        tags,
        description: 'A script defining <trustfront-certifications>, for other sites',
        params: ZOrgParams,
        response: { 200: z.string(), ...notModified },
      },
    },
    async (req, reply) => {
      // Refused as the list is: the script of a portal that shows nothing is of no use.
      await keptBadges(deps, await feedTargetByPath(deps, req.params.orgSlug));
      const tag = `"embed-${scriptTag}"`;
      shareable(reply, tag);
      if (matchesEtag(req.headers['if-none-match'], tag)) return reply.code(304).send(undefined);
      return reply.type('text/javascript; charset=utf-8').send(script);
    },
  );
}
