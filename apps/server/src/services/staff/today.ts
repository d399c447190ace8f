/**
 * The counts of the private app's Today (docs/staff.md, Today): which counts a staff member is
 * offered is `todayKeysFor` in core; each is counted here from the organisation's rows, and only
 * when offered.
 */
import { and, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  dayAfter,
  PORTAL_EVENT_NAMES as E,
  TODAY_WINDOWS,
  todayKeysFor,
  type TodayKey,
  type TStaffToday,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  accessRequests,
  accounts,
  analyticsEvents,
  itemComments,
  items,
  mails,
  products,
  questionnaires,
  unansweredQuestions,
} from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
/** A download's event name, as the analytics record it. */
const DOWNLOAD = 'DocumentDownload';

const first = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

export async function loadToday(
  db: Db,
  orgId: string,
  scopes: readonly string[],
  now = new Date(),
): Promise<TStaffToday> {
  const recent = new Date(now.getTime() - TODAY_WINDOWS.recentDays * DAY_MS);
  const today = now.toISOString().slice(0, 10);
  const eventsSince = (name: string) =>
    first(
      db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.orgId, orgId),
            eq(analyticsEvents.name, name as typeof E.pageView),
            gte(analyticsEvents.createdAt, recent),
          ),
        ),
    );
  const counters: Record<TodayKey, () => Promise<number>> = {
    pendingRequests: () =>
      first(
        db
          .select({ n: count() })
          .from(accessRequests)
          .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.status, 'pending'))),
      ),
    grantsEnding: () =>
      first(
        db
          .select({ n: count() })
          .from(accounts)
          .where(
            and(
              eq(accounts.orgId, orgId),
              gte(accounts.accessExpiresAt, now),
              lte(
                accounts.accessExpiresAt,
                new Date(now.getTime() + TODAY_WINDOWS.grantsEndingDays * DAY_MS),
              ),
            ),
          ),
      ),
    itemsExpiring: () => {
      const expiry = sql<string>`${items.details}->>'expiry'`;
      return first(
        db
          .select({ n: count() })
          .from(items)
          .innerJoin(products, eq(products.id, items.productId))
          .where(
            and(
              eq(products.orgId, orgId),
              ne(items.enabledState, 'not_enabled'),
              gte(expiry, today),
              lte(expiry, dayAfter(now, TODAY_WINDOWS.itemsExpiringDays)),
            ),
          ),
      );
    },
    knowledgeGaps: () =>
      first(
        db
          .select({ n: count() })
          .from(unansweredQuestions)
          .where(eq(unansweredQuestions.orgId, orgId)),
      ),
    failedMails: () =>
      first(
        db
          .select({ n: count() })
          .from(mails)
          .where(and(eq(mails.orgId, orgId), inArray(mails.status, ['failed']))),
      ),
    newComments: () =>
      first(
        db
          .select({ n: count() })
          .from(itemComments)
          .where(and(eq(itemComments.orgId, orgId), gte(itemComments.createdAt, recent))),
      ),
    newQuestionnaires: () =>
      first(
        db
          .select({ n: count() })
          .from(questionnaires)
          .where(and(eq(questionnaires.orgId, orgId), gte(questionnaires.createdAt, recent))),
      ),
    weekViews: () => eventsSince(E.pageView),
    weekDownloads: () => eventsSince(DOWNLOAD),
  };
  const counts = [];
  for (const key of todayKeysFor(scopes)) counts.push({ key, count: await counters[key]() });
  return { counts };
}
