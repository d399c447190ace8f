/**
 * The HackerOne adapter: a program's public statistics from HackerOne's GraphQL endpoint
 * (`team(handle)`), as the Application security card shows them (docs/integrations.md, Bug bounty).
 */
import { z } from 'zod';
import type { TBugBountyStats } from '@trustfront/core';
import type { OutboundOptions } from '../lib/outbound.ts';
import { fetchJson, type Outcome } from './http.ts';

const QUERY = `query TeamStatistics($handle: String!) {
  team(handle: $handle) {
    handle
    resolved_report_count
    last_report_resolved_at
    average_time_to_first_program_response
    average_time_to_report_triage
    average_bounty_lower_amount
  }
}`;

const ZTeam = z.object({
  handle: z.string(),
  resolved_report_count: z.number().nullable(),
  last_report_resolved_at: z.string().nullable(),
  average_time_to_first_program_response: z.number().nullable(),
  average_time_to_report_triage: z.number().nullable(),
  average_bounty_lower_amount: z.number().nullable(),
});

const ZAnswer = z.object({
  data: z.object({ team: ZTeam.nullable() }).nullable().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** NOT_FOUND: no public program by that handle; UNKNOWN: the service failed or answered oddly. */
export type HackerOneFailure = 'not_found' | 'unknown';

export async function fetchHackerOneStats(
  apiUrl: string,
  handle: string,
  programUrl: string,
  outbound: Pick<OutboundOptions, 'allowPrivate'>,
): Promise<Outcome<TBugBountyStats, HackerOneFailure>> {
  const answer = await fetchJson(
    apiUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { handle } }),
    },
    outbound,
  );
  if (answer.status !== 200) return { ok: false, reason: 'unknown' };
  const parsed = ZAnswer.safeParse(answer.body);
  if (!parsed.success || parsed.data.errors?.length) return { ok: false, reason: 'unknown' };
  const team = parsed.data.data?.team;
  if (!team) return { ok: false, reason: 'not_found' };
  return {
    ok: true,
    value: {
      programUrl,
      programStatistics: {
        reportsResolved: team.resolved_report_count ?? 0,
        lastReportedResolved: team.last_report_resolved_at,
      },
      responseEfficiency: {
        averageTimeToFirstResponse: team.average_time_to_first_program_response,
        averageTimeToTriage: team.average_time_to_report_triage,
        averageBounty: team.average_bounty_lower_amount,
      },
    },
  };
}
