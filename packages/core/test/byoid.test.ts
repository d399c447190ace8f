/** Bring your own identity: the claims a verified company token must carry. */
import { describe, expect, it } from 'vitest';
import {
  BYOID_MAX_LIFETIME_S,
  checkByoidClaims,
  issuerOf,
  type ByoidExpectations,
} from '../src/index.ts';

const now = new Date('2026-03-01T12:00:00Z');
const nowS = Math.floor(now.getTime() / 1000);
const expectations: ByoidExpectations = {
  audience: 'https://trust.acme.example',
  issuer: 'https://idp.globex.example',
  now,
};
const claims = (over: Record<string, unknown> = {}) => ({
  iss: expectations.issuer,
  aud: expectations.audience,
  exp: nowS + 300,
  jti: 'token-1',
  email: 'Hank.Scorpio@globex.example',
  given_name: 'Hank',
  family_name: 'Scorpio',
  ...over,
});
const reasonOf = (over: Record<string, unknown>) => {
  const outcome = checkByoidClaims(claims(over), expectations);
  return outcome.ok ? 'ok' : outcome.reason;
};

describe('checkByoidClaims', () => {
  it('accepts a current token for the portal and names the member', () => {
    expect(checkByoidClaims(claims(), expectations)).toEqual({
      ok: true,
      identity: {
        email: 'hank.scorpio@globex.example',
        firstName: 'Hank',
        lastName: 'Scorpio',
        jti: 'token-1',
        expiresAt: new Date((nowS + 300) * 1000),
      },
    });
  });

  it('refuses an expired token, allowing a minute of clock difference', () => {
    expect(reasonOf({ exp: nowS - 61 })).toBe('expired');
    expect(reasonOf({ exp: nowS - 30 })).toBe('ok');
  });

  it('refuses a token without expiry, living too long, or not valid yet', () => {
    expect(reasonOf({ exp: undefined })).toBe('invalid');
    expect(reasonOf({ exp: nowS + BYOID_MAX_LIFETIME_S + 1 })).toBe('invalid');
    expect(reasonOf({ nbf: nowS + 600 })).toBe('invalid');
  });

  it('refuses a token of another issuer or for another audience', () => {
    expect(reasonOf({ iss: 'https://idp.other.example' })).toBe('wrong_issuer');
    expect(reasonOf({ aud: 'https://trust.other.example' })).toBe('wrong_audience');
    expect(reasonOf({ aud: undefined })).toBe('wrong_audience');
    expect(reasonOf({ aud: ['x', expectations.audience] })).toBe('ok');
  });

  it('refuses a token without an id, since it could be used again', () => {
    expect(reasonOf({ jti: undefined })).toBe('invalid');
    expect(reasonOf({ jti: '' })).toBe('invalid');
  });

  it('refuses a token that names no usable e-mail address', () => {
    expect(reasonOf({ email: undefined })).toBe('no_email');
    expect(reasonOf({ email: 'not an address' })).toBe('no_email');
    expect(reasonOf({ email_verified: false })).toBe('no_email');
  });

  it('takes names from the full name, else from the e-mail address', () => {
    const byName = checkByoidClaims(
      claims({ given_name: undefined, family_name: undefined, name: 'Marge  Bouvier Simpson' }),
      expectations,
    );
    expect(byName.ok && [byName.identity.firstName, byName.identity.lastName]).toEqual([
      'Marge',
      'Bouvier Simpson',
    ]);
    const byEmail = checkByoidClaims(
      claims({ given_name: undefined, family_name: undefined }),
      expectations,
    );
    expect(byEmail.ok && byEmail.identity.firstName).toBe('hank.scorpio');
  });

  it('refuses what is not a claims object', () => {
    expect(checkByoidClaims(null, expectations)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkByoidClaims(['x'], expectations)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('issuerOf', () => {
  it('reads the issuer, or null', () => {
    expect(issuerOf({ iss: 'a' })).toBe('a');
    expect(issuerOf({ iss: '' })).toBeNull();
    expect(issuerOf('x')).toBeNull();
  });
});
