/**
 * What the trust feed, llms.txt and security.txt are made of (docs/portal.md, The signed feed):
 * the organisation as an anonymous visitor reaches it, by path on the main host or by a custom
 * domain, the links of its public addresses, and the feed rendered from the anonymous page's own
 * answers (the view of each listed product and the trust updates) and kept per content revision,
 * and the news feeds made from it.
 */
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  MESSAGES,
  TRUST_FEED_SCHEMA_PATH,
  ZPortalFeed,
  ZTrustFeed,
  type TPortalFeed,
  type TPortalView,
  type TTopic,
  type TTrustFeed,
} from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { notFound } from '../lib/errors.ts';
import { presentPortalFeed } from '../presenters/portal-feed.ts';
import { presentClosedPortalView, presentPortalView } from '../presenters/portal-view.ts';
import {
  presentTrustFeed,
  publishedFileIds,
  type TrustFeedLinks,
} from '../presenters/trust-feed.ts';
import { fileDigestsOf } from '../services/documents/file-digests.ts';
import {
  loadPortal,
  type ClosedPortalData,
  type PortalData,
} from '../services/portal/load-portal.ts';
import { resolvePortalCaller, type PortalCaller } from '../services/portal/portal-caller.ts';
import { resolveHost } from '../services/portal/resolve-host.ts';
import { answerEtag, cachedAnswer, type RenderedAnswer } from '../services/portal/answer-cache.ts';
import { listTopics } from '../services/updates/list-topics.ts';

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
      atom: custom ? `${origin}/feed.atom` : `${page}/feed.atom`,
      jsonFeed: custom ? `${origin}/feed.json` : `${page}/feed.json`,
      // Served by path on every host the organisation is served on.
      mcp: `${origin}/trust/${slug}/mcp`,
      history: custom ? `${origin}/history.json` : `${page}/history.json`,
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

/** What the anonymous page's answers give the feeds: the trust feed and the dates they name. */
export interface AnonymousFeed {
  feed: TTrustFeed;
  /** The trust updates' answer, each update under its topic. */
  topics: TTopic[];
  /** When each item of the pages was added. */
  itemDates: ReadonlyMap<string, Date>;
  /** When each stored file of the pages' items was stored. */
  fileDates: ReadonlyMap<string, Date>;
}

/**
 * The anonymous page of each product the portal lists, with the data it is made of, in the
 * page's order; the closed page's data when no product reaches an anonymous visitor.
 */
export async function anonymousPages(
  db: AppDeps['db'],
  caller: PortalCaller,
): Promise<{ data: PortalData; view: TPortalView }[] | ClosedPortalData> {
  const first = await loadPortal(db, caller, {});
  if (!first.product) return first;
  const pages = [];
  for (const product of presentPortalView(caller.viewer, first).products) {
    const data =
      product.productId === first.product.id
        ? first
        : await loadPortal(db, caller, { productId: product.productId });
    if (data.product) pages.push({ data, view: presentPortalView(caller.viewer, data) });
  }
  return pages;
}

/** The feed, made from the answers of the anonymous page, with the dates of what it names. */
export async function renderAnonymousFeed(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { caller, links }: FeedTarget,
): Promise<AnonymousFeed> {
  const { db } = deps;
  const anonymous = await anonymousPages(db, caller);
  if (!Array.isArray(anonymous)) {
    const closed = presentClosedPortalView(caller.viewer, anonymous);
    const feed = presentTrustFeed({ pages: closed, topics: [], digests: new Map(), links });
    return { feed, topics: [], itemDates: new Map(), fileDates: new Map() };
  }
  const pages = [];
  const fileDates = new Map<string, Date>();
  for (const { data, view } of anonymous) {
    const itemDates = new Map(data.cards.flatMap((c) => c.items.map((i) => [i.id, i.createdAt])));
    for (const file of data.cards.flatMap((c) => c.items.flatMap((i) => i.files))) {
      fileDates.set(file.id, file.createdAt);
    }
    pages.push({ view, itemDates });
  }
  const filter = { productSlugs: [], productIds: [] };
  const [topics, digests] = await Promise.all([
    listTopics(db, caller.org.id, caller.viewer, filter),
    fileDigestsOf(deps, caller.org.id, publishedFileIds(pages)),
  ]);
  const feed = presentTrustFeed({ pages, topics, digests, links });
  const itemDates = new Map(pages.flatMap((p) => [...p.itemDates]));
  return { feed, topics, itemDates, fileDates };
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
    ZTrustFeed.parse((await renderAnonymousFeed(deps, target)).feed),
  );
  return { etag, answer };
}

/**
 * The feed trust.json answers on the main host now, for the history to keep (docs/portal.md,
 * History); null while the portal is unpublished (no one is answered it).
 */
export async function renderPublishedFeed(
  deps: Pick<AppDeps, 'db' | 'storage' | 'revisions' | 'config'>,
  orgSlug: string,
): Promise<TTrustFeed | null> {
  // An unpublished portal opens to nobody anonymous: it has no published feed, an expected state
  // that is no failure.
  const target = await feedTargetByPath(deps, orgSlug).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_published') return null;
    throw error;
  });
  if (!target?.caller.customization.isPublished) return null;
  return ZTrustFeed.parse((await renderAnonymousFeed(deps, target)).feed);
}

/**
 * The news feed of a published portal (Atom and JSON Feed are written from it), kept per content
 * revision, with its ETag (which names the format: each is its own answer). An unpublished
 * portal has none: 404.
 */
export async function keptPortalFeed(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  target: FeedTarget,
  format: 'atom' | 'json',
): Promise<{ etag: string; feed: TPortalFeed }> {
  const { caller } = target;
  if (!caller.customization.isPublished)
    throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  const address = format === 'atom' ? target.links.atom : target.links.jsonFeed;
  const etag = answerEtag(caller.revision, caller.org.id, ['feed', address], caller.viewer);
  const answer = await cachedAnswer(etag, async () => {
    const anonymous = await renderAnonymousFeed(deps, target);
    return ZPortalFeed.parse(
      presentPortalFeed({
        trust: anonymous.feed,
        topics: anonymous.topics,
        itemDates: anonymous.itemDates,
        fileDates: anonymous.fileDates,
        orgId: caller.org.id,
        idAuthority: new URL(deps.config.publicUrl).hostname,
        now: new Date(),
      }),
    );
  });
  return { etag, feed: ZPortalFeed.parse(JSON.parse(answer.json.toString('utf8'))) };
}
