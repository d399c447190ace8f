/**
 * What the trust feed, llms.txt and security.txt are made of (docs/portal.md, The signed feed):
 * the organisation as an anonymous visitor reaches it, by path on the main host or by a custom
 * domain, the links of its public addresses, and the feed rendered from the anonymous page's own
 * answers (the view of each listed product and the trust updates) and kept per content revision.
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES, TRUST_FEED_SCHEMA_PATH, ZTrustFeed, type TTrustFeed } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/errors.ts';
import { presentClosedPortalView, presentPortalView } from '../../presenters/portal-view.ts';
import {
  presentTrustFeed,
  publishedFileIds,
  type TrustFeedLinks,
} from '../../presenters/trust-feed.ts';
import { fileDigestsOf } from '../../services/documents/file-digests.ts';
import { loadPortal } from '../../services/portal/load-portal.ts';
import { resolvePortalCaller, type PortalCaller } from '../../services/portal/portal-caller.ts';
import { resolveHost } from '../../services/portal/resolve-host.ts';
import {
  answerEtag,
  cachedAnswer,
  type RenderedAnswer,
} from '../../services/portal/answer-cache.ts';
import { listTopics } from '../../services/updates/list-topics.ts';

export interface FeedTarget {
  /** The organisation as an anonymous visitor reaches it (never the session's caller). */
  caller: PortalCaller;
  links: TrustFeedLinks;
  /** The address of security.txt, its Canonical line. */
  securityTxt: string;
}

type Deps = Pick<AppDeps, 'db' | 'revisions' | 'config'>;

function linksOf(
  origin: string,
  page: string,
  slug: string,
  custom: boolean,
): Omit<FeedTarget, 'caller'> {
  const feed = custom ? `${origin}/.well-known/trust-center.json` : `${page}/trust.json`;
  return {
    links: {
      page,
      api: `${origin}/api/portal/${slug}`,
      feed,
      signature: `${feed}.sig`,
      schema: `${origin}${TRUST_FEED_SCHEMA_PATH}`,
      jwks: `${origin}/.well-known/jwks.json`,
      llms: custom ? `${origin}/llms.txt` : `${page}/llms.txt`,
    },
    securityTxt: custom ? `${origin}/.well-known/security.txt` : `${page}/security.txt`,
  };
}

/** The anonymous caller of an organisation; 404 'Company not found' when unknown. */
const anonymousCaller = (deps: Deps, slug: string) =>
  resolvePortalCaller(deps, slug, { sessionToken: undefined });

/** The organisation of `/trust/{orgSlug}/…`, with its links on the main host. */
export async function feedTargetByPath(deps: Deps, orgSlug: string): Promise<FeedTarget> {
  const caller = await anonymousCaller(deps, orgSlug);
  const origin = new URL(deps.config.publicUrl).origin;
  const slug = caller.org.slug;
  return { ...linksOf(origin, `${origin}/trust/${slug}`, slug, false), caller };
}

/**
 * The organisation a host serves at `/` (a custom domain, or the main host's sole organisation),
 * with its links on that host; 404 'Company not found' for any other host.
 */
export async function feedTargetByHost(deps: Deps, req: FastifyRequest): Promise<FeedTarget> {
  const host = await resolveHost(deps.db, req.headers.host, deps.config.publicUrl);
  const org = host.kind === 'custom-domain' ? host.org : host.kind === 'main' ? host.soleOrg : null;
  if (!org) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  const origin =
    host.kind === 'custom-domain' ? host.origin : new URL(deps.config.publicUrl).origin;
  const caller = await anonymousCaller(deps, org.slug);
  return { ...linksOf(origin, origin, org.slug, true), caller };
}

/** The feed, made from the answers of the anonymous page. */
async function renderFeed(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { caller, links }: FeedTarget,
): Promise<TTrustFeed> {
  const { db } = deps;
  const first = await loadPortal(db, caller, {});
  if (!first.product) {
    const closed = presentClosedPortalView(caller.viewer, first);
    return presentTrustFeed({ pages: closed, topics: [], digests: new Map(), links });
  }
  const pages = [];
  for (const product of presentPortalView(caller.viewer, first).products) {
    const data =
      product.productId === first.product.id
        ? first
        : await loadPortal(db, caller, { productId: product.productId });
    if (!data.product) continue;
    const itemDates = new Map(data.cards.flatMap((c) => c.items.map((i) => [i.id, i.createdAt])));
    pages.push({ view: presentPortalView(caller.viewer, data), itemDates });
  }
  const filter = { productSlugs: [], productIds: [] };
  const [topics, digests] = await Promise.all([
    listTopics(db, caller.org.id, caller.viewer, filter),
    fileDigestsOf(deps, caller.org.id, publishedFileIds(pages)),
  ]);
  return presentTrustFeed({ pages, topics, digests, links });
}

/**
 * The feed of a published portal, kept per content revision, with its ETag (which names the
 * signing key too: a new key is a new answer). An unpublished portal has none: 404.
 */
export async function keptFeed(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  target: FeedTarget,
  kid: string,
): Promise<{ etag: string; answer: RenderedAnswer }> {
  const { caller } = target;
  if (!caller.customization.isPublished)
    throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  const request = ['trust.json', target.links.feed, kid];
  const etag = answerEtag(caller.revision, caller.org.id, request, caller.viewer);
  const answer = await cachedAnswer(etag, async () =>
    ZTrustFeed.parse(await renderFeed(deps, target)),
  );
  return { etag, answer };
}
