/**
 * Where a subscription was asked from, sent with every subscribe call and shown to staff under
 * Subscribers (docs/updates.md, Subscriptions). The portal's own buttons name themselves; a link
 * may carry its own (`?subscribe&source=newsletter`); a bare `?subscribe` is a link.
 */
export const SUBSCRIBE_SOURCES = {
  updatesCard: 'updates_card',
  shareWidget: 'share_widget',
  tryAgain: 'try_again',
  link: 'link',
} as const;

/** The longest source a subscribe call carries. */
export const SUBSCRIBE_SOURCE_MAX_CHARS = 200;

/** The source the subscribe call sends for the page's `source` query parameter. */
export function subscribeSourceOf(param: string | null): string {
  const given = (param ?? '').trim().slice(0, SUBSCRIBE_SOURCE_MAX_CHARS).trim();
  return given === '' ? SUBSCRIBE_SOURCES.link : given;
}

const SOURCE_LABELS: Record<string, string> = {
  [SUBSCRIBE_SOURCES.updatesCard]: 'Trust updates card',
  [SUBSCRIBE_SOURCES.shareWidget]: 'Share button',
  [SUBSCRIBE_SOURCES.tryAgain]: "'Try again' after a failed subscribe",
  [SUBSCRIBE_SOURCES.link]: 'Link',
};

/** How staff read a source: the portal's own in words, a link's own as the link named it. */
export function subscribeSourceLabel(source: string | null): string {
  if (source === null) return '—';
  return SOURCE_LABELS[source] ?? source;
}
