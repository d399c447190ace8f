/**
 * The logger of the work in progress, without passing it along: each request runs in a context
 * holding its logger (Fastify's request logger, with the request id), to which the request's
 * organisation and caller are added once known; each background job runs in one of its own
 * (the job's id, kind and attempt). `log()` answers the current context's logger, or the root
 * logger outside any context (start-up, command-line tools).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';

export type Logger = FastifyBaseLogger;

interface LogContext {
  logger: Logger;
  /** Hands a logger with more fields to whatever else logs this work (the request and reply). */
  adopt?: (logger: Logger) => void;
}

const contexts = new AsyncLocalStorage<LogContext>();
let root: Logger = pino({ level: 'silent' });

declare module 'fastify' {
  interface FastifyRequest {
    logContext: LogContext | null;
  }
}

/** The logger of the current request or job; the root logger outside of one. */
export const log = (): Logger => contexts.getStore()?.logger ?? root;

/** The logger used outside of any request or job (silent until the process sets one). */
export function setRootLogger(logger: Logger): void {
  root = logger;
}

/** Runs `work` (and everything it starts) in a context logging to `logger`. */
export function withLogContext<T>(logger: Logger, work: () => T): T {
  return contexts.run({ logger }, work);
}

/**
 * Adds fields to every later line of the current request or job (e.g. its organisation once
 * found), including the request's own completion line. Outside a context, nothing happens.
 */
export function addLogFields(fields: Record<string, string | number>): void {
  const context = contexts.getStore();
  if (!context) return;
  context.logger = context.logger.child(fields);
  context.adopt?.(context.logger);
}

/** Who is calling, as the log says it. */
export type CallerKind = 'anonymous' | 'member' | 'staff' | 'token';

/**
 * Gives each request its context. Its hooks run before every other: the context is entered
 * when the request arrives, and entered again once its body is read, since the body's stream
 * events come from the connection's context, not the request's.
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.decorateRequest('logContext', null);
  app.addHook('onRequest', (request, reply, done) => {
    const context: LogContext = {
      logger: request.log,
      adopt: (logger) => {
        request.log = logger;
        reply.log = logger;
      },
    };
    request.logContext = context;
    contexts.run(context, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.logContext) contexts.run(request.logContext, done);
    else done();
  });
}

/** The health and readiness probes, whose lines are at debug. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * One log line a request (Fastify's `incoming request` line is not written): `request completed`
 * once it is answered, with the request, its status and time, and the fields its context gained;
 * the probes' lines (a health check every few seconds) at debug. Failures keep Fastify's lines.
 */
export class OneLineARequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log[PROBES.has(request.url) ? 'debug' : 'info'](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
