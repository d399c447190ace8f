/**
 * Asks an integration's service for its live statistics through the adapter of its provider,
 * and writes what it answered into the fed card's content, where the portal reads it.
 */
import { and, eq } from 'drizzle-orm';
import {
  INTEGRATION_CARD,
  type IntegrationProvider,
  type TBugBountyStats,
  type TCardContent,
  type TStatusPage,
  type PrivateLeave,
} from '@trustfront/core';
import type { Config, IntegrationsConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import { fetchHackerOneStats } from '../../integrations/hackerone.ts';
import type { Outcome } from '../../integrations/http.ts';
import { fetchStatusPage } from '../../integrations/statuspage.ts';

export type LiveStats =
  | { provider: 'hackerone'; stats: TBugBountyStats }
  | { provider: 'statuspageio'; stats: TStatusPage };

export type StatsFailure = 'not_found' | 'unknown' | 'invalid';

/**
 * What asking the services takes: where they are, and the operator's leave for private addresses
 * (docs/integrations.md, Outbound addresses).
 */
export type IntegrationCalls = IntegrationsConfig & { allowPrivate: PrivateLeave };

export const integrationCalls = (config: Pick<Config, 'integrations' | 'outbound'>) => ({
  ...config.integrations,
  allowPrivate: config.outbound.allowPrivate,
});

/** The provider's live statistics for a connected program or page. */
export async function fetchLiveStats(
  config: IntegrationCalls,
  connection: { provider: IntegrationProvider; target: string; pageUrl: string },
): Promise<Outcome<LiveStats, StatsFailure>> {
  if (connection.provider === 'hackerone') {
    const answer = await fetchHackerOneStats(
      config.hackerOneApiUrl,
      connection.target,
      connection.pageUrl,
      config,
    );
    return answer.ok ? { ok: true, value: { provider: 'hackerone', stats: answer.value } } : answer;
  }
  const answer = await fetchStatusPage(config.statusPageApiUrl, connection.target, config);
  return answer.ok
    ? {
        ok: true,
        value: {
          provider: 'statuspageio',
          stats: { ...answer.value, pageUrl: connection.pageUrl },
        },
      }
    : answer;
}

const contentKey = (provider: IntegrationProvider) =>
  provider === 'hackerone' ? 'bugBounty' : 'statusPage';

/**
 * Puts a provider's statistics on its card of the product, or takes them off (null). Writes only
 * on a change, so an unchanged refresh leaves the content revision (and every cache) alone.
 */
export async function writeCardStats(
  db: Db | Tx,
  productId: string,
  provider: IntegrationProvider,
  stats: LiveStats['stats'] | null,
): Promise<void> {
  const [target] = await db
    .select({ id: cards.id, content: cards.content })
    .from(cards)
    .where(and(eq(cards.productId, productId), eq(cards.kind, INTEGRATION_CARD[provider])));
  if (!target) return;
  const key = contentKey(provider);
  const { [key]: current, ...rest } = target.content;
  if (JSON.stringify(current ?? null) === JSON.stringify(stats)) return;
  const content: TCardContent = stats ? { ...rest, [key]: stats } : rest;
  await db.update(cards).set({ content }).where(eq(cards.id, target.id));
}
