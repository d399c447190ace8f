import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_RETRY_WINDOW_MS,
  ZWebhookEndpointCreate,
  endpointSubscribes,
  formatWebhookSignature,
  isWebhookDelivered,
  nextWebhookAttempt,
  parseWebhookSignature,
  webhookRetryDelayMs,
  webhookSignedPayload,
  webhookUrlProblem,
} from '../src/index.ts';

describe('webhook subscriptions', () => {
  it('sends an event to active endpoints that subscribed to it only', () => {
    const endpoint = { active: true, events: ['nda.accepted', 'update.published'] };
    expect(endpointSubscribes(endpoint, 'nda.accepted')).toBe(true);
    expect(endpointSubscribes(endpoint, 'document.published')).toBe(false);
    expect(endpointSubscribes({ ...endpoint, active: false }, 'nda.accepted')).toBe(false);
  });

  it('keeps the events asked in their listed order, and refuses none or unknown ones', () => {
    const parsed = ZWebhookEndpointCreate.parse({
      url: 'https://example.com/hook',
      events: ['nda.accepted', 'update.published', 'nda.accepted'],
    });
    expect(parsed.events).toEqual(['update.published', 'nda.accepted']);
    expect(parsed.description).toBe('');
    expect(ZWebhookEndpointCreate.safeParse({ url: 'x', events: [] }).success).toBe(false);
    expect(ZWebhookEndpointCreate.safeParse({ url: 'x', events: ['nope'] }).success).toBe(false);
  });
});

describe('webhook retries', () => {
  it('waits 1 min, then doubles, at most 4 h', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map((n) => webhookRetryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 128, 240, 240,
    ]);
  });

  it('gives up once the next attempt would fall past 24 h after the event', () => {
    const eventAt = new Date('2026-01-01T00:00:00Z');
    const soon = new Date(eventAt.getTime() + 10_000);
    expect(nextWebhookAttempt(eventAt, 1, soon)).toEqual(new Date(soon.getTime() + 60_000));
    const late = new Date(eventAt.getTime() + WEBHOOK_RETRY_WINDOW_MS - 30_000);
    expect(nextWebhookAttempt(eventAt, 1, late)).toBeNull();
    const edge = new Date(eventAt.getTime() + WEBHOOK_RETRY_WINDOW_MS - 60_000);
    expect(nextWebhookAttempt(eventAt, 1, edge)).toEqual(
      new Date(eventAt.getTime() + WEBHOOK_RETRY_WINDOW_MS),
    );
  });

  it('counts any 2xx as delivered', () => {
    expect([200, 204, 299].every(isWebhookDelivered)).toBe(true);
    expect([199, 301, 404, 500].some(isWebhookDelivered)).toBe(false);
  });
});

describe('webhook signature header', () => {
  it('is written and read back with one v1 per secret', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const header = formatWebhookSignature(1700000000, [a, b]);
    expect(header).toBe(`t=1700000000,v1=${a},v1=${b}`);
    expect(parseWebhookSignature(header)).toEqual({ timestamp: 1700000000, signatures: [a, b] });
    expect(webhookSignedPayload(1700000000, '{"x":1}')).toBe('1700000000.{"x":1}');
  });

  it('is not read without a timestamp or a well-formed signature', () => {
    expect(parseWebhookSignature(`v1=${'a'.repeat(64)}`)).toBeNull();
    expect(parseWebhookSignature('t=1700000000,v1=zz')).toBeNull();
    expect(parseWebhookSignature('t=soon,v1=' + 'a'.repeat(64))).toBeNull();
    expect(parseWebhookSignature('')).toBeNull();
  });
});

describe('webhook addresses', () => {
  it('refuses URLs that are not https, carry credentials, or name a private host', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', false)).toContain('https://');
    expect(webhookUrlProblem('http://hooks.example.com/x', true)).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.com/x', true)).toContain('Enter the endpoint');
    expect(webhookUrlProblem('not a url', true)).toContain('Enter the endpoint');
    expect(webhookUrlProblem('https://u:p@hooks.example.com/', false)).toContain('user name');
    expect(webhookUrlProblem('https://127.0.0.1/x', false)).toContain('loopback');
    expect(webhookUrlProblem('https://localhost:8080/x', false)).toContain('loopback');
    expect(webhookUrlProblem('https://[fe80::1]/x', false)).toContain('link-local');
    expect(webhookUrlProblem('https://10.0.0.5/x', false)).toContain('private');
    expect(webhookUrlProblem('http://127.0.0.1:9/x', true)).toBeNull();
  });
});
