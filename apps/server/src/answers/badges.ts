/**
 * The certifications a published trust center shows to anyone, as badges (docs/portal.md, Badges
 * and embed): read from the anonymous page of each product it lists, public items only (a
 * restricted or hidden item has no badge), kept per content revision and day.
 */
import {
  BADGE_MESSAGES,
  BADGE_STATUS_LABELS,
  ZBadgeList,
  badgeStatus,
  itemUrl,
  type TBadge,
  type TBadgeList,
} from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { anonymousPages, type FeedTarget } from './feed-source.ts';
import { notFound } from '../lib/errors.ts';
import { answerEtag, cachedAnswer } from '../services/portal/answer-cache.ts';

/** The badges of the target's anonymous page; 404 while it is closed to visitors. */
async function renderBadges(db: AppDeps['db'], target: FeedTarget, today: string) {
  const { caller, links } = target;
  const pages = await anonymousPages(db, caller);
  if (!Array.isArray(pages)) throw notFound(BADGE_MESSAGES.notPublic);
  const badges: TBadge[] = [];
  const seen = new Set<string>();
  for (const { view } of pages) {
    const shown = view.cards
      .filter((c) => c.kind === 'Certifications')
      .flatMap((c) => c.items)
      .filter((i) => i.access === 'public' && !seen.has(i.itemUid));
    for (const item of shown) {
      seen.add(item.itemUid);
      const expiry = item.details.expiry ?? null;
      const status = badgeStatus(item.enabledState, expiry, today);
      badges.push({
        id: item.itemUid,
        title: item.title,
        status,
        statusLabel: BADGE_STATUS_LABELS[status],
        expiry,
        badgeUrl: `${links.api}/badges/${encodeURIComponent(item.itemUid)}.svg`,
        itemUrl: itemUrl({
          basePath: links.page,
          productSlug: view.product.productSlug,
          multipleProducts: pages.length > 1,
          item,
        }),
      });
    }
  }
  return ZBadgeList.parse({
    organization: caller.org.name,
    trustCenterUrl: links.page,
    embedUrl: `${links.api}/embed.js`,
    items: badges,
  } satisfies TBadgeList);
}

/**
 * The badges of a published trust center with their ETag; 404 while its page shows no content
 * to anonymous visitors (an unpublished portal is refused before, by its caller).
 */
export async function keptBadges(
  deps: Pick<AppDeps, 'db'>,
  target: FeedTarget,
  now = new Date(),
): Promise<{ etag: string; list: TBadgeList }> {
  const { caller } = target;
  if (!caller.customization.isPublished) throw notFound(BADGE_MESSAGES.notPublic);
  const today = now.toISOString().slice(0, 10);
  const request = ['badges', target.links.api, today];
  const etag = answerEtag(caller.revision, caller.org.id, request, caller.viewer);
  const answer = await cachedAnswer(etag, () => renderBadges(deps.db, target, today));
  return { etag, list: ZBadgeList.parse(JSON.parse(answer.json.toString('utf8'))) };
}
