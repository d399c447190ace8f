/**
 * Requests answered cleanly before any route sees them: a NUL character anywhere in the path or
 * query (which PostgreSQL text cannot hold), a NUL or unpaired surrogate in the body, and a
 * malformed URL answer 400 in the project's error shape; an API answer that says nothing of caching is never stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS, badJsonMessage, firstBadJson, refusalOf } from '@trustfront/core';
import { AppError } from './errors.ts';
import { PRIVATE_NO_STORE } from './http.ts';

/** 400 `invalid_request` for a NUL character, raw or percent-encoded, in the URL. */
export function rejectNulCharacters(request: FastifyRequest): void {
  if (request.url.includes('\0') || /%00/i.test(request.url)) {
    throw refusalOf(API_ERRORS.nulInAddress, 400);
  }
}

/**
 * 400 `invalid_request` naming the field, for a NUL character or an unpaired surrogate in any
 * string (keys too) of the parsed body or query, or JSON nested deeper than any request needs:
 * run after parsing and before validation, so no route and no database ever sees them.
 */
export function rejectBadStrings(request: FastifyRequest): void {
  const bad = firstBadJson(request.body, 'body') ?? firstBadJson(request.query, 'query');
  if (bad) {
    throw new AppError('invalid_request', badJsonMessage(bad), 400, [
      { path: bad.path, message: badJsonMessage(bad) },
    ]);
  }
}

/** Fastify's own errors before routing (a URL that does not decode), in the project's shape. */
export function answerFrameworkError(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'The request is not valid';
  void reply
    .code(400)
    .header('cache-control', PRIVATE_NO_STORE)
    .send({ error: { code: 'invalid_request', message } });
}

/**
 * API answers depend on the session unless a route says otherwise (the view's ETag, public
 * assets): by default they are private and never stored.
 */
export function defaultApiCaching(request: FastifyRequest, reply: FastifyReply): void {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', PRIVATE_NO_STORE);
  }
}
