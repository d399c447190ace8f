/**
 * Fourth parties (docs/fourth-parties.md): the trust feed staff named for a subprocessor entry,
 * and what the daily check keeps of it: the certifications of the last good check, when that
 * was, and since when and why the check fails. A content table: the portal's Subprocessors card
 * shows it, so a change raises the organisation's content revision (migration 0049).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TFourthPartyCertification } from '@trustfront/core';
import { items } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { orgId } from './organizations.ts';

export const fourthPartyFeeds = pgTable(
  'fourth_party_feeds',
  {
    /** The subprocessor entry (an item of the Subprocessors card). */
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    orgId: orgId(),
    url: text('url').notNull(),
    certifications: jsonb('certifications')
      .$type<TFourthPartyCertification[]>()
      .notNull()
      .default([]),
    /** The last good check; null before the first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The first failed check since the last good one; null while it passes. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Why the last check failed, in general words. */
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [index('fourth_party_feeds_org').on(t.orgId)],
);

export type FourthPartyFeedRow = typeof fourthPartyFeeds.$inferSelect;
