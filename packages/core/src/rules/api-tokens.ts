/**
 * Staff API tokens (docs/api.md): a token is `tf_` followed by 43 base64url characters (32 random
 * bytes), kept only as its SHA-256, and acts for its creator with the scopes it was given that
 * the creator still holds.
 */
import type { StaffScope } from './access.ts';
import type { StaffCredential } from './staff-sign-in.ts';

export const API_TOKEN_PREFIX = 'tf_';
/** Characters of a token shown in the list to tell tokens apart (`tf_` and four more). */
export const API_TOKEN_SHOWN_CHARS = 7;
const TOKEN = /^tf_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer credential has the shape of an API token. */
export const isApiTokenShape = (value: string): boolean => TOKEN.test(value);

/**
 * The scopes a token acts with now: those it was given that its creator still holds (a role that
 * lost a scope takes it from the creator's tokens too).
 */
export function tokenScopesNow(
  tokenScopes: readonly string[],
  creatorScopes: ReadonlySet<string>,
): Set<string> {
  return new Set(tokenScopes.filter((scope) => creatorScopes.has(scope)));
}

/**
 * Whether a token (or staff member) with these (current) scopes may call a route needing
 * `required`: any staff member, one scope, or any one of a list of scopes.
 */
export const tokenMayUse = (
  scopes: ReadonlySet<string>,
  required: StaffScope | 'any' | readonly StaffScope[],
): boolean =>
  required === 'any' ||
  (typeof required === 'string' ? scopes.has(required) : required.some((s) => scopes.has(s)));

/** Scopes asked for a token that its creator does not hold; a token never exceeds its creator. */
export const scopesBeyondCreator = (
  asked: readonly string[],
  creatorScopes: ReadonlySet<string>,
): string[] => asked.filter((scope) => !creatorScopes.has(scope));

/** Whether a token may still be used at `now`: neither revoked nor expired. */
export function isTokenLive(
  token: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): boolean {
  return token.revokedAt === null && (token.expiresAt === null || token.expiresAt > now);
}

/** The expiry of a token made at `now` living `days` days (null: never expires). */
export function tokenExpiry(now: Date, days: number | null): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * Whether a caller signed in this way may make API tokens: a staff member's session may, an API
 * token may not (a token making tokens would outlive every revocation and expiry of its own).
 */
export const mayMakeApiTokens = (credential: StaffCredential): boolean => credential !== 'token';
