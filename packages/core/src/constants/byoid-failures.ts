/** Why a company's identity provider's sign-in was refused (docs/access.md, Bring your own identity). */
import { MEMBER_MESSAGES as M } from './member-messages.ts';

/** Why a byoid JWT was refused; each has its own clear page. */
export const BYOID_FAILURES = [
  'expired',
  'bad_signature',
  'wrong_audience',
  'wrong_issuer',
  'replayed',
  'invalid',
  'not_offered',
  'no_email',
  'no_access',
  'provider_unreachable',
  'not_started',
] as const;
export type ByoidFailure = (typeof BYOID_FAILURES)[number];

export const BYOID_FAILURE_MESSAGES: Record<ByoidFailure, string> = {
  expired: M.byoidExpired,
  bad_signature: M.byoidBadSignature,
  wrong_audience: M.byoidAudience,
  wrong_issuer: M.byoidIssuer,
  replayed: M.byoidReplayed,
  invalid: M.byoidInvalid,
  not_offered: M.byoidNotOffered,
  no_email: M.byoidNoEmail,
  no_access: M.byoidNoAccess,
  provider_unreachable: M.byoidUnreachable,
  not_started: M.byoidNotStarted,
};
