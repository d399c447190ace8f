/**
 * Bring your own identity (docs/access.md, Bring your own identity): what a company's JWT must
 * claim, once its signature was verified with the key the organisation registered. The server
 * verifies the signature (jose) and spends the `jti`; this decides everything else.
 */
import { z } from 'zod';
import type { ByoidFailure } from '../constants/byoid-failures.ts';

/** Clocks of the company's identity provider and ours may differ by this much. */
export const BYOID_CLOCK_TOLERANCE_S = 60;
/** A sign-in token is a short-lived hand-over: one living longer than this is refused. */
export const BYOID_MAX_LIFETIME_S = 60 * 60;

export interface ByoidExpectations {
  /** The organisation's portal address. */
  audience: string;
  /** The issuer registered with the key that verified the signature. */
  issuer: string;
  now: Date;
}

export interface ByoidIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** The token's id, spent once. */
  jti: string;
  expiresAt: Date;
}

export type ByoidClaimsOutcome =
  { ok: true; identity: ByoidIdentity } | { ok: false; reason: ByoidFailure };

const ZEmail = z.email();
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, 200) : '';

/** The member's names: given and family names, else the full name split, else the e-mail. */
function namesOf(claims: Record<string, unknown>, email: string) {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const [first = '', ...rest] = text(claims.name).split(/\s+/).filter(Boolean);
  if (first) return { firstName: first, lastName: rest.join(' ') };
  return { firstName: email.split('@')[0] ?? email, lastName: '' };
}

const refuse = (reason: ByoidFailure): ByoidClaimsOutcome => ({ ok: false, reason });

/**
 * Checks the claims of a verified token, in the order a person can act on: expired first, then
 * who made it and for whom, then whom it names. The `jti` is required so a token works once.
 */
export function checkByoidClaims(claims: unknown, expect: ByoidExpectations): ByoidClaimsOutcome {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return refuse('invalid');
  }
  const c = claims as Record<string, unknown>;
  const now = Math.floor(expect.now.getTime() / 1000);
  if (typeof c.exp !== 'number' || !Number.isFinite(c.exp)) return refuse('invalid');
  if (c.exp <= now - BYOID_CLOCK_TOLERANCE_S) return refuse('expired');
  if (c.exp > now + BYOID_MAX_LIFETIME_S) return refuse('invalid');
  if (typeof c.nbf === 'number' && c.nbf > now + BYOID_CLOCK_TOLERANCE_S) return refuse('invalid');
  if (c.iss !== expect.issuer) return refuse('wrong_issuer');
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!audiences.includes(expect.audience)) return refuse('wrong_audience');
  if (typeof c.jti !== 'string' || c.jti.length === 0 || c.jti.length > 200) {
    return refuse('invalid');
  }
  const email = text(c.email).toLowerCase();
  if (!ZEmail.safeParse(email).success || c.email_verified === false) return refuse('no_email');
  return {
    ok: true,
    identity: {
      email,
      ...namesOf(c, email),
      jti: c.jti,
      expiresAt: new Date(c.exp * 1000),
    },
  };
}

/** The issuer a token names, read before its signature is checked to pick the key. */
export function issuerOf(claims: unknown): string | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const iss = (claims as Record<string, unknown>).iss;
  return typeof iss === 'string' && iss.length > 0 ? iss : null;
}
