/**
 * The HTTP call every integration adapter makes: JSON, bounded in time and size, never thrown at.
 * Services whose address staff can point (a status page's host, the programs and domains looked
 * up) are asked under the outbound-address rule (`lib/outbound.ts`; docs/integrations.md,
 * Outbound addresses); an answer that is not a success is its status alone.
 */
import { outboundRequest, type OutboundOptions } from '../lib/outbound.ts';

const TIMEOUT_MS = 10_000;

export type JsonAnswer = { status: number; body: unknown } | { status: 'network' };

export interface JsonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends a request and reads its JSON answer; a failure or a non-JSON body is 'network'. */
export async function fetchJson(
  url: string,
  request: JsonRequest,
  outbound: Pick<OutboundOptions, 'allowPrivate'>,
): Promise<JsonAnswer> {
  const answer = await outboundRequest(
    url,
    { ...request, headers: { accept: 'application/json', ...request.headers } },
    { allowPrivate: outbound.allowPrivate, timeoutMs: TIMEOUT_MS },
  );
  if (!answer.ok) return { status: 'network' };
  if (answer.status < 200 || answer.status > 299) return { status: answer.status, body: null };
  try {
    return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) as unknown };
  } catch {
    return { status: 'network' };
  }
}

/** An adapter's answer: the value, or why there is none. */
export type Outcome<T, E extends string> = { ok: true; value: T } | { ok: false; reason: E };
