/**
 * Entry point: configuration, database (locked when embedded, migrated), first-run seed, HTTP
 * server, the operator socket (embedded database), the setup token when there is no
 * organisation yet, shutdown. A state the operator fixes (a setting, the data folder, another
 * process on the embedded database) ends the start with one log line saying what to do.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { log, setRootLogger } from './lib/log-context.ts';
import { collectWhenIdle } from './lib/idle-collect.ts';
import { createLogger } from './lib/logger.ts';
import { hasNoOrganization } from './services/organizations/setup.ts';
import { enqueueMissingDocumentTexts } from './services/search/document-text.ts';
import { openStorage } from './storage/index.ts';
import { migrateDatabase } from './db/migration-state.ts';
import { OperatorError } from './lib/operator-error.ts';
import { versionLine } from './version.ts';

if (process.argv.includes('--version')) {
  console.log(versionLine());
  process.exit(0);
}

const started = performance.now();
const timings: Record<string, number> = {};
const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
  const from = performance.now();
  const result = await work();
  timings[phase] = Math.round(performance.now() - from);
  return result;
};

setRootLogger(createLogger('info'));
/** Ends the start on a state the operator fixes: its one line, no stack trace. */
const refuse = (error: unknown): never => {
  if (!(error instanceof OperatorError)) throw error;
  log().fatal({ setting: error.setting }, error.message);
  process.exit(1);
};
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse(error);
  }
})();
setRootLogger(createLogger(config.logLevel));
// One after the other: PGlite creating a new database while other work runs can stall.
const database = await timed('database', () =>
  openDatabase(config, 'server', (error) => {
    log().fatal({ err: error }, "the embedded database's lock was taken by another process");
    process.exit(1);
  }),
).catch(refuse);
const applied = await timed('migrations', () => migrateDatabase(database)).catch(refuse);
if (applied.length > 0) {
  log().info(
    { migrations: applied },
    `applied ${applied.length} migrations: ${applied.join(', ')}`,
  );
}
const storage = await openStorage(config);

// The demo's content and its PDF writer are loaded only when there is no organisation to keep:
// a restart reads none of it (docs/deploy.md, Sizing).
if (config.seed === 'demo' && (await hasNoOrganization(database.db))) {
  const { seedDemo } = await import('./db/seed/index.ts');
  const seeded = await timed('seed', () =>
    seedDemo(database.db, storage, { adminPassword: config.seedAdminPassword }),
  );
  if (seeded) log().info({ adminEmail: seeded.adminEmail }, 'demo organisation seeded');
  if (seeded?.passwordGenerated) {
    // Printed once, at the first start, to the terminal and never to the log, which keeps no
    // password; the password is not kept in clear anywhere.
    console.log(
      `\nDemo organisation seeded. Sign in at ${config.publicUrl}/app as ${seeded.adminEmail} (or auditor@acme.example, a narrower role) with password: ${seeded.adminPassword}\n`,
    );
  }
}

// Documents without their text yet (the seeded PDFs) are read by the background worker.
await enqueueMissingDocumentTexts(database.db);

const app = await timed('app', () =>
  buildApp({ db: database.db, revisions: database.revisions, storage, config, logger: log() }),
);

// On the embedded database, the operator's commands run in this process (cli/operator-server.ts).
const operatorSocket =
  database.kind === 'pglite'
    ? await (
        await import('./cli/operator-server.ts')
      ).openOperatorSocket({ database, config, storage })
    : undefined;
if (operatorSocket?.path) database.lock?.announceSocket(operatorSocket.path);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await operatorSocket?.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  await operatorSocket?.close();
  await database.close();
  return refuse(
    new OperatorError(
      `PORT ${config.port} on ${config.host} is taken by another process: stop it, or set PORT to a free port.`,
      'PORT',
    ),
  );
});
// Milliseconds since the process started, with the modules' loading and each phase: what a slow
// start spent its time on.
app.log.info(
  { startupMs: Math.round(performance.now()), modules: Math.round(started), ...timings },
  'ready',
);

// What a burst of work (the first start's seed, many visitors) left in the heap is returned once
// the process is quiet (docs/deploy.md, Memory).
const MB = 1024 * 1024;
collectWhenIdle((before, after) =>
  app.log.debug(
    { heapMbBefore: Math.round(before / MB), heapMbAfter: Math.round(after / MB) },
    'heap collected while idle',
  ),
);

// No organisation yet (SEED=none, or every one deleted): whoever holds the setup token creates
// the first one at /app/setup (docs/setup.md). The token goes to the log and the terminal, where
// only the operator reads it; an operator's own SETUP_TOKEN is not repeated.
if (await hasNoOrganization(database.db)) {
  const setupUrl = `${config.publicUrl}/app/setup`;
  const message = config.setup.fromEnv
    ? `No organisation yet: open ${setupUrl} and enter the setup token set in SETUP_TOKEN.`
    : `No organisation yet: open ${setupUrl} and enter the setup token ${config.setup.token}`;
  app.log.warn({ setupUrl }, message);
  console.log(`\n${message}\n`);
}
