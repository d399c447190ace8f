/**
 * The history of a trust center (docs/portal.md, History): the changes the history recorded,
 * newest first, under the organisation and links of the feed answered now. Anyone gets the
 * changes without who made them, and none while the anonymous page shows no content; staff get
 * who made them.
 */
import type {
  TStaffTrustChange,
  TStaffTrustHistory,
  TTrustFeed,
  TTrustHistory,
} from '@trustfront/core';

export interface TrustHistoryInput {
  organization: { name: string; slug: string };
  /** The access of the feed answered now. */
  access: TTrustFeed['access'];
  links: { page: string; feed: string; history: string };
  changes: TStaffTrustChange[];
  next: string | null;
  keptSince: string | null;
  retentionYears: number;
}

function head(input: TrustHistoryInput) {
  const { organization, access, links } = input;
  return {
    version: 1 as const,
    organization: { name: organization.name, slug: organization.slug },
    access,
    links: { page: links.page, feed: links.feed, history: links.history },
    retentionYears: input.retentionYears,
  };
}

/** The public history: nothing of a page that shows no content now, and never who made it. */
export function presentTrustHistory(input: TrustHistoryInput): TTrustHistory {
  if (input.access !== 'public') {
    return { ...head(input), keptSince: null, changes: [], next: null };
  }
  return {
    ...head(input),
    keptSince: input.keptSince,
    changes: input.changes.map(({ by: _by, ...change }) => change),
    next: input.next,
  };
}

/** The staff's history: every change recorded, with who made it. */
export function presentStaffTrustHistory(input: TrustHistoryInput): TStaffTrustHistory {
  return { ...head(input), keptSince: input.keptSince, changes: input.changes, next: input.next };
}
