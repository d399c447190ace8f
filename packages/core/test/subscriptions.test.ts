/**
 * Subscribing and trust updates in core: the subscribe and unsubscribe schemas with their
 * verbatim message, the compliance update creation schema's channel rule (docs/updates.md, Trust updates),
 * the subject of an unsubscribe token read for display, and e-mail-only updates kept off the
 * portal.
 */
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIBE_SOURCES,
  SUBSCRIPTION_MESSAGES,
  TRUST_UPDATE_MESSAGES,
  ZComplianceUpdateCreate,
  ZSubscribeRequest,
  ZTopicPatch,
  ZTopicUpdateCreate,
  ZUnsubscribeRequest,
  publicViewer,
  reaches,
  subscribeSourceLabel,
  subscribeSourceOf,
  unverifiedTokenSubject,
  updateChannelsOf,
  type Viewer,
} from '../src/index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('subscribe request', () => {
  it('takes an e-mail, lower-cased and trimmed, with an optional source and terms box', () => {
    expect(ZSubscribeRequest.parse({ email: ' Ana@Globex.Example ' })).toEqual({
      email: 'ana@globex.example',
    });
    expect(
      ZSubscribeRequest.parse({ email: 'ana@globex.example', source: 'footer', agree: false }),
    ).toEqual({ email: 'ana@globex.example', source: 'footer', agree: false });
  });

  it("refuses a missing or malformed e-mail with 'This email is invalid'", () => {
    for (const email of ['', '   ', 'ana', 'ana@', '@globex.example', 'a b@globex.example']) {
      const result = ZSubscribeRequest.safeParse({ email });
      expect(result.success, email).toBe(false);
      expect(messagesOf(result), email).toEqual([SUBSCRIPTION_MESSAGES.invalidEmail]);
    }
    expect(messagesOf(ZSubscribeRequest.safeParse({}))).toEqual(['This email is invalid']);
  });

  it('takes an unsubscribe token and refuses an empty one', () => {
    expect(ZUnsubscribeRequest.safeParse({ token: 'a.b.c' }).success).toBe(true);
    expect(ZUnsubscribeRequest.safeParse({ token: '' }).success).toBe(false);
    expect(ZUnsubscribeRequest.safeParse({}).success).toBe(false);
  });
});

describe('compliance update creation schema', () => {
  const base = { subject: 'SOC 2 report renewed', category: 'compliance', message: 'Done.' };

  it('needs a subject, a category and a message', () => {
    const result = ZComplianceUpdateCreate.safeParse({
      subject: ' ',
      message: '',
      channels: { statusPage: true },
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        TRUST_UPDATE_MESSAGES.subjectRequired,
        TRUST_UPDATE_MESSAGES.categoryRequired,
        TRUST_UPDATE_MESSAGES.messageRequired,
      ]),
    );
  });

  it('needs at least one channel: the Trust Center cannot be off when e-mail is absent', () => {
    for (const channels of [{}, { statusPage: false }]) {
      const result = ZComplianceUpdateCreate.safeParse({ ...base, channels });
      expect(messagesOf(result)).toEqual([TRUST_UPDATE_MESSAGES.channelRequired]);
    }
    const parsed = ZComplianceUpdateCreate.parse({ ...base, channels: { statusPage: true } });
    expect(updateChannelsOf(parsed.channels)).toEqual(['status_page']);
    expect(parsed).toMatchObject({ spAudience: 'public', hidden: false, isPinned: false });
  });

  it('needs subscribers or at least one address on the e-mail channel', () => {
    const none = ZComplianceUpdateCreate.safeParse({ ...base, channels: { email: {} } });
    expect(messagesOf(none)).toEqual([TRUST_UPDATE_MESSAGES.emailAudienceRequired]);
    const toSubscribers = ZComplianceUpdateCreate.parse({
      ...base,
      channels: { statusPage: false, email: { subscribers: true } },
    });
    expect(updateChannelsOf(toSubscribers.channels)).toEqual(['email']);
    const toAddresses = ZTopicUpdateCreate.parse({
      message: 'Also to the auditors.',
      channels: { statusPage: true, email: { audience: ['Audit@Firm.example'] } },
    });
    expect(toAddresses.channels.email?.audience).toEqual(['Audit@Firm.example']);
    expect(updateChannelsOf(toAddresses.channels)).toEqual(['status_page', 'email']);
    const badAddress = ZTopicUpdateCreate.safeParse({
      message: 'x',
      channels: { email: { audience: ['not-an-address'] } },
    });
    expect(messagesOf(badAddress)).toContain('This email is invalid');
  });

  it('applies the same channel rule to a further update of a topic', () => {
    expect(messagesOf(ZTopicUpdateCreate.safeParse({ message: 'x', channels: {} }))).toEqual([
      TRUST_UPDATE_MESSAGES.channelRequired,
    ]);
  });
});

describe('unsubscribe token subject, for display', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  /** base64url of text as UTF-8 (core has neither Buffer nor btoa). */
  const base64url = (text: string) => {
    const bytes = [...unescape(encodeURIComponent(text))].map((c) => c.charCodeAt(0));
    let out = '';
    for (let i = 0; i < bytes.length; i += 3) {
      const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
      const n = (a << 16) | (b << 8) | c;
      const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]).join('');
      out += chars.slice(0, Math.min(4, bytes.length - i + 1));
    }
    return out;
  };
  const encode = (value: unknown) => base64url(JSON.stringify(value));
  const jwt = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

  it('reads the subject of a JWT without verifying it, UTF-8 included', () => {
    expect(unverifiedTokenSubject(jwt({ sub: 'ana@globex.example', aud: 'unsubscribe' }))).toBe(
      'ana@globex.example',
    );
    expect(unverifiedTokenSubject(jwt({ sub: 'zoë@exämple.com' }))).toBe('zoë@exämple.com');
  });

  it('answers null for anything that is not a JWT with a string subject', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      jwt({ aud: 'x' }),
      jwt({ sub: 42 }),
      jwt({ sub: '' }),
      jwt('just a string'),
      'a.!!!.c',
      `a.${base64url('not json')}.c`,
    ]) {
      expect(unverifiedTokenSubject(token), token).toBeNull();
    }
  });
});

describe('updates on the portal by channel', () => {
  const as = (mode: Viewer['mode']): Viewer => ({ ...publicViewer('PublicContentOnly'), mode });
  const update = (channels: ('email' | 'status_page')[]) => ({
    topic: { hidden: false },
    update: { spAudience: 'public' as const, channels },
  });

  it('publishes Trust Center updates and keeps e-mail-only ones off the portal for everyone', () => {
    for (const mode of ['public', 'account', 'preview', 'main'] as const) {
      expect(reaches(as(mode), update(['status_page'])), mode).toBe(true);
      expect(reaches(as(mode), update(['status_page', 'email'])), mode).toBe(true);
      expect(reaches(as(mode), update(['email'])), mode).toBe(false);
    }
  });

  it('keeps topics of e-mail-only updates off the portal, but not topics without updates', () => {
    const email = { spAudience: 'public' as const, channels: ['email'] };
    const portal = { spAudience: 'public' as const, channels: ['status_page'] };
    const topic = (updates: (typeof email)[]) => ({ topic: { hidden: false, updates } });
    for (const mode of ['public', 'account', 'preview', 'main'] as const) {
      expect(reaches(as(mode), topic([email, email])), mode).toBe(false);
      expect(reaches(as(mode), topic([email, portal])), mode).toBe(true);
      expect(reaches(as(mode), topic([])), mode).toBe(true);
    }
  });

  it('lists a topic whose updates are all for members to members and staff only', () => {
    const members = { spAudience: 'private' as const, channels: ['status_page'] };
    const everyone = { spAudience: 'public' as const, channels: ['status_page'] };
    const membersByMail = { spAudience: 'public' as const, channels: ['email'] };
    const topic = (updates: (typeof members | typeof everyone)[]) => ({
      topic: { hidden: false, updates },
    });
    const expected = { public: false, account: true, preview: true, main: true };
    for (const mode of ['public', 'account', 'preview', 'main'] as const) {
      expect(reaches(as(mode), topic([members])), mode).toBe(expected[mode]);
      expect(reaches(as(mode), topic([members, membersByMail])), mode).toBe(expected[mode]);
      expect(reaches(as(mode), topic([members, everyone])), mode).toBe(true);
    }
  });
});

describe('topic changes', () => {
  it('change only the fields given', () => {
    expect(ZTopicPatch.parse({ hidden: true })).toEqual({ hidden: true });
    expect(ZTopicPatch.safeParse({ subject: ' ' }).success).toBe(false);
  });
});

describe('the source a subscribe call sends', () => {
  it.each([
    [null, SUBSCRIBE_SOURCES.link],
    ['', SUBSCRIBE_SOURCES.link],
    ['   ', SUBSCRIBE_SOURCES.link],
    [SUBSCRIBE_SOURCES.updatesCard, 'updates_card'],
    [' newsletter ', 'newsletter'],
  ])('%j: %j', (param, source) => {
    expect(subscribeSourceOf(param)).toBe(source);
  });

  it('always passes the request schema', () => {
    const source = subscribeSourceOf('x'.repeat(500));
    expect(source).toHaveLength(200);
    expect(ZSubscribeRequest.safeParse({ email: 'a@acme.example', source }).success).toBe(true);
  });
});

describe('subscribe source label', () => {
  it.each([
    [SUBSCRIBE_SOURCES.updatesCard, 'Trust updates card'],
    [SUBSCRIBE_SOURCES.shareWidget, 'Share button'],
    [SUBSCRIBE_SOURCES.link, 'Link'],
    ['newsletter', 'newsletter'],
    [null, '—'],
  ])('%j reads %j', (source, label) => {
    expect(subscribeSourceLabel(source)).toBe(label);
  });
});
