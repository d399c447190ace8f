/**
 * The slow-down of staff sign-in per account: the first failures cost nothing, then each further
 * attempt for that account must wait a delay that doubles with every failure, up to a cap. It is
 * a delay, never a lock: once it has passed, the right password signs in, and a success clears
 * the count.
 */

/** Failures allowed before attempts are slowed down. */
export const SIGN_IN_FREE_FAILURES = 5;

/** The longest wait between two attempts, in seconds. */
export const SIGN_IN_MAX_DELAY_S = 30;

/** Seconds the next attempt must wait after `failures` failures in a row: 0, then 1, 2, 4 … 30. */
export function signInDelayS(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = failures - SIGN_IN_FREE_FAILURES;
  // 2^5 already passes the cap: no need to compute larger powers.
  return doublings >= 5 ? SIGN_IN_MAX_DELAY_S : Math.min(SIGN_IN_MAX_DELAY_S, 2 ** doublings);
}

export type SignInAttemptDecision =
  { kind: 'try'; failures: number; nextAttemptAt: Date } | { kind: 'wait'; retryAfterS: number };

/**
 * Whether an attempt may check the password now, from the account's failures in a row and the
 * earliest time of its next attempt. An attempt that may is counted at once as a failure (the
 * count and the following wait are recorded before the password is checked, so that attempts sent
 * together cannot pass the same opening); a success then clears them.
 */
export function signInAttemptDecision(
  state: { failures: number; nextAttemptAt: Date } | null,
  now: Date,
): SignInAttemptDecision {
  const failures = state?.failures ?? 0;
  if (state && state.nextAttemptAt.getTime() > now.getTime()) {
    return {
      kind: 'wait',
      retryAfterS: Math.max(1, Math.ceil((state.nextAttemptAt.getTime() - now.getTime()) / 1000)),
    };
  }
  const counted = failures + 1;
  return {
    kind: 'try',
    failures: counted,
    nextAttemptAt: new Date(now.getTime() + signInDelayS(counted) * 1000),
  };
}

export const signInWaitMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
