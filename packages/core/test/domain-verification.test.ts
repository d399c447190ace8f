import { describe, expect, it } from 'vitest';
import {
  DOMAIN_LAPSE_AFTER_MS,
  DOMAIN_TAKEN_MESSAGE,
  PENDING_DOMAIN,
  checkDomainRecords,
  claimDomain,
  customDomainAnswer,
  domainFailureMessage,
  domainLapsesAt,
  domainRecordName,
  domainRecordValue,
  domainStatus,
  isDomainServable,
  mayAddDomain,
  nextDomainState,
  type DomainVerificationState,
} from '../src/index.ts';

const HOUR = 60 * 60 * 1000;
const t0 = new Date('2026-03-01T04:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const pending: DomainVerificationState = {
  verifiedAt: null,
  lastCheckedAt: null,
  failure: null,
  failingSince: null,
};

describe('the TXT record of a custom domain', () => {
  it('lives at _trustfront.{domain} and holds trustfront-verify={token}', () => {
    expect(domainRecordName('trust.example.com')).toBe('_trustfront.trust.example.com');
    expect(domainRecordValue('abc')).toBe('trustfront-verify=abc');
  });

  it('passes when one record is exactly the value, its strings joined', () => {
    expect(checkDomainRecords([['v=spf1 -all'], ['trustfront-verify=abc']], 'abc')).toEqual({
      ok: true,
    });
    expect(checkDomainRecords([['trustfront-', 'verify=abc']], 'abc')).toEqual({ ok: true });
    expect(checkDomainRecords([[' trustfront-verify=abc ']], 'abc')).toEqual({ ok: true });
  });

  it('fails with the reason: no record, a wrong value, or no DNS answer', () => {
    expect(checkDomainRecords([], 'abc')).toEqual({ ok: false, failure: 'no_record' });
    expect(checkDomainRecords([['trustfront-verify=abd']], 'abc')).toEqual({
      ok: false,
      failure: 'wrong_value',
    });
    expect(checkDomainRecords([['trustfront-verify=abcd']], 'abc')).toMatchObject({ ok: false });
    expect(checkDomainRecords([['abc']], 'abc')).toMatchObject({ ok: false });
    expect(checkDomainRecords(null, 'abc')).toEqual({ ok: false, failure: 'dns_error' });
  });

  it('words each failure naming the record', () => {
    expect(domainFailureMessage('no_record', 'a.example', 'xyz')).toBe(
      'No TXT record found at _trustfront.a.example: create one holding trustfront-verify=xyz',
    );
    expect(domainFailureMessage('wrong_value', 'a.example', 'xyz')).toContain(
      'does not hold trustfront-verify=xyz',
    );
    expect(domainFailureMessage('dns_error', 'a.example', 'xyz')).toContain('lookup');
  });
});

describe('whether a custom domain is served', () => {
  it('is not served while pending, whatever its checks found', () => {
    expect(domainStatus(pending, t0)).toBe('pending');
    expect(isDomainServable(pending, t0)).toBe(false);
    const failed = nextDomainState(pending, { ok: false, failure: 'no_record' }, t0);
    expect(failed).toMatchObject({ verifiedAt: null, lastCheckedAt: t0, failure: 'no_record' });
    expect(isDomainServable(failed, at(DOMAIN_LAPSE_AFTER_MS * 10))).toBe(false);
  });

  it('is served once a check passes, verified at that check', () => {
    const verified = nextDomainState(pending, { ok: true }, t0);
    expect(verified).toEqual({
      verifiedAt: t0,
      lastCheckedAt: t0,
      failure: null,
      failingSince: null,
    });
    expect(domainStatus(verified, at(1000 * DOMAIN_LAPSE_AFTER_MS))).toBe('verified');
    const again = nextDomainState(verified, { ok: true }, at(24 * HOUR));
    expect(again.verifiedAt).toEqual(t0);
    expect(again.lastCheckedAt).toEqual(at(24 * HOUR));
  });

  it('stays served through failed checks for three days, then lapses', () => {
    let state = nextDomainState(pending, { ok: true }, t0);
    state = nextDomainState(state, { ok: false, failure: 'no_record' }, at(24 * HOUR));
    expect(state.failingSince).toEqual(at(24 * HOUR));
    expect(domainLapsesAt(state)).toEqual(at(24 * HOUR + DOMAIN_LAPSE_AFTER_MS));
    state = nextDomainState(state, { ok: false, failure: 'wrong_value' }, at(48 * HOUR));
    expect(state.failingSince).toEqual(at(24 * HOUR));
    expect(domainStatus(state, at(48 * HOUR))).toBe('failing');
    expect(isDomainServable(state, at(24 * HOUR + DOMAIN_LAPSE_AFTER_MS - 1))).toBe(true);
    expect(domainStatus(state, at(24 * HOUR + DOMAIN_LAPSE_AFTER_MS))).toBe('lapsed');
    expect(isDomainServable(state, at(24 * HOUR + DOMAIN_LAPSE_AFTER_MS))).toBe(false);
  });

  it('is verified again by a passing check, and its run of failures ends', () => {
    let state = nextDomainState(pending, { ok: true }, t0);
    state = nextDomainState(state, { ok: false, failure: 'no_record' }, at(HOUR));
    state = nextDomainState(state, { ok: true }, at(5 * 24 * HOUR));
    expect(state).toMatchObject({ verifiedAt: t0, failure: null, failingSince: null });
    expect(domainLapsesAt(state)).toBeNull();
    expect(isDomainServable(state, at(100 * 24 * HOUR))).toBe(true);
  });

  it('neither starts nor ends a run of failures on a DNS error', () => {
    const verified = nextDomainState(pending, { ok: true }, t0);
    const unanswered = nextDomainState(verified, { ok: false, failure: 'dns_error' }, at(HOUR));
    expect(unanswered).toMatchObject({ failure: 'dns_error', failingSince: null });
    expect(domainStatus(unanswered, at(10 * DOMAIN_LAPSE_AFTER_MS))).toBe('verified');
    const missing = nextDomainState(verified, { ok: false, failure: 'no_record' }, at(HOUR));
    const thenUnanswered = nextDomainState(
      missing,
      { ok: false, failure: 'dns_error' },
      at(2 * HOUR),
    );
    expect(thenUnanswered.failingSince).toEqual(at(HOUR));
  });
});

describe('a custom domain as staff see it', () => {
  it('names the record, the status, why the last check failed and when it lapses', () => {
    const verified = nextDomainState(pending, { ok: true }, t0);
    const failing = nextDomainState(verified, { ok: false, failure: 'wrong_value' }, at(HOUR));
    expect(
      customDomainAnswer({ ...failing, domain: 'a.example', token: 'xyz' }, at(2 * HOUR)),
    ).toEqual({
      domain: 'a.example',
      status: 'failing',
      served: true,
      recordName: '_trustfront.a.example',
      recordValue: 'trustfront-verify=xyz',
      verifiedAt: t0.toISOString(),
      lastCheckedAt: at(HOUR).toISOString(),
      failure: 'wrong_value',
      failureMessage: 'The TXT record at _trustfront.a.example does not hold trustfront-verify=xyz',
      lapsesAt: at(HOUR + DOMAIN_LAPSE_AFTER_MS).toISOString(),
    });
  });
});

describe('which organisation holds a domain several added', () => {
  const verified = nextDomainState(pending, { ok: true }, t0);

  it('is nobody while every claim is pending: each may be added and checked', () => {
    expect(PENDING_DOMAIN).toEqual(pending);
    expect(claimDomain(null, t0)).toBe('check');
    expect(mayAddDomain(null, t0)).toBe(true);
  });

  it("refuses other claims while the holder's domain is served, failing ones too", () => {
    const failing = nextDomainState(verified, { ok: false, failure: 'no_record' }, at(HOUR));
    for (const held of [verified, failing]) {
      expect(claimDomain(held, at(2 * HOUR))).toBe('taken');
      expect(mayAddDomain(held, at(2 * HOUR))).toBe(false);
    }
  });

  it('lets a lapsed hold give way to a claim whose record passes', () => {
    const failing = nextDomainState(verified, { ok: false, failure: 'no_record' }, at(HOUR));
    const later = at(HOUR + DOMAIN_LAPSE_AFTER_MS);
    expect(domainStatus(failing, later)).toBe('lapsed');
    expect(claimDomain(failing, later)).toBe('check');
    expect(mayAddDomain(failing, later)).toBe(true);
  });

  it('says why a claim is taken without naming the holder, and starts no run of failures', () => {
    expect(domainFailureMessage('taken', 'a.example', 'xyz')).toBe(DOMAIN_TAKEN_MESSAGE);
    const refused = nextDomainState(pending, { ok: false, failure: 'taken' }, t0);
    expect(refused).toMatchObject({ failure: 'taken', failingSince: null, verifiedAt: null });
    expect(domainStatus(refused, t0)).toBe('pending');
  });
});
