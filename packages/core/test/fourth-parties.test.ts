import { describe, expect, it } from 'vitest';
import {
  feedCertifications,
  fourthPartyEvents,
  fourthPartyJwksUrl,
  fourthPartyUrlProblem,
  nextFourthPartyState,
  FOURTH_PARTY_MESSAGES as M,
  type FourthPartyState,
} from '../src/index.ts';

const cert = (id: string, expiry: string | null, more: Record<string, unknown> = {}) => ({
  id,
  title: `Cert ${id}`,
  state: 'enabled',
  auditor: null,
  expiry,
  url: null,
  ...more,
});
const feed = (...certifications: unknown[]) => ({
  version: 1,
  products: [{ certifications }],
});

describe('feedCertifications', () => {
  it('reads every product’s certifications once, leaving out those not enabled', () => {
    const found = feedCertifications({
      version: 1,
      products: [
        { certifications: [cert('a', '2027-01-31'), cert('b', null, { state: 'not_enabled' })] },
        { certifications: [cert('a', '2027-01-31'), cert('c', 'soon', { url: 'javascript:x' })] },
      ],
    });
    expect(found).toEqual([
      { id: 'a', title: 'Cert a', expiry: '2027-01-31', url: null },
      { id: 'c', title: 'Cert c', expiry: null, url: null },
    ]);
  });

  it('keeps http and https links only', () => {
    const found = feedCertifications(feed(cert('a', null, { url: 'https://x.example/iso' })));
    expect(found?.[0]?.url).toBe('https://x.example/iso');
  });

  it('leaves out an id over 200 characters and a link over 2,048', () => {
    const long = `https://x.example/${'a'.repeat(2_040)}`;
    const found = feedCertifications({
      version: 1,
      products: [{ certifications: [cert('i'.repeat(201), null), cert('b', null, { url: long })] }],
    });
    expect(found).toEqual([{ id: 'b', title: 'Cert b', expiry: null, url: null }]);
  });

  it('refuses what is not a trust center feed', () => {
    expect(feedCertifications({ version: 2, products: [] })).toBeNull();
    expect(feedCertifications({ version: 1 })).toBeNull();
    expect(feedCertifications('nope')).toBeNull();
    expect(feedCertifications(feed({ id: 'x' }))).toBeNull();
  });
});

describe('fourthPartyUrlProblem', () => {
  it('asks for an address, https unless plain http is allowed, never a private one', () => {
    expect(fourthPartyUrlProblem('  ', false)).toBe(M.urlRequired);
    expect(fourthPartyUrlProblem('http://trust.example.com/t.json', false)).toBe(
      'The trust feed address must start with https://',
    );
    expect(fourthPartyUrlProblem('https://10.0.0.1/trust.json', false)).toMatch(/private/i);
    expect(fourthPartyUrlProblem('https://127.0.0.1/trust.json', false)).toMatch(/loopback/i);
    expect(fourthPartyUrlProblem('http://127.0.0.1:9/trust.json', true)).toBeNull();
    expect(fourthPartyUrlProblem('https://trust.example.com/trust/a/trust.json', false)).toBeNull();
  });

  it('finds the signing keys at the feed origin’s JWKS', () => {
    expect(fourthPartyJwksUrl('https://t.example.com/trust/a/trust.json')).toBe(
      'https://t.example.com/.well-known/jwks.json',
    );
  });
});

describe('nextFourthPartyState', () => {
  const t1 = new Date('2026-12-01T03:00:00Z');
  const t2 = new Date('2026-12-02T03:00:00Z');
  const t3 = new Date('2026-12-03T03:00:00Z');
  const good: FourthPartyState = {
    certifications: [{ id: 'a', title: 'A', expiry: null, url: null }],
    checkedAt: t1,
    failingSince: null,
    failure: null,
  };

  it('keeps the last good list and the first failure’s time while checks fail', () => {
    const failed = nextFourthPartyState(good, { ok: false, failure: 'no answer in time' }, t2);
    expect(failed).toEqual({ ...good, failingSince: t2, failure: 'no answer in time' });
    const again = nextFourthPartyState(failed, { ok: false, failure: 'bad' }, t3);
    expect(again.failingSince).toEqual(t2);
    expect(again.checkedAt).toEqual(t1);
    expect(again.certifications).toEqual(good.certifications);
  });

  it('replaces the list and clears the failure on a good check', () => {
    const failed = nextFourthPartyState(good, { ok: false, failure: 'bad' }, t2);
    expect(nextFourthPartyState(failed, { ok: true, certifications: [] }, t3)).toEqual({
      certifications: [],
      checkedAt: t3,
      failingSince: null,
      failure: null,
    });
  });
});

describe('fourthPartyEvents', () => {
  const a = { id: 'a', title: 'ISO 27001', expiry: '2026-12-05', url: null };
  const b = { id: 'b', title: 'SOC 2', expiry: null, url: null };
  const day = (d: string) => new Date(`${d}T03:00:00Z`);

  it('tells of a certification once it has expired, once', () => {
    const before = { certifications: [a, b], checkedAt: day('2026-12-05') };
    expect(fourthPartyEvents(before, [a, b], day('2026-12-05'))).toEqual([]);
    const events = fourthPartyEvents(before, [a, b], day('2026-12-06'));
    expect(events).toEqual([{ kind: 'expired', certification: a, key: 'expired:a:2026-12-05' }]);
    // The next day's check knew it expired: no repeat.
    const after = { certifications: [a, b], checkedAt: day('2026-12-06') };
    expect(fourthPartyEvents(after, [a, b], day('2026-12-07'))).toEqual([]);
  });

  it('tells of a new expiry that has passed again', () => {
    const renewed = { ...a, expiry: '2026-12-06' };
    const before = { certifications: [a], checkedAt: day('2026-12-06') };
    expect(fourthPartyEvents(before, [renewed], day('2026-12-07')).map((e) => e.key)).toEqual([
      'expired:a:2026-12-06',
    ]);
  });

  it('tells of a certification no longer listed, and only after a good check', () => {
    const before = { certifications: [a, b], checkedAt: day('2026-12-01') };
    expect(fourthPartyEvents(before, [a], day('2026-12-02'))).toEqual([
      { kind: 'disappeared', certification: b, key: 'disappeared:b:2026-12-02' },
    ]);
    expect(
      fourthPartyEvents({ certifications: [], checkedAt: null }, [b], day('2026-12-02')),
    ).toEqual([]);
  });

  it('tells of a certification already expired at the first check', () => {
    const events = fourthPartyEvents(
      { certifications: [], checkedAt: null },
      [a],
      day('2026-12-09'),
    );
    expect(events.map((e) => e.kind)).toEqual(['expired']);
  });
});
