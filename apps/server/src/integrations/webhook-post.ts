/**
 * The POST of a webhook (docs/integrations.md, Webhooks): JSON, bounded in time, no redirects
 * followed, and only to addresses webhooks may reach. The host is resolved here and the
 * connection made to the address checked, so a name that resolves elsewhere by the time of the
 * delivery (DNS rebinding) reaches no private address.
 */
import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES, classifyAddress, mayDeliverTo } from '@trustfront/core';

/** How long an endpoint may take to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;
/** What of an answer is read (and discarded) before the connection is closed. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type WebhookAnswer = { status: number } | { error: string };

/** Why an address may not be reached, or null. */
function refusal(address: string, allowPrivate: boolean): string | null {
  const kind = classifyAddress(address);
  if (mayDeliverTo(kind, allowPrivate)) return null;
  return `${WEBHOOK_MESSAGES.urlPrivate(kind ?? 'unknown')} (${address})`;
}

class RefusedAddress extends Error {}

/** Resolves a host as a connection would, refusing it when any of its addresses is refused. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((a) => refusal(a.address, allowPrivate)).find(Boolean);
      if (refused) return callback(new RefusedAddress(refused), '', 4);
      const first = addresses[0];
      if (!first) return callback(new Error(WEBHOOK_MESSAGES.urlUnresolved), '', 4);
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** Why the host of a URL may not receive webhooks now (resolved as a delivery would), or null. */
export function webhookHostProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  const { hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  if (classifyAddress(host) !== null) return Promise.resolve(refusal(host, allowPrivate));
  return new Promise((resolve) => {
    guardedLookup(allowPrivate)(host, { all: true }, (error) => {
      if (error instanceof RefusedAddress) resolve(error.message);
      else resolve(error ? WEBHOOK_MESSAGES.urlUnresolved : null);
    });
  });
}

/** Posts `body` to `url`; answers the status, or why no answer came (never throws). */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<WebhookAnswer> {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (classifyAddress(literal) !== null) {
    const refused = refusal(literal, allowPrivate);
    if (refused) return { error: refused };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        // A connection of its own each time: its address is checked at every delivery.
        agent: false,
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0 });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error('No answer within 10 s')));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(body);
  });
}
