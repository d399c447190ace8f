/**
 * The state of the optional embeddings on one server instance. They are on when the operator
 * configured an endpoint and the database has pgvector (found out once, at start). Asking for a
 * term's vector never fails a search: on an error or after `QUERY_TIMEOUT_MS` the search goes on
 * with full-text matching alone, and after a failure the endpoint is left alone for
 * `RETRY_AFTER_MS`, so that an outage does not slow every search down by the timeout.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { log as currentLog } from '../../../lib/log-context.ts';
import { embedTexts } from './embeddings-client.ts';
import {
  dropVectors,
  openVectorStore,
  storedModel,
  vectorExtensionAvailable,
  type VectorModel,
} from './vector-store.ts';

/** How long a search waits for its term's vector. */
export const QUERY_TIMEOUT_MS = 1500;
/** How long the endpoint is not asked for terms' vectors after it failed. */
export const RETRY_AFTER_MS = 30_000;
/** How often an instance that knows no stored model looks again (another one may have made it). */
const MODEL_RECHECK_MS = 10_000;

/** A term's vector and how similar a passage must be to it to be a hit. */
export interface TermVector {
  embedding: number[];
  minSimilarity: number;
}

export interface PassageVectors {
  /** The endpoint, when configured (whether or not the database can keep vectors). */
  readonly config: EmbeddingsConfig | undefined;
  /** Whether vectors are kept and searched (configured, and the database has pgvector). */
  enabled(): boolean;
  /** Checks the database once at start; logs one line saying whether embeddings are in use. */
  prepare(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void>;
  /** The term's vector, or null when there is none to search with (off, no vectors, failure). */
  termVector(db: Db, term: string): Promise<TermVector | null>;
  /** The stored model changed or vectors were written: searches may find other passages. */
  changed(model: VectorModel | null): void;
  /** Changes whenever the answers of a search may change without the content changing. */
  generation(): number;
}

export function passageVectors(config: EmbeddingsConfig | undefined): PassageVectors {
  let on = false;
  let model: VectorModel | null = null;
  let modelCheckedAt = 0;
  let failedAt = 0;
  let generation = 0;

  const currentModel = async (db: Db) => {
    if (model || Date.now() - modelCheckedAt < MODEL_RECHECK_MS) return model;
    modelCheckedAt = Date.now();
    model = await storedModel(db);
    if (model) generation++;
    return model;
  };

  return {
    config,
    enabled: () => on,
    async prepare(db, log) {
      if (!config) return;
      if (!(await vectorExtensionAvailable(db))) {
        log.warn(
          'EMBEDDINGS_BASE_URL is set but the database has no pgvector extension: search uses full-text and trigram matching only',
        );
        return;
      }
      try {
        const stored = await openVectorStore(db);
        if (stored && stored.model !== config.model) await dropVectors(db);
        model = stored?.model === config.model ? stored : null;
      } catch (error) {
        // E.g. the extension is available but the database user may not create it.
        log.warn(
          { err: error },
          'EMBEDDINGS_BASE_URL is set but the vector tables could not be made: search uses full-text and trigram matching only',
        );
        return;
      }
      modelCheckedAt = Date.now();
      on = true;
      log.info(
        { model: config.model, baseUrl: config.baseUrl, dimensions: model?.dimensions },
        'embeddings on: search fuses nearest passages with full-text matching',
      );
    },
    async termVector(db, term) {
      if (!on || !config || (failedAt && Date.now() - failedAt < RETRY_AFTER_MS)) return null;
      const stored = await currentModel(db);
      if (!stored) return null;
      try {
        const [embedding] = await embedTexts(config, [term], QUERY_TIMEOUT_MS);
        if (failedAt) {
          failedAt = 0;
          generation++;
        }
        // A vector of another length comes from another model: the stored ones do not compare.
        if (!embedding || embedding.length !== stored.dimensions) return null;
        return { embedding, minSimilarity: config.minSimilarity };
      } catch (error) {
        failedAt = Date.now();
        generation++;
        currentLog().warn(
          { err: error, retryAfterMs: RETRY_AFTER_MS },
          'embeddings endpoint failed: searches match words alone for a while',
        );
        return null;
      }
    },
    changed(next) {
      model = next;
      modelCheckedAt = Date.now();
      generation++;
    },
    generation() {
      // The pause after a failure is over: searches may find passages again.
      if (failedAt && Date.now() - failedAt >= RETRY_AFTER_MS) {
        failedAt = 0;
        generation++;
      }
      return generation;
    },
  };
}
