/**
 * 'Get Grade' of the Security grades card: the scorecard provider's grade of a domain, for staff
 * the editing rule lets edit that card.
 */
import {
  AppError,
  isScorecardDomain,
  SCORECARD_MESSAGES,
  type EditCaller,
  type TScorecardGrade,
} from '@trustfront/core';
import type { IntegrationCalls } from './fetch-stats.ts';
import { fetchScorecardGrade } from '../../integrations/securityscorecard.ts';
import { assertMayEdit } from '../editing/context.ts';

export async function lookUpScorecardGrade(
  config: Pick<
    IntegrationCalls,
    'securityScorecardApiUrl' | 'securityScorecardToken' | 'allowPrivate'
  >,
  caller: EditCaller,
  requested: string,
): Promise<TScorecardGrade> {
  assertMayEdit(caller, { type: 'card', action: 'edit', kind: 'SecurityGrades' });
  const domain = requested.trim().toLowerCase();
  if (!isScorecardDomain(domain)) {
    throw new AppError('bad_domain', SCORECARD_MESSAGES.bad_domain, 400);
  }
  const { securityScorecardApiUrl, securityScorecardToken } = config;
  const answer = await fetchScorecardGrade(
    securityScorecardApiUrl,
    securityScorecardToken,
    domain,
    config,
  );
  if (answer.ok) return answer.value;
  const status = answer.reason === 'bad_network' ? 502 : answer.reason === 'bad_domain' ? 400 : 409;
  throw new AppError(answer.reason, SCORECARD_MESSAGES[answer.reason], status);
}
