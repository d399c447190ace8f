/** Starts the real server (`apps/server/src/main.ts`) as a child process for HTTP benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on a free port with a fresh data folder (embedded database, demo seed) and
 * waits until it answers; `stop()` ends it and removes the folder.
 */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SECRET: undefined,
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
