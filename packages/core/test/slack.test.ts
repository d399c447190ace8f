import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_REVIEW_SCOPE,
  APP_ROUTE_SCOPES,
  ZSlackSettingsRequest,
  isFreshSlackTimestamp,
  slackClickOf,
  slackDecidedMessage,
  slackDecisionOf,
  slackDeciderRefusal,
  slackRequestMessage,
  slackSignatureBase,
  slackText,
  type SlackRequestSummary,
} from '../src/index.ts';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NOW = Date.UTC(2026, 10, 26, 12);
const nowS = NOW / 1000;

describe('Slack callbacks', () => {
  it('signs `v0:{timestamp}:{raw body}`', () => {
    expect(slackSignatureBase('1531420618', 'token=x&payload=%7B%7D')).toBe(
      'v0:1531420618:token=x&payload=%7B%7D',
    );
  });

  it('admits a timestamp within five minutes either way, and nothing else', () => {
    expect(isFreshSlackTimestamp(String(nowS), NOW)).toBe(true);
    expect(isFreshSlackTimestamp(String(nowS - 300), NOW)).toBe(true);
    expect(isFreshSlackTimestamp(String(nowS + 300), NOW)).toBe(true);
    expect(isFreshSlackTimestamp(String(nowS - 301), NOW)).toBe(false);
    expect(isFreshSlackTimestamp(String(nowS + 301), NOW)).toBe(false);
    for (const bad of [undefined, '', 'abc', '-5', '1.5', `${nowS}x`, '9'.repeat(20)]) {
      expect(isFreshSlackTimestamp(bad, NOW), String(bad)).toBe(false);
    }
  });

  it('reads a decision from the two buttons only', () => {
    expect(slackDecisionOf('approve')).toBe('approve');
    expect(slackDecisionOf('decline')).toBe('decline');
    expect(slackDecisionOf('Approve')).toBeNull();
    expect(slackDecisionOf('block_domain')).toBeNull();
  });

  it('reads a click of one of its buttons, naming a request id', () => {
    const payload = {
      type: 'block_actions',
      user: { id: 'U123' },
      channel: { id: 'C123' },
      container: { message_ts: '1.2' },
      actions: [{ action_id: 'approve', value: ID.toUpperCase() }],
    };
    expect(slackClickOf(payload)).toEqual({
      slackUserId: 'U123',
      decision: 'approve',
      requestId: ID,
      channelId: 'C123',
      messageTs: '1.2',
    });
    const withAction = (action: object) => slackClickOf({ ...payload, actions: [action] });
    expect(withAction({ action_id: 'other', value: ID })).toBeNull();
    expect(withAction({ action_id: 'decline', value: 'not-a-uuid' })).toBeNull();
    expect(withAction({ action_id: 'decline' })).toBeNull();
    expect(slackClickOf({ ...payload, type: 'view_submission' })).toBeNull();
    expect(slackClickOf({ ...payload, actions: [] })).toBeNull();
    expect(slackClickOf(null)).toBeNull();
    expect(slackClickOf('payload')).toBeNull();
  });
});

describe('who may decide in Slack', () => {
  it('needs the scope the private app’s access-request queue needs', () => {
    expect(ACCESS_REQUEST_REVIEW_SCOPE).toBe(APP_ROUTE_SCOPES['access-requests']);
    expect(slackDeciderRefusal(null)).toBe('not_staff');
    expect(slackDeciderRefusal({ scopes: new Set(['app:accounts', 'app:settings']) })).toBe(
      'no_scope',
    );
    expect(slackDeciderRefusal({ scopes: new Set(['app:access-requests']) })).toBeNull();
  });
});

describe('the messages', () => {
  const request: SlackRequestSummary = {
    id: ID,
    firstName: 'Ana',
    lastName: '<Lee>',
    email: 'ana@globex.example',
    companyName: 'Globex & Co',
    kind: 'new',
    productName: 'Acme Cloud',
    askedFor: 'SOC 2 Type II',
    details: [
      { label: 'Job title', value: 'CISO' },
      { label: 'Asked from', value: 'Reports' },
    ],
    queueUrl: 'https://trust.example/app/access-requests',
  };

  it('shows the request as the queue does, with Approve and Decline naming it', () => {
    const message = slackRequestMessage(request);
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('*Ana &lt;Lee&gt;* asks for access to the trust center.');
    expect(text).toContain('Globex &amp; Co');
    expect(text).toContain('*Asked for*\\nSOC 2 Type II');
    expect(text).toContain('*Job title*\\nCISO');
    expect(text).not.toContain('Asked from');
    const actions = message.blocks.find((b) => b.type === 'actions');
    expect(actions?.elements).toEqual([
      expect.objectContaining({ action_id: 'approve', value: ID, style: 'primary' }),
      expect.objectContaining({ action_id: 'decline', value: ID, style: 'danger' }),
    ]);
    expect(message.text).toBe('Access request from Ana <Lee> (ana@globex.example), Globex & Co');
  });

  it('once decided, drops the buttons and names who decided', () => {
    const message = slackDecidedMessage(request, 'decline', {
      name: 'Sam',
      email: 's@acme.example',
    });
    expect(message.blocks.some((b) => b.type === 'actions')).toBe(false);
    expect(JSON.stringify(message.blocks)).toContain('*Declined* by Sam (s@acme.example) in Slack');
  });

  it('bounds and escapes text', () => {
    expect(slackText('a'.repeat(400)).length).toBe(300);
    expect(slackText('<!channel> & co')).toBe('&lt;!channel&gt; &amp; co');
  });
});

describe('the settings', () => {
  const good = {
    botToken: 'xoxb-1234567890-abcdefghij',
    signingSecret: '8f742231b10e8888abcd99yyyzzz85a5',
    channelId: 'C0123ACME99',
  };

  it('takes a bot token, a signing secret and a channel id, and names a wrong one', () => {
    expect(ZSlackSettingsRequest.parse(good)).toEqual(good);
    expect(ZSlackSettingsRequest.parse({ ...good, botToken: '', signingSecret: '' })).toEqual({
      channelId: good.channelId,
    });
    const messageOf = (value: object) =>
      ZSlackSettingsRequest.safeParse({ ...good, ...value }).error?.issues[0]?.message;
    expect(messageOf({ botToken: 'xoxp-1234567890-user' })).toContain('xoxb-');
    expect(messageOf({ signingSecret: 'short' })).toContain('signing secret');
    expect(messageOf({ channelId: '#general' })).toContain('channel’s ID');
    expect(messageOf({ channelId: 'U0123ACME99' })).toContain('channel’s ID');
  });
});
