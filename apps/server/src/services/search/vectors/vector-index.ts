/**
 * Keeping passage vectors current: a job on the queue (`search.embed`), claimed by one instance,
 * embeds in batches the searchable units whose text has no vectors yet or changed (by content
 * hash), and drops the vectors of units that are gone. Every instance queues it when any
 * organisation's content revision moves (and once an hour); the key makes it one job across
 * instances. An endpoint failure fails the job, which the queue retries with back-off; searches
 * meanwhile go on with what is stored.
 */
import { chunkText } from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import type { Db } from '../../../db/client.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { startLoop, type Loop } from '../../../jobs/loop.ts';
import { log } from '../../../lib/log-context.ts';
import { EmbeddingsUnavailableError, embedTexts } from './embeddings-client.ts';
import type { PassageVectors } from './vector-search.ts';
import {
  deleteOrphanVectors,
  pendingPassages,
  storedModel,
  useVectorModel,
  writeVectors,
  type PassageVector,
  type PendingPassage,
} from './vector-store.ts';

export const EMBED_JOB = 'search.embed';

/** Units (an item, a document, an FAQ…) read per batch. */
const UNITS_PER_BATCH = 256;
/** Texts sent in one request to the endpoint. */
const TEXTS_PER_REQUEST = 64;
const REQUEST_TIMEOUT_MS = 30_000;
/** A job embeds for at most this long, then queues the rest as another job. */
const JOB_BUDGET_MS = 60_000;
/** A unit other than a document is embedded as one passage of at most this many characters. */
const UNIT_MAX_CHARS = 2000;
/** A document's text is embedded in passages of this size, its first ones only. */
const DOCUMENT_PASSAGES = { size: 1000, maxChunks: 20 };
/** How often each instance checks whether the content moved. */
const SCHEDULE_CHECK_MS = 5000;
const HOUR_MS = 3_600_000;

interface Passage {
  chunk: number;
  start: number;
  length: number;
  text: string;
}

/** The passages a unit is embedded as: a document's parts, else the whole unit (length 0). */
function passagesOf(unit: PendingPassage): Passage[] {
  if (unit.kind !== 'document') {
    const text = `${unit.title}\n${unit.body}`.slice(0, UNIT_MAX_CHARS);
    return [{ chunk: 0, start: 0, length: 0, text }];
  }
  const spans = chunkText(unit.body, DOCUMENT_PASSAGES);
  if (spans.length === 0) return [{ chunk: 0, start: 0, length: 0, text: unit.title }];
  return spans.map((span, chunk) => ({ ...span, chunk, text: `${unit.title}\n${span.text}` }));
}

export type VectorDeps = { db: Db; vectors: PassageVectors };

/** Embeds one batch of changed units; answers how many were written (0: none was pending). */
async function embedPendingBatch({ db, vectors }: VectorDeps): Promise<number> {
  const config = vectors.config;
  if (!config || !vectors.enabled()) return 0;
  const model = await storedModel(db);
  const units = await pendingPassages(db, model !== null, UNITS_PER_BATCH);
  if (units.length === 0) return 0;
  const passages = units.map(passagesOf);
  const texts = passages.flat().map((p) => p.text);
  const embeddings: number[][] = [];
  for (let i = 0; i < texts.length; i += TEXTS_PER_REQUEST) {
    const batch = texts.slice(i, i + TEXTS_PER_REQUEST);
    embeddings.push(...(await embedTexts(config, batch, REQUEST_TIMEOUT_MS)));
  }
  const dimensions = embeddings[0]?.length ?? 0;
  if (embeddings.some((e) => e.length !== dimensions)) {
    throw new EmbeddingsUnavailableError('The embeddings endpoint answered vectors of two lengths');
  }
  const wanted = { model: config.model, dimensions };
  // The first vectors, or vectors of another model or length (the endpoint's model changed): the
  // table is made for them, and what was stored is embedded again.
  if (model?.model !== wanted.model || model.dimensions !== dimensions) {
    await useVectorModel(db, wanted);
  }
  let next = 0;
  await writeVectors(
    db,
    units.map((unit, u) => ({
      unit,
      vectors: (passages[u] ?? []).map(({ chunk, start, length }): PassageVector => ({
        chunk,
        start,
        length,
        embedding: embeddings[next++] ?? [],
      })),
    })),
  );
  vectors.changed(wanted);
  return units.length;
}

/** The pass running (or last run) on this instance for each set of vectors. */
const passes = new WeakMap<PassageVectors, Promise<unknown>>();

/**
 * Embeds what changed, batch after batch, and drops the vectors of units that are gone; answers
 * how many units were embedded and whether some are left once `budgetMs` is spent. Passes on one
 * instance run one after the other: when one returns, what changed before it began is embedded.
 */
export function embedChanged(
  deps: VectorDeps,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<{ units: number; more: boolean }> {
  const pass = async () => {
    if (!deps.vectors.enabled()) return { units: 0, more: false };
    const started = Date.now();
    if (await storedModel(deps.db)) await deleteOrphanVectors(deps.db);
    let units = 0;
    for (;;) {
      const written = await embedPendingBatch(deps);
      units += written;
      if (written === 0) return { units, more: false };
      if (Date.now() - started > budgetMs) return { units, more: true };
    }
  };
  const previous = passes.get(deps.vectors) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(pass);
  passes.set(deps.vectors, run);
  return run;
}

/** The job handler of `search.embed`: what is left after its budget is queued as another job. */
export const embedJobHandler =
  (deps: AppDeps): JobHandler =>
  async (job) => {
    const { units, more } = await embedChanged(deps, JOB_BUDGET_MS);
    log().info({ units, more }, 'passages embedded');
    if (more) {
      await enqueueJob(deps.db, EMBED_JOB, {}, { dedupeKey: `${EMBED_JOB}:after:${job.id}` });
    }
  };

/**
 * Queues the embedding of what changed: once per model, content revision (the sum of every
 * organisation's, which moves with any change) and hour across every instance (the hour brings
 * back a job that failed for good, e.g. a long outage).
 */
export function enqueueEmbedding(
  db: Db,
  model: string,
  revision: number,
  now = Date.now(),
): Promise<number | null> {
  const hour = Math.floor(now / HOUR_MS);
  return enqueueJob(db, EMBED_JOB, {}, { dedupeKey: `${EMBED_JOB}:${model}:${revision}:${hour}` });
}

/** Checks the content revisions every few seconds and queues the embedding when one moved. */
export function scheduleEmbedding(
  deps: Pick<AppDeps, 'db' | 'revisions' | 'vectors'>,
  wake: () => void,
  onError: (error: unknown) => void,
): Loop {
  const model = deps.vectors.config?.model ?? '';
  return startLoop({
    name: 'embedding schedule',
    idleMs: SCHEDULE_CHECK_MS,
    onError,
    tick: async () => {
      const queued = await enqueueEmbedding(deps.db, model, await deps.revisions.total());
      if (queued !== null) wake();
      return false;
    },
  });
}
