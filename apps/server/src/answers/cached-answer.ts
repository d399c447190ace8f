/**
 * Sends a portal answer that depends only on the organisation's content revision, the request
 * and the caller's access (services/portal/answer-cache.ts): with its ETag, 304 on revalidation, else
 * the kept bytes in the encoding the client prefers. The answer varies by session: shared caches
 * must not keep it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { matchesEtag, preferredEncoding } from '../lib/http.ts';
import { answerEtag, cachedAnswer, type RenderedAnswer } from '../services/portal/answer-cache.ts';
import type { PortalCaller } from '../services/portal/portal-caller.ts';
import { callerOf } from '../portal-request/caller.ts';

/** A portal answer to one caller (answers/portal-answers.ts). */
export interface PortalAnswer<Schema extends z.ZodType> {
  /** What is asked: the route and every parameter the answer depends on. */
  request: readonly unknown[];
  /** The 200 schema: what it does not name is left out, as the serialiser would. */
  schema: Schema;
  render: () => Promise<z.input<Schema>>;
  /** The answer is in the reader's language (portal-request/locale.ts). */
  varyByLanguage?: boolean;
}

/** The ETag of an answer to this caller: known without rendering it. */
export const portalAnswerEtag = (caller: PortalCaller, answer: PortalAnswer<z.ZodType>) =>
  answerEtag(caller.revision, caller.org.id, answer.request, caller.viewer);

/**
 * The answer's kept rendering, made now if missing; `rendered` says which. The page route reads
 * it as the JSON route sends it.
 */
export async function keptPortalAnswer(
  caller: PortalCaller,
  answer: PortalAnswer<z.ZodType>,
): Promise<{ kept: RenderedAnswer; rendered: boolean }> {
  let rendered = false;
  const kept = await cachedAnswer(portalAnswerEtag(caller, answer), async () => {
    rendered = true;
    return answer.schema.parse(await answer.render());
  });
  return { kept, rendered };
}

export async function sendCachedAnswer<Schema extends z.ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PortalAnswer<Schema>,
): Promise<FastifyReply> {
  const caller = callerOf(req);
  const etag = portalAnswerEtag(caller, answer);
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', `cookie, accept-encoding${answer.varyByLanguage ? ', accept-language' : ''}`);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    req.server.metrics.portalCache(true);
    return reply.code(304).send();
  }
  const { kept, rendered } = await keptPortalAnswer(caller, answer);
  req.server.metrics.portalCache(!rendered);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  // Fastify sends a Buffer as it is, without the serialiser; the route's 200 schema still
  // documents the JSON it holds, which was parsed by it once when rendered.
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send((await kept.body(encoding)) as never);
}
