/** Builds the Fastify application from its dependencies; `main.ts` and the tests both use this. */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-types.ts';
import { registerBackground } from './background/background.ts';
import { registerCompression } from './lib/compression.ts';
import { assertSameOrigin } from './lib/csrf.ts';
import { handleError, handleNotFound } from './lib/error-handler.ts';
import { retryLater, SERVER_ERROR_TEXTS } from '@trustfront/core';
import {
  answerFrameworkError,
  defaultApiCaching,
  rejectBadStrings,
  rejectNulCharacters,
} from './lib/request-guards.ts';
import { OneLineARequest, registerRequestLogContext, type Logger } from './lib/log-context.ts';
import { createLogger } from './lib/logger.ts';
import { cookieDefaults } from './lib/session.ts';
import { postgresRateLimitStore } from './services/access/rate-limit-store.ts';
import { describeSecurity, guardCaller, SECURITY_SCHEMES } from './routes/caller-guard.ts';
import { guardHost } from './routes/host-guard.ts';
import { registerRoutes } from './routes/index.ts';
import { passageVectors } from './services/search/vectors/vector-search.ts';

/**
 * `vectors` is made from the configuration unless given (tests hand in the one they index with);
 * so is the logger (the process hands in its root logger, tests one writing where they read).
 */
/**
 * How long a client may take to send a request (docs/deploy.md, Request time limits): the whole
 * request, headers and body, within the limit, the headers within a minute at most; Node looks
 * for late requests at least every 5 seconds (its own 30 would let one run that much over).
 */
function requestTimeLimits(seconds: number) {
  const requestTimeout = seconds * 1000;
  return {
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, requestTimeout / 4)),
    },
  };
}

export async function buildApp(
  base: Omit<AppDeps, 'vectors'> & Partial<Pick<AppDeps, 'vectors'>> & { logger?: Logger },
): Promise<FastifyInstance> {
  const { logger: given, ...rest } = base;
  const deps: AppDeps = {
    ...rest,
    vectors: rest.vectors ?? passageVectors(rest.config.embeddings),
  };
  const logger =
    given ?? (deps.config.logLevel === 'silent' ? undefined : createLogger(deps.config.logLevel));
  const app = Fastify({
    // Without a logger (silent), Fastify's own no-op one: no line is even formatted.
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    ...requestTimeLimits(deps.config.requestTimeoutSeconds),
    logController: new OneLineARequest(),
    trustProxy: deps.config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  // Traces only when an endpoint is configured: the SDK is not even loaded otherwise.
  if (deps.config.tracing) {
    const { registerTracing } = await import('./lib/tracing.ts');
    await registerTracing(app, deps.config.tracing);
  }
  registerRequestLogContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, {
    secret: deps.config.secret,
    // Defaults of every cookie set, not only of parsing (`Secure` from PUBLIC_URL).
    parseOptions: cookieDefaults(deps.config.publicUrl),
  });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(deps.db),
    // The seconds in the details too, so that the portal can say the wait in the reader's language.
    errorResponseBuilder: (_request, context) =>
      retryLater(
        'rate_limited',
        SERVER_ERROR_TEXTS.rateLimitedIn(context.after),
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trustfront API',
        description: 'Public portal and private app API of the Trustfront trust center.',
        version: '0.1.0',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler(handleError);
  // Pages answer unknown paths with the web app; without it, the API's 404 shape.
  if (!deps.config.webDist) app.setNotFoundHandler(handleNotFound);
  app.addHook('onRequest', async (request) => rejectNulCharacters(request));
  app.addHook('onRequest', async (request) => assertSameOrigin(request));
  // Every guarded route's caller, before its body is read or validated.
  app.decorateRequest('staffCaller', null);
  app.decorateRequest('memberCaller', null);
  app.decorateRequest('portalCaller', null);
  // What a host answers, and whose session it honours, before any caller is resolved.
  app.decorateRequest('tenantHost', null);
  app.decorateRequest('sessionIgnored', false);
  app.addHook('onRequest', guardHost(deps));
  app.addHook('onRequest', guardCaller(deps));
  app.addHook('onRoute', describeSecurity);
  app.addHook('preValidation', async (request) => rejectBadStrings(request));
  app.addHook('onSend', async (request, reply) => defaultApiCaching(request, reply));

  await registerCompression(app);
  await registerRoutes(app.withTypeProvider<ZodTypeProvider>(), deps);
  registerBackground(app, deps);
  return app;
}
