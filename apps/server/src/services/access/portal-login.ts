/**
 * POST {base}/login: a member asks for a sign-in link by e-mail. The same core facts and rule as
 * a request decide: a member with access is mailed a link; an unknown address answers
 * `account_not_found`, so that the portal moves to the request tab with it.
 */
import { decideLogin, SERVER_ERRORS, refusalOf } from '@trustfront/core';
import { limitByEmail } from './attempts.ts';
import { readAccessFacts } from './facts.ts';
import { mailSignInLink, type MailDeps } from './links.ts';
import { outcomeError } from './outcome-error.ts';

export async function loginByEmail(
  deps: MailDeps,
  orgId: string,
  rawEmail: string,
  now = new Date(),
): Promise<{ ok: true }> {
  const email = rawEmail.toLowerCase();
  await limitByEmail(deps.db, 'login', email);
  const { facts, membership } = await readAccessFacts(deps.db, orgId, email, now);
  const decision = decideLogin(facts);
  if (decision.kind === 'refuse') throw outcomeError(decision.outcome);
  if (decision.kind === 'unknown') {
    throw refusalOf(SERVER_ERRORS.noAccessRequest, 404);
  }
  if (!membership) throw new Error('A sign-in link needs a membership');
  await mailSignInLink(deps, {
    orgId,
    memberId: membership.memberId,
    email,
    reason: decision.kind === 'expired' ? 'expired' : 'login',
  });
  if (decision.kind === 'expired') throw outcomeError(decision.outcome);
  return { ok: true };
}
