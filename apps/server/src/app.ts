/** Builds the Fastify application from its dependencies; `main.ts` and the tests both use this. */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { assertSameOrigin } from './lib/csrf.ts';
import { AppError } from './lib/errors.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';
import { registerRoutes } from './routes/index.ts';
import type { Storage } from './storage/index.ts';

export interface AppDeps {
  db: Db;
  storage: Storage;
  config: Config;
}

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.cookie'] },
    trustProxy: deps.config.trustProxy,
  });
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
  await app.register(cookie, { secret: deps.config.secret });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many attempts. Please try again in ${context.after}.`, 429),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trustfront API',
        description: 'Public portal and private app API of the Trustfront trust center.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        error: {
          code: 'invalid_request',
          message: first?.message ?? 'Invalid request',
          details: error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
        },
      });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, details: error.details },
      });
    }
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 500) request.log.error(error);
    const message = status >= 500 || !(error instanceof Error) ? 'Internal error' : error.message;
    return reply
      .status(status)
      .send({ error: { code: status >= 500 ? 'internal' : 'bad_request', message } });
  });

  app.addHook('onRequest', async (request) => assertSameOrigin(request));

  await registerRoutes(app.withTypeProvider<ZodTypeProvider>(), deps);
  return app;
}
