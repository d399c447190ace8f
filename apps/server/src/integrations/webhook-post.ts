/**
 * The POST of a webhook (docs/integrations.md, Webhooks): JSON, bounded in time and size, no
 * redirects followed, under the outbound-address rule (`lib/outbound.ts`: the host resolved and
 * every address checked at each delivery, the connection made to the checked address).
 */
import {
  ADDRESS_KIND_LABELS,
  WEBHOOK_MESSAGES,
  webhookUrlProblem,
  type PrivateLeave,
} from '@trustfront/core';
import { outboundFailureText, outboundHostProblem, outboundRequest } from '../lib/outbound.ts';

/** What of an answer is read (and discarded) before the attempt counts as failed. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type WebhookAnswer = { status: number } | { error: string };

/** Why the host of a URL may not receive webhooks now (resolved as a delivery would), or null. */
export async function webhookHostProblem(
  url: string,
  allowPrivate: PrivateLeave,
): Promise<string | null> {
  const failure = await outboundHostProblem(url, allowPrivate);
  if (!failure) return null;
  if (failure.reason !== 'refused') return WEBHOOK_MESSAGES.urlUnresolved;
  const { problem } = failure;
  if (problem.reason === 'address') {
    return WEBHOOK_MESSAGES.urlPrivate(ADDRESS_KIND_LABELS[problem.kind]);
  }
  return webhookUrlProblem(url, allowPrivate) ?? WEBHOOK_MESSAGES.urlInvalid;
}

/** Posts `body` to `url`; answers the status, or why no answer came (never throws). */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: PrivateLeave,
): Promise<WebhookAnswer> {
  const answer = await outboundRequest(
    url,
    { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body },
    { allowPrivate, maxRedirects: 0, maxBytes: MAX_ANSWER_BYTES },
  );
  return answer.ok ? { status: answer.status } : { error: outboundFailureText(answer.failure) };
}
