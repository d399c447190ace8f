/**
 * The SecurityScorecard adapter: a company's grade by its domain (`GET /companies/{domain}`),
 * for the Security grades card's 'Get Grade' (docs/integrations.md, Security grades).
 */
import { z } from 'zod';
import type { ScorecardError, TScorecardGrade } from '@trustfront/core';
import type { OutboundOptions } from '../lib/outbound.ts';
import { fetchJson, type Outcome } from './http.ts';

const ZCompany = z.object({
  domain: z.string(),
  grade: z.string().nullable().optional(),
  score: z.number().nullable().optional(),
});

export async function fetchScorecardGrade(
  apiUrl: string,
  token: string | undefined,
  domain: string,
  outbound: Pick<OutboundOptions, 'allowPrivate'>,
): Promise<Outcome<TScorecardGrade, ScorecardError>> {
  const answer = await fetchJson(
    `${apiUrl}/companies/${encodeURIComponent(domain)}`,
    {
      headers: token ? { authorization: `Token ${token}` } : {},
    },
    outbound,
  );
  // The service answers 400 to a malformed domain and 404 to one it does not know.
  if (answer.status === 400 || answer.status === 404) return { ok: false, reason: 'bad_domain' };
  if (answer.status !== 200) return { ok: false, reason: 'bad_network' };
  const parsed = ZCompany.safeParse(answer.body);
  if (!parsed.success) return { ok: false, reason: 'bad_network' };
  const { grade, score } = parsed.data;
  if (!grade) return { ok: false, reason: 'scorecard_not_calculated' };
  return { ok: true, value: { domain: parsed.data.domain, grade, score: score ?? null } };
}
