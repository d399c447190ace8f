/** Starts the real server (`apps/server/src/main.ts`) as a child process for HTTP benchmarks. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../apps/server/test/helpers/server-process.ts';

export const repoRoot = join(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  /** The server process's id, to sample its memory. */
  pid: number;
  /** Stops the process and starts another on the same data (a restart), waiting as at start. */
  restart(): Promise<RunningServer>;
  stop(): Promise<void>;
}

/**
 * Starts the server on a free port with a fresh data folder and the demo seed, on the embedded
 * database or on `databaseUrl`, and waits until it answers; `stop()` ends it and removes the
 * folder.
 */
export async function startServer(opts: { databaseUrl?: string } = {}): Promise<RunningServer> {
  return startOn(await mkdtemp(join(tmpdir(), 'trustfront-bench-')), opts);
}

async function startOn(dataDir: string, opts: { databaseUrl?: string }): Promise<RunningServer> {
  try {
    // The build `npm run serve` runs: the benchmarks run outside Vitest, so they have none of the
    // API tests' bundles (test/helpers/server-bundle.ts).
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SEED: 'demo',
        SEED_ADMIN_PASSWORD: 'bench-admin-password',
        ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
        // The build to serve and measure, when not the repository's own.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
      { entry: 'build' },
    );
    await contentSettled(server.url);
    return {
      baseUrl: server.url,
      pid: server.child.pid ?? 0,
      async restart() {
        await server.stop();
        return startOn(dataDir, opts);
      },
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Waits until the demo's content stops changing: at a first start the seeded documents' text is
 * read in the background, each one raising the content revision (and so the view's ETag). The
 * figures are of a server at rest, whose ETag holds for `QUIET_SECONDS` (more than the job
 * worker's pause of a second between two polls, so that a pause is not taken for the end).
 */
const QUIET_SECONDS = 5;

async function contentSettled(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const etag = async () =>
    (await fetch(`${baseUrl}/api/portal/acme/view`)).headers.get('etag') ?? '';
  const deadline = Date.now() + timeoutMs;
  let last = await etag();
  let quietSeconds = 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await etag();
    quietSeconds = now === last ? quietSeconds + 1 : 0;
    if (quietSeconds >= QUIET_SECONDS) return;
    last = now;
  }
  throw new Error('The demo content kept changing: no figures of a server at rest');
}
