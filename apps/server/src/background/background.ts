/**
 * The background work of one server instance, started when the app is ready and stopped (in
 * flight work finished) when it closes: the job worker (and the day's sweep of the weekly
 * mails, summary of the access log's older months, check of the custom domains and of the
 * subprocessors' trust feeds, pruning of the trust history), the look for content to record in
 * the trust history, the mail
 * sender when SMTP is set, and the embedding of changed passages when
 * embeddings are on.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-types.ts';
import { startMailSender } from '../mail/sender.ts';
import type { Transporter } from 'nodemailer';
import { createTransport, fromAddress } from '../mail/transport.ts';
import { scheduleWeeklyDigest } from '../services/members/visits/weekly-digest.ts';
import { scheduleAccessLogSummary } from '../services/documents/access-log-retention.ts';
import { scheduleDocumentVersionPrune } from '../services/documents/versions.ts';
import { jobHandlers } from './job-handlers.ts';
import { scheduleDomainChecks } from '../services/domains/check-domains.ts';
import { queueHistoryChecks, scheduleHistoryPrune } from '../services/portal/trust-history.ts';
import { catchUpLogs } from '../services/portal/transparency-log.ts';
import { scheduleAccessReminders } from '../services/access/access-reminders.ts';
import { scheduleFourthPartyChecks } from '../services/editing/companies/fourth-party-check.ts';
import { enqueuePlannedChanges } from '../services/editing/subprocessor-changes/apply-changes.ts';
import { scheduleExpiringDocuments } from '../services/integrations/webhooks/expiring.ts';
import { enqueueIntegrationsRefresh } from '../services/integrations/refresh.ts';
import { sealClearClientSecrets } from '../services/staff/sso/client-secret.ts';
import { log, withLogContext } from '../lib/log-context.ts';
import { startLoop, type Loop } from '../jobs/loop.ts';
import { startWorker } from '../jobs/worker.ts';
import { scheduleEmbedding } from '../services/search/vectors/vector-index.ts';

/** How often each instance makes sure the current period's refresh is queued. */
const SCHEDULE_CHECK_MS = 60_000;

export function registerBackground(app: FastifyInstance, deps: AppDeps): void {
  const loops: Loop[] = [];
  // Made when the background starts: nodemailer is loaded only when mail is set up.
  let transport: Transporter | null = null;
  // The background work logs to the app's logger, in contexts of its own (see loop.ts).
  const start = async () => {
    // Today's sweep of the weekly mails; each sweep queues the next day's (one per day).
    await scheduleWeeklyDigest(deps.db, new Date());
    // Today's summary of the access log's older months; each queues the next day's.
    await scheduleAccessLogSummary(deps.db, new Date());
    // Today's removal of versions past their retention; each queues the next day's.
    await scheduleDocumentVersionPrune(deps.db, new Date());
    // Today's check of the custom domains' TXT records; each check queues the next day's.
    await scheduleDomainChecks(deps.db, new Date());
    // Today's pruning of the trust history past its kept years; each queues the next day's.
    await scheduleHistoryPrune(deps.db, new Date());
    // Today's look for expiring documents (webhooks); each queues the next day's.
    await scheduleExpiringDocuments(deps.db, new Date());
    // Today's reminders of access ending in 14 and 2 days; each sweep queues the next day's.
    await scheduleAccessReminders(deps.db, new Date());
    // Today's check of subprocessors' trust feeds; each check queues the next day's.
    await scheduleFourthPartyChecks(deps.db, new Date());
    // Each planned subprocessor change's job on its effective day (one per change).
    await enqueuePlannedChanges(deps.db);
    // Single sign-on client secrets saved in clear by an earlier version are sealed.
    await sealClearClientSecrets(deps.db, deps.config.secret);
    // The history recorded before the transparency log existed is appended to it, in order.
    await catchUpLogs(deps.db, deps.config.secret);
    const worker = startWorker({
      db: deps.db,
      handlers: jobHandlers(deps),
      idleMs: deps.config.jobsPollMs,
    });
    loops.push(worker);
    loops.push(
      startLoop({
        name: 'integrations schedule',
        idleMs: SCHEDULE_CHECK_MS,
        onError: (error) => log().error({ err: error }, 'integrations schedule failed'),
        tick: async () => {
          const queued = await enqueueIntegrationsRefresh(deps.db, deps.config.integrations);
          if (queued !== null) worker.wake();
          return false;
        },
      }),
    );
    if (deps.config.historyCheckSeconds > 0) {
      loops.push(
        startLoop({
          name: 'trust history',
          idleMs: deps.config.historyCheckSeconds * 1000,
          onError: (error) => log().error({ err: error }, 'trust history check failed'),
          tick: async () => {
            if ((await queueHistoryChecks(deps.db)) > 0) worker.wake();
            return false;
          },
        }),
      );
    }
    await deps.vectors.prepare(deps.db, log());
    transport = await createTransport(deps.config.smtpUrl);
    if (deps.vectors.enabled()) {
      loops.push(
        scheduleEmbedding(
          deps,
          () => worker.wake(),
          (error) => log().error({ err: error }, 'embedding schedule failed'),
        ),
      );
    }
    if (transport) {
      loops.push(
        startMailSender({
          db: deps.db,
          transport,
          from: fromAddress(deps.config.mailFrom, deps.config.publicUrl),
          onSent: (count) => app.metrics.mailsSent(count),
          onFailed: (final) => app.metrics.mailFailed(final),
        }),
      );
    }
  };
  app.addHook('onReady', () => withLogContext(app.log, start));
  app.addHook('onClose', async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    transport?.close();
  });
}
