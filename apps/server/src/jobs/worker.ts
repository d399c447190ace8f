/**
 * Runs queued jobs on this instance: claims due jobs of the kinds it has handlers for, runs them
 * concurrently, completes or retries each. Every instance runs one; the queue hands each job to
 * one instance at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { startLoop, type Loop } from './loop.ts';
import { claimJobs, completeJob, failJob, type ClaimedJob } from './queue.ts';

export type JobHandler = (job: ClaimedJob) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface WorkerOptions {
  db: Db;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  concurrency?: number;
  /** How long a claimed job stays with this instance before another may take it over. */
  lockMs?: number;
  idleMs?: number;
}

export function startWorker({
  db,
  handlers,
  log,
  concurrency = 4,
  lockMs = 5 * 60 * 1000,
  idleMs = 1000,
}: WorkerOptions): Loop {
  const kinds = Object.keys(handlers);
  const run = async (job: ClaimedJob) => {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job.id);
    } catch (error) {
      log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await failJob(db, job, error);
    }
  };
  return startLoop({
    idleMs,
    onError: (error) => log.error({ err: error }, 'job worker'),
    tick: async () => {
      const claimed = await claimJobs(db, kinds, concurrency, lockMs);
      await Promise.all(claimed.map(run));
      return claimed.length > 0;
    },
  });
}
