/**
 * What route modules receive: the Fastify instance with the zod type provider, and the
 * application's dependencies. Kept apart from `app.ts` so that routes never import the module
 * that imports them.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ContentRevisions } from './db/content-revision.ts';
import type { PassageVectors } from './services/search/vectors/vector-search.ts';
import type { Storage } from './storage/index.ts';

export interface AppDeps {
  db: Db;
  revisions: ContentRevisions;
  storage: Storage;
  config: Config;
  /** The optional embeddings of search passages (off unless configured and supported). */
  vectors: PassageVectors;
}

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
