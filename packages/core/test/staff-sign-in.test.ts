import { describe, expect, it } from 'vitest';
import {
  mayMakeApiTokens,
  passwordSignInOutcome,
  requireSsoChange,
  signInClientKey,
  type PasswordSignInCandidate,
} from '../src/index.ts';

const account = (
  slug: string,
  over: Partial<PasswordSignInCandidate> = {},
): PasswordSignInCandidate => ({
  userId: `u-${slug}`,
  orgSlug: slug,
  orgName: slug.toUpperCase(),
  passwordMatches: true,
  deactivated: false,
  passwordAllowed: true,
  ...over,
});
const wrong = { passwordMatches: false };

describe('passwordSignInOutcome', () => {
  it('refuses alike an unknown address and passwords that match no account', () => {
    const refused = { kind: 'refused', reason: 'invalid_credentials' };
    expect(passwordSignInOutcome([])).toEqual(refused);
    expect(passwordSignInOutcome([account('a', wrong), account('b', wrong)])).toEqual(refused);
    // Not even the reasons of an account whose password was not given.
    expect(
      passwordSignInOutcome([
        account('a', { ...wrong, deactivated: true }),
        account('b', { ...wrong, passwordAllowed: false }),
      ]),
    ).toEqual(refused);
  });

  it('signs in to the one account the password matched, whatever the others are', () => {
    expect(passwordSignInOutcome([account('a')])).toEqual({ kind: 'sign_in', userId: 'u-a' });
    expect(passwordSignInOutcome([account('a', wrong), account('b'), account('c', wrong)])).toEqual(
      { kind: 'sign_in', userId: 'u-b' },
    );
    // A matched account that may not sign in does not hide the one that may.
    expect(passwordSignInOutcome([account('a', { passwordAllowed: false }), account('b')])).toEqual(
      { kind: 'sign_in', userId: 'u-b' },
    );
  });

  it('asks which organisation, naming only those the password matched', () => {
    expect(passwordSignInOutcome([account('b'), account('x', wrong), account('a')])).toEqual({
      kind: 'choose',
      organizations: [
        { slug: 'a', name: 'A' },
        { slug: 'b', name: 'B' },
      ],
    });
  });

  it('keeps to the organisation chosen, refusing alike one the password does not open', () => {
    const both = [account('a'), account('b'), account('c', wrong)];
    expect(passwordSignInOutcome(both, 'b')).toEqual({ kind: 'sign_in', userId: 'u-b' });
    expect(passwordSignInOutcome(both, 'c')).toEqual({
      kind: 'refused',
      reason: 'invalid_credentials',
    });
    expect(passwordSignInOutcome(both, 'zzz')).toEqual({
      kind: 'refused',
      reason: 'invalid_credentials',
    });
  });

  it('tells whoever gave the password why that account may not sign in', () => {
    expect(passwordSignInOutcome([account('a', { deactivated: true })])).toEqual({
      kind: 'refused',
      reason: 'deactivated',
    });
    expect(passwordSignInOutcome([account('a', { passwordAllowed: false })])).toEqual({
      kind: 'refused',
      reason: 'sso_required',
    });
  });
});

describe('signInClientKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped one as it', () => {
    expect(signInClientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(signInClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(signInClientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });
  it('counts an IPv6 address by its /64', () => {
    expect(signInClientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(signInClientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(signInClientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(signInClientKey('::1')).toBe('0:0:0:0::/64');
  });
  it('keeps anything else as it is', () => {
    expect(signInClientKey('unknown')).toBe('unknown');
    expect(signInClientKey('1::2::3')).toBe('1::2::3');
  });
});

describe('requireSsoChange', () => {
  const off = { enabled: true, requireSso: false };
  const on = { enabled: true, requireSso: true };
  it('ends password sessions when turned on from a single sign-on session', () => {
    expect(requireSsoChange(off, on, 'sso')).toEqual({ kind: 'passwords_end' });
    expect(requireSsoChange(null, on, 'sso')).toEqual({ kind: 'passwords_end' });
  });
  it('refuses to turn it on from a password session or an API token', () => {
    expect(requireSsoChange(off, on, 'password')).toEqual({ kind: 'refused' });
    expect(requireSsoChange(off, on, 'token')).toEqual({ kind: 'refused' });
  });
  it('changes nothing while it stays on, stays off or is turned off', () => {
    expect(requireSsoChange(on, on, 'password')).toEqual({ kind: 'unchanged' });
    expect(requireSsoChange(off, off, 'token')).toEqual({ kind: 'unchanged' });
    expect(requireSsoChange(on, off, 'password')).toEqual({ kind: 'unchanged' });
    expect(requireSsoChange({ enabled: false, requireSso: true }, on, 'sso')).toEqual({
      kind: 'passwords_end',
    });
  });
});

describe('mayMakeApiTokens', () => {
  it('lets a session make tokens, never a token', () => {
    expect(mayMakeApiTokens('password')).toBe(true);
    expect(mayMakeApiTokens('sso')).toBe(true);
    expect(mayMakeApiTokens('token')).toBe(false);
  });
});
