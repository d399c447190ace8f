import { describe, expect, it } from 'vitest';
import { accessExtendedUntil, accessRenewalOf } from '../src/rules/access-outcome.ts';

const now = new Date('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('renewing an account from the Accounts page', () => {
  it('extends current access with an end, restores expired access, offers nothing else', () => {
    expect(accessRenewalOf({ reviewStatus: 'Approved', accessExpiresAt: at(10) }, now)).toBe(
      'extend',
    );
    expect(accessRenewalOf({ reviewStatus: 'Approved', accessExpiresAt: at(-1) }, now)).toBe(
      'restore',
    );
    expect(accessRenewalOf({ reviewStatus: 'Approved', accessExpiresAt: null }, now)).toBeNull();
    expect(accessRenewalOf({ reviewStatus: 'Declined', accessExpiresAt: at(-1) }, now)).toBeNull();
    expect(accessRenewalOf({ reviewStatus: 'Pending', accessExpiresAt: null }, now)).toBeNull();
  });

  it('counts the duration from the later of now and the current end', () => {
    expect(accessExtendedUntil(at(10), now, 365)).toEqual(at(375));
    expect(accessExtendedUntil(at(-30), now, 365)).toEqual(at(365));
    expect(accessExtendedUntil(null, now, 30)).toEqual(at(30));
    expect(accessExtendedUntil(at(10), now, null)).toBeNull();
  });
});
