/**
 * For crawlers (docs/portal.md, For crawlers): `robots.txt` of each host, and the sitemap of a
 * published portal at /trust/{orgSlug}/sitemap.xml (and /sitemap.xml on its custom domain), made
 * from the anonymous trust feed so that it lists only pages anyone may read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { renderRobotsTxt, renderSitemap, sitemapUrlsOf, type TTrustFeed } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { matchesEtag } from '../../lib/http.ts';
import { currentSigningKey } from '../../services/portal/feed-signing.ts';
import { publishedSlugs } from '../../services/portal/find-organization.ts';
import { resolveHost } from '../../services/portal/resolve-host.ts';
import {
  feedTargetByHost,
  feedTargetByPath,
  keptFeed,
  type FeedTarget,
} from '../../answers/feed-source.ts';
import { ZOrgParams } from '../../portal-request/params.ts';

const PUBLIC_CACHING = 'public, no-cache';
const text = (description: string) => ({
  tags: ['feed'],
  description,
  response: { 200: z.string(), 304: z.undefined().describe('Not modified') },
});

export function crawlerRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const mainOrigin = new URL(config.publicUrl).origin;

  /** The sitemap of the portal `find` names: 404 while it is not published, as its feed. */
  const sendSitemap =
    (find: (req: FastifyRequest) => Promise<FeedTarget>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const key = await currentSigningKey(db, config.secret);
      const { etag, answer } = await keptFeed(deps, await find(req), key.kid);
      const sitemapEtag = etag.replace(/"$/, '-sitemap"');
      reply.header('etag', sitemapEtag).header('cache-control', PUBLIC_CACHING);
      if (matchesEtag(req.headers['if-none-match'], sitemapEtag)) return reply.code(304).send();
      const feed = JSON.parse(answer.json.toString('utf8')) as TTrustFeed;
      const newest =
        feed.updates
          .map((u) => u.publishedAt)
          .sort()
          .at(-1) ?? null;
      return reply
        .type('application/xml; charset=utf-8')
        .send(renderSitemap(sitemapUrlsOf(feed), newest));
    };

  app.get(
    '/trust/:orgSlug/sitemap.xml',
    { schema: { ...text('The sitemap of the portal’s public pages'), params: ZOrgParams } },
    sendSitemap((req) => feedTargetByPath(deps, (req.params as { orgSlug: string }).orgSlug)),
  );
  app.get(
    '/sitemap.xml',
    { schema: text('The sitemap of the host’s portal') },
    sendSitemap((req) => feedTargetByHost(deps, req)),
  );

  app.get(
    '/robots.txt',
    { schema: text('What crawlers may read, and the sitemaps') },
    async (req, reply) => {
      const host = await resolveHost(db, req.headers.host, config.publicUrl);
      let sitemaps: string[] = [];
      if (host.kind === 'custom-domain') sitemaps = [`${host.origin}/sitemap.xml`];
      else if (host.kind === 'main') {
        const slugs = await publishedSlugs(db);
        sitemaps = slugs.map((slug) => `${mainOrigin}/trust/${slug}/sitemap.xml`);
      }
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('text/plain; charset=utf-8')
        .send(renderRobotsTxt(sitemaps));
    },
  );
}
