/** The member features' pure rules: who comments, who gets a received file, links, visits. */
import { describe, expect, it } from 'vitest';
import {
  checkPublicLink,
  digestRunKey,
  digestSince,
  documentChange,
  newestFirst,
  nextDigestRun,
  visitMarksAtSignIn,
  isDigestDue,
  mayComment,
  nextVisitMarks,
  receivedFileReachOf,
  staffViewer,
  VISIT_GAP_MS,
  type ReachTarget,
  type Viewer,
} from '../src/index.ts';

const viewer = (mode: Viewer['mode'], opts: Partial<Viewer> = {}): Viewer => ({
  mode,
  permittedItemUids: new Set(),
  scopes: new Set(),
  publicAccessLevel: 'PublicContentOnly',
  ndaPending: false,
  watermarkDocuments: false,
  ...opts,
});
const item = (access: 'public' | 'restricted' | 'restricted_hidden') => ({
  itemUid: 'i',
  access,
  enabledState: 'enabled' as const,
});
const at = (card: { hidden: boolean }, access: 'public' | 'restricted' | 'restricted_hidden') =>
  ({
    product: { show: true },
    card: { kind: 'Reports', ...card },
    item: item(access),
  }) satisfies ReachTarget;

describe('mayComment', () => {
  it('opens the conversation to members on items that reach them, listed or locked', () => {
    const member = viewer('account');
    expect(mayComment(member, at({ hidden: false }, 'public'))).toBe(true);
    expect(mayComment(member, at({ hidden: false }, 'restricted'))).toBe(true);
    expect(mayComment(member, at({ hidden: false }, 'restricted_hidden'))).toBe(false);
    expect(mayComment(member, at({ hidden: true }, 'public'))).toBe(false);
    const permitted = viewer('account', { permittedItemUids: new Set(['i']) });
    expect(mayComment(permitted, at({ hidden: false }, 'restricted_hidden'))).toBe(true);
  });
  it('refuses everyone who is not a member', () => {
    for (const mode of ['public', 'preview', 'main'] as const) {
      expect(mayComment(viewer(mode), at({ hidden: false }, 'public'))).toBe(false);
    }
  });
});

describe('receivedFileReachOf', () => {
  it('gives a questionnaire file to staff within their scopes only', () => {
    expect(receivedFileReachOf(staffViewer(new Set(['files:download'])))).toBe('download');
    expect(receivedFileReachOf(staffViewer(new Set(['files:view'])))).toBe('view');
    expect(receivedFileReachOf(staffViewer(new Set()))).toBe('locked');
    for (const mode of ['public', 'account', 'preview'] as const) {
      const all = new Set(['files:view', 'files:download']);
      expect(receivedFileReachOf(viewer(mode, { scopes: all }))).toBe('none');
    }
  });
});

describe('checkPublicLink', () => {
  it.each([
    ['https://share.example.com/q.xlsx', 'ok'],
    ['ftp://files.example.org/q.pdf', 'ok'],
    ['http://93.184.216.34/q', 'ok'],
    ['javascript:alert(1)', 'invalid'],
    ['file:///etc/passwd', 'invalid'],
    ['not a link', 'invalid'],
    ['http://localhost:3000/x', 'private'],
    ['http://10.1.2.3/x', 'private'],
    ['http://172.20.0.1/x', 'private'],
    ['http://192.168.1.1/x', 'private'],
    ['http://169.254.169.254/latest', 'private'],
    ['http://[::1]/x', 'private'],
    ['http://[fd00::1]/x', 'private'],
    ['http://intranet/x', 'private'],
    ['https://wiki.corp.internal/x', 'private'],
  ])('%s is %s', (link, expected) => {
    expect(checkPublicLink(link)).toBe(expected);
  });
});

describe('visits', () => {
  const t0 = new Date('2026-01-05T10:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);
  it('keeps the previous visit within a visit and moves it after a gap', () => {
    const first = nextVisitMarks(null, t0);
    expect(first).toEqual({ previousVisitAt: null, lastVisitAt: t0 });
    const reload = nextVisitMarks(first, later(60_000));
    expect(reload.previousVisitAt).toBeNull();
    const back = nextVisitMarks(reload, later(VISIT_GAP_MS + 60_000));
    expect(back.previousVisitAt).toEqual(later(60_000));
  });
  it('sends the weekly mail once a week, to members who want it, when there is news', () => {
    const now = later(8 * 24 * 3600_000);
    expect(isDigestDue({ weeklyDigest: true, lastDigestAt: null, newCount: 1, now })).toBe(true);
    expect(isDigestDue({ weeklyDigest: true, lastDigestAt: t0, newCount: 1, now })).toBe(true);
    expect(
      isDigestDue({ weeklyDigest: true, lastDigestAt: later(2 * 86_400_000), newCount: 1, now }),
    ).toBe(false);
    expect(isDigestDue({ weeklyDigest: false, lastDigestAt: null, newCount: 3, now })).toBe(false);
    expect(isDigestDue({ weeklyDigest: true, lastDigestAt: null, newCount: 0, now })).toBe(false);
  });
});

describe('since your last visit', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('starts a visit at every sign-in, however soon', () => {
    expect(visitMarksAtSignIn(null, t0)).toEqual({ previousVisitAt: null, lastVisitAt: t0 });
    expect(visitMarksAtSignIn({ previousVisitAt: null, lastVisitAt: t0 }, at(5))).toEqual({
      previousVisitAt: t0,
      lastVisitAt: at(5),
    });
  });

  it('mails what appeared since the later of the last visit and the last mail', () => {
    expect(digestSince({ lastVisitAt: t0, lastDigestAt: null })).toBe(t0);
    expect(digestSince({ lastVisitAt: t0, lastDigestAt: at(60) })).toEqual(at(60));
    expect(digestSince({ lastVisitAt: at(60), lastDigestAt: t0 })).toEqual(at(60));
  });

  it('calls a document on an item that held one before a change', () => {
    expect(documentChange(true)).toBe('changed');
    expect(documentChange(false)).toBe('new');
  });

  it('lists newest first, at most the limit', () => {
    const entries = [{ at: '2026-01-01' }, { at: '2026-03-01' }, { at: '2026-02-01' }];
    expect(newestFirst(entries, 2)).toEqual([{ at: '2026-03-01' }, { at: '2026-02-01' }]);
  });

  it('names one sweep a day, the next at the following midnight', () => {
    expect(digestRunKey(at(30))).toBe('visits.weekly-digest:2026-03-01');
    expect(nextDigestRun(at(30)).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
