import { describe, expect, it } from 'vitest';
import { ZApproveRequest, itemsOfProfile, profileOnApproval } from '../src/index.ts';

const ITEMS = [
  { id: 'public', access: 'public' },
  { id: 'restricted', access: 'restricted' },
  { id: 'hidden', access: 'restricted_hidden' },
] as const;

describe('itemsOfProfile', () => {
  it('holds the chosen items only without the rule', () => {
    expect(itemsOfProfile({ allRestricted: false, itemIds: ['hidden'] }, ITEMS)).toEqual(
      new Set(['hidden']),
    );
    expect(itemsOfProfile({ allRestricted: false, itemIds: [] }, ITEMS).size).toBe(0);
  });

  it('holds every restricted item that is not hidden with the rule, and the chosen ones', () => {
    expect(itemsOfProfile({ allRestricted: true, itemIds: [] }, ITEMS)).toEqual(
      new Set(['restricted']),
    );
    expect(itemsOfProfile({ allRestricted: true, itemIds: ['hidden'] }, ITEMS)).toEqual(
      new Set(['restricted', 'hidden']),
    );
  });

  it('follows the items as they stand: one restricted later is held at once', () => {
    const later = [...ITEMS, { id: 'new', access: 'restricted' } as const];
    expect(itemsOfProfile({ allRestricted: true, itemIds: [] }, later).has('new')).toBe(true);
  });
});

describe('profileOnApproval', () => {
  it("gives the organisation's default when staff chose nothing", () => {
    expect(profileOnApproval(undefined, 'default')).toBe('default');
    expect(profileOnApproval(undefined, null)).toBeNull();
  });

  it('gives the chosen profile, or none when staff chose none', () => {
    expect(profileOnApproval('other', 'default')).toBe('other');
    expect(profileOnApproval(null, 'default')).toBeNull();
  });
});

describe('ZApproveRequest', () => {
  it('keeps an absent profile apart from none, and checks the access period', () => {
    expect(ZApproveRequest.parse({})).toEqual({});
    expect(ZApproveRequest.parse({ permissionProfileId: null })).toEqual({
      permissionProfileId: null,
    });
    expect(ZApproveRequest.safeParse({ accessDurationDays: 30 }).success).toBe(true);
    expect(ZApproveRequest.safeParse({ accessDurationDays: null }).success).toBe(true);
    expect(ZApproveRequest.safeParse({ accessDurationDays: 0 }).success).toBe(false);
  });
});
