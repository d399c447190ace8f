import { describe, expect, it } from 'vitest';
import {
  SSO_MESSAGES,
  ZStaffSsoSettingsInput,
  groupsOfClaim,
  isAllowedIssuer,
  passwordSignInAllowed,
  roleForGroups,
  ssoFailureOf,
  ssoSignInDecision,
} from '../src/index.ts';

const EDITOR = '11111111-1111-4111-8111-111111111111';
const VIEWER = '22222222-2222-4222-8222-222222222222';
const OWNER = '33333333-3333-4333-8333-333333333333';
const MAPPING = [
  { group: 'owners', roleId: OWNER },
  { group: 'editors', roleId: EDITOR },
];

describe('roleForGroups', () => {
  it('takes the first mapping, in the staff’s order, whose group the identity is in', () => {
    expect(roleForGroups(['editors', 'owners'], MAPPING, null)).toEqual({
      roleId: OWNER,
      mapped: true,
    });
    expect(roleForGroups(['editors'], MAPPING, VIEWER)).toEqual({ roleId: EDITOR, mapped: true });
  });
  it('falls back to the default role, or none', () => {
    expect(roleForGroups(['other'], MAPPING, VIEWER)).toEqual({ roleId: VIEWER, mapped: false });
    expect(roleForGroups([], MAPPING, null)).toEqual({ roleId: null, mapped: false });
  });
});

describe('groupsOfClaim', () => {
  it('reads a list or one string, and nothing else', () => {
    expect(groupsOfClaim(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(groupsOfClaim('a')).toEqual(['a']);
    expect(groupsOfClaim({ a: 1 })).toEqual([]);
    expect(groupsOfClaim(undefined)).toEqual([]);
  });
});

describe('ssoSignInDecision', () => {
  const base = {
    email: 'a@x.example',
    groups: ['editors'],
    mapping: MAPPING,
    defaultRoleId: null,
  };
  const user = { id: 'u1', roleId: VIEWER, deactivated: false };

  it('signs an existing member in, their role following a mapped group only', () => {
    expect(ssoSignInDecision({ ...base, user })).toEqual({
      kind: 'sign_in',
      userId: 'u1',
      roleId: EDITOR,
    });
    expect(ssoSignInDecision({ ...base, groups: ['other'], defaultRoleId: OWNER, user })).toEqual({
      kind: 'sign_in',
      userId: 'u1',
      roleId: VIEWER,
    });
  });
  it('creates a newcomer with the role their groups or the default give', () => {
    expect(ssoSignInDecision({ ...base, user: null })).toEqual({ kind: 'create', roleId: EDITOR });
    expect(ssoSignInDecision({ ...base, groups: [], defaultRoleId: VIEWER, user: null })).toEqual({
      kind: 'create',
      roleId: VIEWER,
    });
  });
  it('refuses with the reason', () => {
    expect(ssoSignInDecision({ ...base, email: null, user: null })).toEqual({
      kind: 'refused',
      reason: 'no_email',
    });
    expect(ssoSignInDecision({ ...base, groups: [], user: null })).toEqual({
      kind: 'refused',
      reason: 'no_account',
    });
    expect(ssoSignInDecision({ ...base, user: { ...user, deactivated: true } })).toEqual({
      kind: 'refused',
      reason: 'deactivated',
    });
  });
});

describe('settings', () => {
  const valid = { enabled: true, issuer: 'https://idp.example.com/', clientId: 'c' };
  it('accepts https issuers, and http on loopback only', () => {
    expect(isAllowedIssuer('https://login.example.com/tenant')).toBe(true);
    expect(isAllowedIssuer('http://127.0.0.1:9000')).toBe(true);
    expect(isAllowedIssuer('http://idp.example.com')).toBe(false);
    expect(isAllowedIssuer('javascript:alert(1)')).toBe(false);
    expect(isAllowedIssuer('not a url')).toBe(false);
  });
  it('trims the issuer’s trailing slash and defaults the rest', () => {
    expect(ZStaffSsoSettingsInput.parse(valid)).toMatchObject({
      issuer: 'https://idp.example.com',
      groupsClaim: 'groups',
      groupRoles: [],
      defaultRoleId: null,
      requireSso: false,
    });
  });
  it('refuses requiring single sign-on while it is off, and a bad claim', () => {
    const off = ZStaffSsoSettingsInput.safeParse({ ...valid, enabled: false, requireSso: true });
    expect(off.error?.issues[0]?.message).toBe(SSO_MESSAGES.requireNeedsEnabled);
    const claim = ZStaffSsoSettingsInput.safeParse({ ...valid, groupsClaim: 'a b' });
    expect(claim.error?.issues[0]?.message).toBe(SSO_MESSAGES.claimInvalid);
  });
  it('allows passwords unless single sign-on is on and required', () => {
    expect(passwordSignInAllowed(null)).toBe(true);
    expect(passwordSignInAllowed({ enabled: true, requireSso: false })).toBe(true);
    expect(passwordSignInAllowed({ enabled: false, requireSso: true })).toBe(true);
    expect(passwordSignInAllowed({ enabled: true, requireSso: true })).toBe(false);
  });
  it('names a known failure, and calls anything else a failure', () => {
    expect(ssoFailureOf('deactivated')).toBe('deactivated');
    expect(ssoFailureOf('toString')).toBe('failed');
    expect(ssoFailureOf(null)).toBe('failed');
  });
});
