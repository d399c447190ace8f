/**
 * The background work of one server instance, started when the app is ready and stopped (in
 * flight work finished) when it closes: the job worker (and the day's sweep of the weekly
 * mails), and the mail sender when SMTP is set.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-types.ts';
import { startMailSender } from '../mail/sender.ts';
import { createTransport, fromAddress } from '../mail/transport.ts';
import { scheduleWeeklyDigest } from '../services/visits/weekly-digest.ts';
import { jobHandlers } from './handlers.ts';
import type { Loop } from './loop.ts';
import { startWorker } from './worker.ts';

export function registerBackground(app: FastifyInstance, deps: AppDeps): void {
  const loops: Loop[] = [];
  const transport = createTransport(deps.config.smtpUrl);
  app.addHook('onReady', async () => {
    // Today's sweep of the weekly mails; each sweep queues the next day's (one per day).
    await scheduleWeeklyDigest(deps.db, new Date());
    loops.push(startWorker({ db: deps.db, handlers: jobHandlers(deps), log: app.log }));
    if (transport) {
      loops.push(
        startMailSender({
          db: deps.db,
          transport,
          from: fromAddress(deps.config.mailFrom, deps.config.publicUrl),
          log: app.log,
        }),
      );
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    transport?.close();
  });
}
