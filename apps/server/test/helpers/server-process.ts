/**
 * A real server process (`node apps/server/src/main.ts`), as production runs it, for tests that
 * need more than one instance or need to kill one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

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
  /** The TypeScript sources (through tsx), or the build `npm run serve` runs. */
  entry?: 'source' | 'build';
  /** Modules the process loads first (`node --import`), e.g. a test's recorder. */
  preload?: string[];
}

export async function startServerProcess(
  env: Record<string, string>,
  { pollMs = 200, entry = 'source', preload = [] }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // tsx first: the sources and a preloaded module may be TypeScript; the build alone needs none.
  const needsTsx = entry === 'source' || preload.length > 0;
  const preloads = [...(needsTsx ? ['tsx'] : []), ...preload].flatMap((m) => ['--import', m]);
  const args =
    entry === 'build'
      ? [...preloads, '--enable-source-maps', 'apps/server/dist/main.mjs']
      : [...preloads, 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
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
