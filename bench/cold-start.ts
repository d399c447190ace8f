/**
 * Cold start: from starting the built server (`npm run serve`'s command) to the first byte of
 * the portal page, on a data folder that is already migrated and seeded (a restart after a
 * build), and on an empty one (first run: migrations and the demo seed included).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../apps/server/test/helpers/server-process.ts';

export const COLD_START_BUDGET_MS = 3000;

async function timeToFirstPortalByte(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED: 'demo', SEED_ADMIN_PASSWORD: 'bench-admin-password' },
    { pollMs: 20, entry: 'build' },
  );
  try {
    const res = await fetch(`${server.url}/`);
    const reader = res.body?.getReader();
    await reader?.read();
    const elapsed = performance.now() - started;
    await reader?.cancel();
    if (!res.ok) throw new Error(`GET / answered ${res.status}`);
    return elapsed;
  } finally {
    await server.stop();
  }
}

export async function measureColdStart(): Promise<{ firstRunMs: number; restartMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trustfront-bench-start-'));
  try {
    const firstRunMs = await timeToFirstPortalByte(dataDir);
    const restartMs = await timeToFirstPortalByte(dataDir);
    return { firstRunMs, restartMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
