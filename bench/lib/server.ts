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
  stop(): Promise<void>;
}

/**
 * Starts the server on a free port with a fresh data folder and the demo seed, on the embedded
 * database or on `databaseUrl`, and waits until it answers; `stop()` ends it and removes the
 * folder.
 */
export async function startServer(opts: { databaseUrl?: string } = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-'));
  try {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: 'bench-admin-password',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      // The build to serve and measure, when not the repository's own.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    });
    return {
      baseUrl: server.url,
      pid: server.child.pid ?? 0,
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
