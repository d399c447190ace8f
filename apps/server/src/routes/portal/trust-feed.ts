/**
 * The trust center for machines (docs/portal.md, The signed feed; security.txt and llms.txt):
 * GET /trust/{orgSlug}/trust.json (signed in the Trustfront-Signature header) and its detached
 * signature at …/trust.json.sig, the same at /.well-known/trust-center.json(.sig) on a custom
 * domain, the signing keys at /.well-known/jwks.json, the feed's JSON Schema, llms.txt,
 * security.txt, and the news feeds (feed.atom, feed.json; docs/portal.md, Atom and JSON feeds).
 * The feed of a past day is `?at=yyyy-mm-dd` (docs/portal.md, History). Answered to anyone alike,
 * whatever session is sent: they are public.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  TRUST_FEED_SCHEMA_PATH,
  TRUST_FEED_SIGNATURE_HEADER,
  TRUST_FEED_SNAPSHOT_HEADER,
  ZTrustFeed,
  ZTrustFeedQuery,
  ZJsonFeed,
  renderAtomFeed,
  renderLlmsTxt,
  renderSecurityTxt,
  toJsonFeed,
  trustFeedJsonSchema,
  type TTrustFeed,
  type TTrustFeedQuery,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/errors.ts';
import { matchesEtag, preferredEncoding } from '../../lib/http.ts';
import {
  currentSigningKey,
  publishedKeys,
  signDetached,
} from '../../services/portal/feed-signing.ts';
import {
  feedTargetByHost,
  feedTargetByPath,
  keptFeed,
  keptPortalFeed,
  type FeedTarget,
} from '../../answers/feed-source.ts';
import { ZOrgParams } from '../../portal-request/params.ts';
import { feedAt } from './trust-history.ts';

const NO_SECURITY_TXT = 'This organisation publishes no security contact';

/** Public answers: any cache may keep them, revalidating each time. */
const PUBLIC_CACHING = 'public, no-cache';

export function trustFeedRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const tags = ['feed'];
  const mainOrigin = new URL(config.publicUrl).origin;
  const byPath = (req: FastifyRequest) =>
    feedTargetByPath(deps, (req.params as { orgSlug: string }).orgSlug);
  const byHost = (req: FastifyRequest) => feedTargetByHost(deps, req);

  /** Answers the feed (`signature`: its detached JWS instead), 304 when the ETag matches. */
  const sendFeed =
    (find: (req: FastifyRequest) => Promise<FeedTarget>, signatureOnly: boolean) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const key = await currentSigningKey(db, config.secret);
      const target = await find(req);
      // `?at=yyyy-mm-dd`: the feed as it was published that day (docs/portal.md, History).
      const { at } = req.query as TTrustFeedQuery;
      const past = at === undefined ? null : await feedAt(deps, target, key.kid, at);
      const { etag, answer } = past ?? (await keptFeed(deps, target, key.kid));
      const signature = await signDetached(key, answer.json);
      if (past) reply.header(TRUST_FEED_SNAPSHOT_HEADER, past.takenAt.toISOString());
      reply
        .header('etag', etag)
        .header('cache-control', PUBLIC_CACHING)
        .header('vary', 'accept-encoding');
      reply.header(TRUST_FEED_SIGNATURE_HEADER, signature);
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
      if (signatureOnly) return reply.type('application/jose; charset=utf-8').send(signature);
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('application/json; charset=utf-8')
        .send((await answer.body(encoding)) as never);
    };

  /** Answers llms.txt, told from the feed. */
  const sendLlms =
    (find: (req: FastifyRequest) => Promise<FeedTarget>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const key = await currentSigningKey(db, config.secret);
      const { etag, answer } = await keptFeed(deps, await find(req), key.kid);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHING);
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
      const feed = JSON.parse(answer.json.toString('utf8')) as TTrustFeed;
      return reply.type('text/markdown; charset=utf-8').send(renderLlmsTxt(feed));
    };

  /** Answers the news feed as Atom or JSON Feed, 304 when the ETag matches. */
  const sendNewsFeed =
    (find: (req: FastifyRequest) => Promise<FeedTarget>, format: 'atom' | 'json') =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const { etag, feed } = await keptPortalFeed(deps, await find(req), format);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHING);
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
      if (format === 'json') {
        return reply
          .type('application/feed+json; charset=utf-8')
          .send(JSON.stringify(toJsonFeed(feed)));
      }
      return reply.type('application/atom+xml; charset=utf-8').send(renderAtomFeed(feed));
    };

  /** Answers security.txt, or 404 when the organisation set no contact. */
  const sendSecurityTxt =
    (find: (req: FastifyRequest) => Promise<FeedTarget>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const target = await find(req);
      const text = renderSecurityTxt(target.caller.customization, {
        canonicalUrl: target.securityTxt,
        now: new Date(),
      });
      if (text === null) throw notFound(NO_SECURITY_TXT);
      return reply
        .header('cache-control', PUBLIC_CACHING)
        .type('text/plain; charset=utf-8')
        .send(text);
    };

  const feedSchema = (description: string) => ({
    tags,
    description,
    querystring: ZTrustFeedQuery,
    response: { 200: ZTrustFeed, 304: z.undefined().describe('Not modified') },
  });
  const textSchema = (description: string) => ({
    tags,
    description,
    response: { 200: z.string(), 304: z.undefined().describe('Not modified') },
  });
  const signatureSchema = (description: string) => ({
    ...textSchema(description),
    querystring: ZTrustFeedQuery,
  });
  const jsonFeedSchema = (description: string) => ({
    tags,
    description,
    response: { 200: ZJsonFeed, 304: z.undefined().describe('Not modified') },
  });
  const params = ZOrgParams;

  app.get(
    '/trust/:orgSlug/trust.json',
    { schema: { ...feedSchema('The signed trust feed'), params } },
    sendFeed(byPath, false),
  );
  app.get(
    '/trust/:orgSlug/trust.json.sig',
    { schema: { ...signatureSchema('The feed’s detached JWS'), params } },
    sendFeed(byPath, true),
  );
  app.get(
    '/trust/:orgSlug/llms.txt',
    { schema: { ...textSchema('The trust center in markdown'), params } },
    sendLlms(byPath),
  );
  app.get(
    '/trust/:orgSlug/security.txt',
    { schema: { ...textSchema('RFC 9116 security.txt'), params } },
    sendSecurityTxt(byPath),
  );
  app.get(
    '/trust/:orgSlug/feed.atom',
    { schema: { ...textSchema('What the portal shows change, as Atom (RFC 4287)'), params } },
    sendNewsFeed(byPath, 'atom'),
  );
  app.get(
    '/trust/:orgSlug/feed.json',
    { schema: { ...jsonFeedSchema('What the portal shows change, as JSON Feed 1.1'), params } },
    sendNewsFeed(byPath, 'json'),
  );
  app.get(
    '/.well-known/trust-center.json',
    { schema: feedSchema('The signed trust feed of the host’s organisation') },
    sendFeed(byHost, false),
  );
  app.get(
    '/.well-known/trust-center.json.sig',
    { schema: signatureSchema('The feed’s detached JWS') },
    sendFeed(byHost, true),
  );
  app.get(
    '/feed.atom',
    { schema: textSchema('The news feed of the host’s organisation, as Atom') },
    sendNewsFeed(byHost, 'atom'),
  );
  app.get(
    '/feed.json',
    { schema: jsonFeedSchema('The news feed of the host’s organisation, as JSON Feed 1.1') },
    sendNewsFeed(byHost, 'json'),
  );
  app.get('/llms.txt', { schema: textSchema('The trust center in markdown') }, sendLlms(byHost));
  app.get(
    '/.well-known/security.txt',
    { schema: textSchema('RFC 9116 security.txt of the host’s organisation') },
    sendSecurityTxt(byHost),
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags, description: 'The keys that sign the trust feed' } },
    async (_req, reply) => {
      await currentSigningKey(db, config.secret);
      return reply.header('cache-control', 'public, max-age=300').send(await publishedKeys(db));
    },
  );
  const jsonSchema = JSON.stringify(trustFeedJsonSchema(mainOrigin));
  app.get(
    TRUST_FEED_SCHEMA_PATH,
    { schema: { tags, description: 'The JSON Schema of the trust feed' } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/schema+json')
        .send(jsonSchema),
  );
}
