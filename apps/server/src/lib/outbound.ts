/**
 * The one HTTP client of every server-side request that staff or visitors can point (webhooks,
 * identity providers' keys, single sign-on issuers, the integrations' services; docs/integrations.md,
 * Outbound addresses). Each host is resolved here and every address it resolves to checked by the
 * core rule; the connection is made to the checked address (no second lookup a name could answer
 * differently), redirects are followed here and each hop checked again, the whole exchange is
 * bounded in time and the answer in size. A failure says what went wrong in general words, never
 * what the other side answered.
 */
import { lookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  ADDRESS_KIND_LABELS,
  classifyAddress,
  mayReachAddress,
  outboundUrlProblem,
  type AddressKind,
  type OutboundUrlProblem,
  type PrivateLeave,
} from '@trustfront/core';

export interface OutboundOptions {
  /** The operator's leave to reach private addresses and plain http (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: PrivateLeave;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  /** The most of an answer read; a longer one fails as too large. */
  maxBytes?: number;
  /** Redirects followed; 0 answers a redirect's own status. */
  maxRedirects?: number;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export type OutboundFailure =
  | { reason: 'refused'; problem: OutboundUrlProblem }
  | { reason: 'unresolved' }
  | { reason: 'network' }
  | { reason: 'timeout' }
  | { reason: 'too_large' }
  | { reason: 'redirects' };

export type OutboundAnswer =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { ok: false; failure: OutboundFailure };

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What went wrong, for a person and a log line: never anything the other side sent. */
export function outboundFailureText(failure: OutboundFailure): string {
  switch (failure.reason) {
    case 'refused':
      return failure.problem.reason === 'address'
        ? `${ADDRESS_KIND_LABELS[failure.problem.kind]} addresses are not reached`
        : failure.problem.reason === 'scheme'
          ? 'only https addresses are reached'
          : 'the address is not one that is reached';
    case 'unresolved':
      return 'the host does not resolve to an address';
    case 'network':
      return 'no connection could be made';
    case 'timeout':
      return 'no answer in time';
    case 'too_large':
      return 'the answer was too large';
    case 'redirects':
      return 'too many redirects';
  }
}

class Refused extends Error {
  constructor(readonly kind: AddressKind) {
    super(`${kind} address refused`);
  }
}

/** Resolves a host as the connection does, refusing it when any of its addresses is refused. */
function guardedLookup(allowPrivate: PrivateLeave): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      for (const { address } of addresses) {
        const kind = classifyAddress(address) ?? 'reserved';
        if (!mayReachAddress(kind, allowPrivate, address))
          return callback(new Refused(kind), '', 4);
      }
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('none'), { code: 'ENOTFOUND' }), '', 4);
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function failureOf(error: unknown): OutboundFailure {
  if (error instanceof Refused) {
    return { reason: 'refused', problem: { reason: 'address', kind: error.kind } };
  }
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return { reason: 'unresolved' };
  }
  return { reason: 'network' };
}

type Hop =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { ok: false; failure: OutboundFailure };

/** One request to one checked URL, answered in full (up to the size cap) or failed. */
function hop(
  target: URL,
  request: OutboundRequest,
  options: Required<OutboundOptions>,
  ms: number,
) {
  const client = target.protocol === 'https:' ? https : http;
  const body = request.body;
  return new Promise<Hop>((resolve) => {
    let settled = false;
    const settle = (result: Hop) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = client.request(
      target,
      {
        method: request.method ?? 'GET',
        // A connection of its own each time: its address is checked for every request.
        agent: false,
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          ...request.headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > options.maxBytes) {
            settle({ ok: false, failure: { reason: 'too_large' } });
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          settle({
            ok: true,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => settle({ ok: false, failure: failureOf(error) }));
      },
    );
    const timer = setTimeout(() => {
      settle({ ok: false, failure: { reason: 'timeout' } });
      outgoing.destroy();
    }, ms);
    outgoing.on('error', (error) => settle({ ok: false, failure: failureOf(error) }));
    outgoing.end(body);
  });
}

/** The request a redirect leads to: GET without a body after 303 (and 301/302 of a POST). */
function redirected(from: URL, to: URL, status: number, request: OutboundRequest): OutboundRequest {
  const method = request.method ?? 'GET';
  const asGet = status === 303 || ((status === 301 || status === 302) && method === 'POST');
  // Credentials go to the origin they were meant for only.
  const dropped = new Set(from.origin === to.origin ? [] : ['authorization', 'cookie']);
  if (asGet) dropped.add('content-type');
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => !dropped.has(name.toLowerCase())),
  );
  return asGet ? { method: 'GET', headers } : { ...request, headers };
}

/**
 * Requests `url` under the outbound-address rule; answers the final status, headers and body,
 * or the failure. Never throws.
 */
export async function outboundRequest(
  url: string,
  request: OutboundRequest,
  given: OutboundOptions,
): Promise<OutboundAnswer> {
  const options: Required<OutboundOptions> = {
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    maxRedirects: MAX_REDIRECTS,
    ...given,
  };
  const deadline = Date.now() + options.timeoutMs;
  let current = url;
  let next = request;
  for (let hops = 0; ; hops += 1) {
    const problem = outboundUrlProblem(current, options.allowPrivate);
    if (problem) return { ok: false, failure: { reason: 'refused', problem } };
    const target = new URL(current);
    const left = deadline - Date.now();
    if (left <= 0) return { ok: false, failure: { reason: 'timeout' } };
    const answer = await hop(target, next, options, left);
    if (!answer.ok) return answer;
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location || options.maxRedirects === 0) return answer;
    if (hops >= options.maxRedirects) return { ok: false, failure: { reason: 'redirects' } };
    let to: URL;
    try {
      to = new URL(location, target);
    } catch {
      return { ok: false, failure: { reason: 'network' } };
    }
    next = redirected(target, to, answer.status, next);
    current = to.href;
  }
}

/**
 * Whether a URL's host may be reached now, resolved as a request would: the URL's own problem,
 * 'unresolved', or null. Staff's saved addresses are checked with it; every request checks again.
 */
export function outboundHostProblem(
  url: string,
  allowPrivate: PrivateLeave,
): Promise<OutboundFailure | null> {
  const problem = outboundUrlProblem(url, allowPrivate);
  if (problem) return Promise.resolve({ reason: 'refused', problem });
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (classifyAddress(host) !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    guardedLookup(allowPrivate)(host, { all: true }, (error) =>
      resolve(error ? failureOf(error) : null),
    );
  });
}

type FetchInit = {
  method?: string;
  headers?: HeadersInit | Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | null;
  redirect?: RequestRedirect;
};

/**
 * A `fetch` over `outboundRequest`, for libraries that take one (jose's key sets, openid-client's
 * discovery and code exchange). A failure is a TypeError with the general reason, as fetch's own.
 * A caller's redirect mode is kept: 'manual' answers the redirect itself and 'error' fails on it
 * (openid-client asks every request 'manual', so a code exchange's body never goes elsewhere).
 */
export function outboundFetch(options: OutboundOptions) {
  return async (input: string | URL, init: FetchInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers as HeadersInit | undefined).forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : init.body instanceof URLSearchParams
          ? init.body.toString()
          : String(init.body);
    if (init.body instanceof URLSearchParams && !headers['content-type']) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    const follow = (init.redirect ?? 'follow') === 'follow';
    const answer = await outboundRequest(
      String(input),
      { method: init.method ?? 'GET', headers, body },
      follow ? options : { ...options, maxRedirects: 0 },
    );
    if (!answer.ok) throw new TypeError(outboundFailureText(answer.failure));
    if (init.redirect === 'error' && REDIRECTS.has(answer.status)) {
      throw new TypeError(outboundFailureText({ reason: 'redirects' }));
    }
    if (answer.status < 200 || answer.status > 599) throw new TypeError('an unusable answer');
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
    }
    const empty = [204, 205, 304].includes(answer.status);
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}
