/**
 * The rules of planned subprocessor changes (docs/editing.md, Planned subprocessor changes): the
 * notice period, the states and their transitions, the objection window and whom a change
 * reaches.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkAnnouncement,
  earliestEffectiveDay,
  isCalendarDay,
  isChangeDue,
  isObjectionWindowOpen,
  mayChangeState,
  objectionAfter,
  objectionRefusal,
  OBJECTION_CLOSINGS,
  plannedChangeReaches,
  publicViewer,
  ZSubprocessorNoticeSettings,
  type Viewer,
} from '../src/index.ts';

const now = new Date('2026-03-10T18:30:00Z');
const card = { kind: 'Subprocessors' as const, hidden: false };
const placement = { card, product: { show: true }, hiddenSections: [] };
const member: Viewer = { ...publicViewer('PublicContentOnly'), mode: 'account' };

describe('notice period', () => {
  it('counts whole UTC days from today', () => {
    expect(earliestEffectiveDay(now, 30)).toBe('2026-04-09');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    const base = { kind: 'addition' as const, hasReplacedItem: false, now, noticeDays: 30 };
    expect(checkAnnouncement({ ...base, effectiveOn: '2026-04-08' })).toEqual({
      reason: 'notice',
      earliest: '2026-04-09',
    });
    expect(checkAnnouncement({ ...base, effectiveOn: '2026-04-09' })).toBeNull();
    expect(checkAnnouncement({ ...base, effectiveOn: '2026-03-17', noticeDays: 7 })).toBeNull();
  });

  it('asks a replacement for its replaced entry, and an addition for none', () => {
    const base = { effectiveOn: '2027-01-01', now, noticeDays: 30 };
    expect(checkAnnouncement({ ...base, kind: 'replacement', hasReplacedItem: false })).toEqual({
      reason: 'replaced_missing',
    });
    expect(checkAnnouncement({ ...base, kind: 'addition', hasReplacedItem: true })).toEqual({
      reason: 'replaced_unexpected',
    });
    expect(checkAnnouncement({ ...base, kind: 'replacement', hasReplacedItem: true })).toBeNull();
  });

  it('takes calendar days and notice periods from 1 to 365 days', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    for (const [days, ok] of [
      [0, false],
      [1, true],
      [365, true],
      [366, false],
      [1.5, false],
    ] as const) {
      expect(ZSubprocessorNoticeSettings.safeParse({ noticeDays: days }).success).toBe(ok);
    }
  });
});

describe('states', () => {
  it('applies or cancels a planned change only', () => {
    expect(mayChangeState('planned', 'applied')).toBe(true);
    expect(mayChangeState('planned', 'cancelled')).toBe(true);
    expect(mayChangeState('cancelled', 'applied')).toBe(false);
    expect(mayChangeState('applied', 'cancelled')).toBe(false);
  });

  it('is due from the start of its effective day, and takes objections until then', () => {
    const change = { state: 'planned' as const, effectiveOn: '2026-03-11' };
    expect(isChangeDue(change, now)).toBe(false);
    expect(isObjectionWindowOpen(change, now)).toBe(true);
    const onTheDay = new Date('2026-03-11T00:00:00Z');
    expect(isChangeDue(change, onTheDay)).toBe(true);
    expect(isObjectionWindowOpen(change, onTheDay)).toBe(false);
    expect(isChangeDue({ ...change, state: 'cancelled' }, onTheDay)).toBe(false);
    expect(isObjectionWindowOpen({ ...change, state: 'cancelled' }, now)).toBe(false);
  });

  it('moves an objection from open to answered to each closing, never back', () => {
    expect(objectionAfter('open', { type: 'answer' })).toBe('answered');
    expect(objectionAfter('answered', { type: 'answer' })).toBe('answered');
    for (const as of OBJECTION_CLOSINGS) {
      expect(objectionAfter('open', { type: 'close', as })).toBe(as);
      expect(objectionAfter('answered', { type: 'close', as })).toBe(as);
      expect(objectionAfter(as, { type: 'answer' })).toBeNull();
      expect(objectionAfter(as, { type: 'close', as: 'resolved' })).toBeNull();
    }
  });
});

describe('reach and objections', () => {
  it('shows a public change wherever the card reaches, a restricted one to members only', () => {
    const anonymous = publicViewer('PublicContentOnly');
    expect(plannedChangeReaches(anonymous, placement, 'public')).toBe(true);
    expect(plannedChangeReaches(anonymous, placement, 'restricted')).toBe(false);
    expect(plannedChangeReaches(member, placement, 'restricted')).toBe(true);
    expect(plannedChangeReaches({ ...member, ndaPending: true }, placement, 'restricted')).toBe(
      false,
    );
    const hidden = { ...placement, card: { ...card, hidden: true } };
    expect(plannedChangeReaches(member, hidden, 'public')).toBe(false);
    const closed = publicViewer('LoginRequired');
    expect(plannedChangeReaches(closed, placement, 'public')).toBe(false);
    const inHiddenSection = { ...placement, hiddenSections: ['subprocessors' as const] };
    expect(plannedChangeReaches(anonymous, inHiddenSection, 'public')).toBe(false);
  });

  it('lets members object while the window is open', () => {
    const change = { state: 'planned' as const, effectiveOn: '2026-04-09' };
    const base = { viewer: member, isMember: true, reaches: true, change, now };
    expect(objectionRefusal(base)).toBeNull();
    expect(objectionRefusal({ ...base, viewer: publicViewer('PublicContentOnly') })).toBe(
      'members_only',
    );
    expect(objectionRefusal({ ...base, isMember: false })).toBe('members_only');
    expect(objectionRefusal({ ...base, reaches: false })).toBe('not_found');
    expect(objectionRefusal({ ...base, now: new Date('2026-04-09T00:00:00Z') })).toBe(
      'window_closed',
    );
  });
});
