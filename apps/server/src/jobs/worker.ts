/**
 * Runs queued jobs on this instance: claims due jobs of the kinds it has handlers for, runs them
 * concurrently, completes or retries each. Every instance runs one; the queue hands each job to
 * one instance at a time. Each job logs in a context of its own (its id, kind and attempt, in
 * place of a request's id): its start, its end with its duration, or its failure.
 */
import type { Db } from '../db/client.ts';
import { log as currentLog, withLogContext, type Logger } from '../lib/log-context.ts';
import { startLoop, type Loop } from './loop.ts';
import { claimJobs, completeJob, failJob, type ClaimedJob } from './queue.ts';

/**
 * Does a job's work. It answers NOTHING_TO_DO when it found nothing to do (a portal not yet
 * published, content already recorded): the job's lines then stay at debug. Any other answer is
 * a job done.
 */
export type JobHandler = (job: ClaimedJob) => Promise<unknown>;

export const NOTHING_TO_DO = 'nothing to do';
export type JobHandlers = Record<string, JobHandler>;

export interface WorkerOptions {
  db: Db;
  handlers: JobHandlers;
  /** Where the worker's lines go: the logger of the context that starts it by default. */
  log?: Logger;
  concurrency?: number;
  /** How long a claimed job stays with this instance before another may take it over. */
  lockMs?: number;
  /** How long to wait, when no job was due, before looking again (config's `jobsPollMs`). */
  idleMs: number;
}

export function startWorker({
  db,
  handlers,
  log: base = currentLog(),
  concurrency = 4,
  lockMs = 5 * 60 * 1000,
  idleMs,
}: WorkerOptions): Loop {
  const kinds = Object.keys(handlers);
  const runJob = async (job: ClaimedJob) => {
    const handler = handlers[job.kind];
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    currentLog().debug({ maxAttempts: job.maxAttempts }, 'job started');
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const outcome = await handler(job);
      await completeJob(db, job.id);
      currentLog()[outcome === NOTHING_TO_DO ? 'debug' : 'info'](
        { durationMs: durationMs() },
        'job done',
      );
    } catch (error) {
      const final = job.attempts >= job.maxAttempts;
      currentLog()[final ? 'error' : 'warn'](
        { err: error, durationMs: durationMs(), final },
        final ? 'job failed for good' : 'job failed, to be retried',
      );
      await failJob(db, job, error);
    }
  };
  const run = (job: ClaimedJob) =>
    withLogContext(
      currentLog().child({ jobId: job.id, kind: job.kind, attempt: job.attempts }),
      () => runJob(job),
    );
  return withLogContext(base, () =>
    startLoop({
      name: 'jobs',
      idleMs,
      onError: (error) => currentLog().error({ err: error }, 'job worker failed'),
      tick: async () => {
        const claimed = await claimJobs(db, kinds, concurrency, lockMs);
        await Promise.all(claimed.map(run));
        return claimed.length > 0;
      },
    }),
  );
}
