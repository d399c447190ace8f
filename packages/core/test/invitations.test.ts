import { describe, expect, it } from 'vitest';
import {
  defangedNote,
  INVITE_CAP_WINDOW_MS,
  INVITE_DAILY_CAP,
  INVITE_MESSAGES,
  INVITE_NOTE_MAX,
  inviteCapDecision,
  inviteDomainDecision,
  registrableDomainOf,
  waitHours,
  ZInviteRequest,
} from '../src/index.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;

describe('invitation note', () => {
  it('accepts a note of up to 300 characters, trimmed, and refuses a longer one by name', () => {
    const ok = ZInviteRequest.safeParse({
      emails: ['a@globex.example'],
      message: `  ${'x'.repeat(INVITE_NOTE_MAX)}  `,
    });
    expect(ok.success && ok.data.message?.length).toBe(INVITE_NOTE_MAX);
    const long = ZInviteRequest.safeParse({
      emails: ['a@globex.example'],
      message: 'x'.repeat(INVITE_NOTE_MAX + 1),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(INVITE_MESSAGES.noteTooLong);
    const blank = ZInviteRequest.safeParse({ emails: ['a@globex.example'], message: '   ' });
    expect(blank.success && blank.data.message).toBeUndefined();
  });

  it('breaks every address pattern so that nothing becomes a link', () => {
    expect(defangedNote('See https://evil.example/login now')).toBe(
      'See https[://]evil[.]example/login now',
    );
    expect(defangedNote('write to ana@globex.example')).toBe('write to ana[@]globex[.]example');
    expect(defangedNote('www.evil.com')).toBe('www[.]evil[.]com');
    expect(defangedNote('evil\uFF0Ecom and evil\u3002com')).toBe('evil[.]com and evil[.]com');
    expect(defangedNote('Hi.\n\n  Please   review v1.2.')).toBe('Hi. Please review v1.2.');
    for (const note of ['http://a.b', 'a.co', 'x@y.z', 'ftp://h.io/p']) {
      expect(defangedNote(note)).not.toMatch(/[a-z0-9]\.[a-z]|[^[]:\/\/|[^[]@/i);
    }
  });
});

describe('invitation domains', () => {
  it('reads the registrable domain of an address', () => {
    expect(registrableDomainOf('Ana@EU.Globex.co.uk')).toBe('globex.co.uk');
    expect(registrableDomainOf('ana@globex.example')).toBe('globex.example');
    expect(registrableDomainOf('no-at-sign')).toBeNull();
  });

  it("allows only the inviter's own registrable domain, sub-domains included", () => {
    expect(
      inviteDomainDecision('ana@globex.co.uk', ['bo@globex.co.uk', 'cy@eu.globex.co.uk']),
    ).toEqual({ kind: 'allowed' });
    expect(inviteDomainDecision('ana@globex.co.uk', ['bo@globex.co.uk', 'x@other.co.uk'])).toEqual({
      kind: 'refused',
      email: 'x@other.co.uk',
      message: INVITE_MESSAGES.notOwnDomain('x@other.co.uk', 'globex.co.uk'),
    });
    // A look-alike that merely ends like the inviter's domain is another domain.
    expect(inviteDomainDecision('ana@globex.example', ['x@notglobex.example']).kind).toBe(
      'refused',
    );
  });

  it('refuses inviters at a free-mail provider: its users are no colleagues', () => {
    expect(inviteDomainDecision('ana@gmail.com', ['bo@gmail.com'])).toMatchObject({
      kind: 'refused',
      message: INVITE_MESSAGES.noOwnDomain,
    });
  });
});

describe('invitation daily cap', () => {
  const times = (n: number, start = HOUR) => Array.from({ length: n }, (_, i) => ago(start + i));

  it('allows up to the cap within a rolling day', () => {
    expect(inviteCapDecision([], INVITE_DAILY_CAP, NOW)).toEqual({ kind: 'allowed' });
    expect(inviteCapDecision(times(INVITE_DAILY_CAP - 2), 2, NOW)).toEqual({ kind: 'allowed' });
    // Invitations older than a day no longer count.
    expect(inviteCapDecision(times(INVITE_DAILY_CAP, INVITE_CAP_WINDOW_MS), 5, NOW)).toEqual({
      kind: 'allowed',
    });
  });

  it('refuses past the cap, until enough old invitations leave the window', () => {
    const sent = times(INVITE_DAILY_CAP - 1, 2 * HOUR);
    // The oldest was sent 2 h + 18 ms ago: one more is free in about 22 h.
    const refused = inviteCapDecision(sent, 2, NOW);
    expect(refused.kind).toBe('refused');
    const wait = refused.kind === 'refused' ? refused.retryAfterS : 0;
    expect(wait).toBe(Math.ceil((INVITE_CAP_WINDOW_MS - 2 * HOUR - (INVITE_DAILY_CAP - 2)) / 1000));
    expect(waitHours(wait)).toBe(22);
    expect(inviteCapDecision(sent, 1, NOW)).toEqual({ kind: 'allowed' });
    expect(inviteCapDecision([], INVITE_DAILY_CAP + 1, NOW).kind).toBe('refused');
  });
});
