/**
 * A real server process (`node main.mjs`, bundled from the run's sources as `npm run build`
 * bundles them: server-bundle.ts), as production runs it, for tests that need more than one
 * instance or need to kill one, and for the benchmarks' cold start (the build itself).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { ROOT } from './repo-root.ts';

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

/** The C allocator's setting `npm run serve` and the container image start the server with. */
const SERVE_MALLOC_MMAP_THRESHOLD = '1048576';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** SIGTERM and wait (graceful), or SIGKILL. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface StartOptions {
  /** How often to ask whether it answers yet. */
  pollMs?: number;
  /**
   * The API tests' bundle of the run's sources (server-bundle.ts, made by their global setup), or
   * the build `npm run serve` runs (the benchmarks).
   */
  entry?: 'bundle' | 'build';
  /** Modules the process loads first (`node --import`), e.g. a test's recorder. */
  preload?: string[];
}

export async function startServerProcess(
  env: Record<string, string>,
  { pollMs = 200, entry = 'bundle', preload = [] }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A preloaded module may be TypeScript: tsx first, for it alone.
  const preloads = [...(preload.length > 0 ? ['tsx'] : []), ...preload].flatMap((m) => [
    '--import',
    m,
  ]);
  // Imported only here: the bundle's path comes from Vitest, which the benchmarks do not run in.
  const main =
    entry === 'build'
      ? 'apps/server/dist/main.mjs'
      : (await import('./server-bundle.ts')).bundled('main');
  const args = [...preloads, '--enable-source-maps', main];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // As `npm run serve` and the container image start it (docs/deploy.md, Memory).
      MALLOC_MMAP_THRESHOLD_: SERVE_MALLOC_MMAP_THRESHOLD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited at start:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not answer within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
