/**
 * The one error handler: every failure answers `{ error: { code, message, details? } }`. Zod
 * validation becomes 400 `invalid_request` with the field paths, an AppError its own status and
 * code, Fastify's client errors (bad JSON, body too large) their status; anything else is logged
 * (by its kind, code and, for a failed query, the statement's text: never the values it carried)
 * and answered 500 `internal` without its message, except a database that does not answer: 503
 * `database_unavailable` (docs/portal.md, Errors). Refusals are logged at debug, by their code.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { API_ERRORS, MESSAGES, retryAfterOf } from '@trustfront/core';

const clientStatus = (error: unknown): number | null => {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : NaN;
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
};

/** Node's socket failures of a connection that cannot be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error (or one of its causes) says the database cannot be reached: a socket failure,
 * a PostgreSQL connection exception (class 08) or shutdown (57P01–57P03), or a closed PGlite.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) {
    return true;
  }
  if (error instanceof Error && error.message === 'PGlite is closed') return true;
  return 'cause' in error && isDatabaseUnreachable(error.cause, depth + 1);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    request.log.debug({ status: 400, code: 'invalid_request' }, 'refused');
    return reply.status(400).send({
      error: {
        code: 'invalid_request',
        message: first?.message ?? 'Invalid request',
        details: error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      },
    });
  }
  if (error instanceof AppError) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
    request.log.debug({ status: error.status, code: error.code }, 'refused');
    return reply.status(error.status).send({
      error: { code: error.code, message: error.message, details: error.details },
    });
  }
  const status = clientStatus(error);
  if (status === null && isDatabaseUnreachable(error)) {
    request.log.error({ err: error }, 'database not reachable');
    return reply
      .status(503)
      .send({ error: { code: 'database_unavailable', message: MESSAGES.databaseUnavailable } });
  }
  if (status === null) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: API_ERRORS.internal });
  }
  request.log.debug({ status, code: error.code }, 'refused');
  return reply.status(status).send({ error: { code: 'bad_request', message: error.message } });
}

/** Unknown routes, in the project's shape (the web app's pages answer their own fallback). */
export function handleNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: API_ERRORS.notFound });
}
