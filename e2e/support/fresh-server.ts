/**
 * A server of its own for a journey that starts from a fresh instance: the build `npm run build`
 * made, on an empty data folder of its own, either with no seed, so that it waits for its
 * first-run setup (docs/setup.md; the setup token is read from what the server prints at start),
 * or with the demo seed (`startDemoServer`). The run's shared server (playwright.config.ts) is
 * never touched. Between steps, a journey may stop it, run one of the operator's commands on its
 * data and start it again (`operate`), or change its stopped data folder itself (`whileStopped`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './server.ts';

const repoRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const SERVER_BUILD = 'apps/server/dist/main.mjs';
/** The operator's database commands, as `npm run build` bundles them (docs/setup.md). */
const DB_COMMANDS_BUILD = 'apps/server/dist/db.mjs';
// A first start creates the embedded database: minutes on a machine busy with other work.
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;
/** The line the server prints while there is no organisation. */
const SETUP_TOKEN_LINE = /enter the setup token ([A-Za-z0-9_-]{22,})/;

/**
 * The port of the run's `n`th fresh server: past the ports of the shared server's companions
 * (support/server.ts), so that runs on different E2E_PORTs never meet.
 */
export const freshServerPort = (n = 0): number => E2E_PORT + 40 + n;

export interface FreshInstance {
  /** Where it answers, e.g. http://127.0.0.1:3340. */
  url: string;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /**
   * Stops the server, runs an operator's database command on its data (`['plan', 'acme',
   * 'growth']` runs `npm run db:plan -- acme growth`), and starts it again: the embedded
   * database has one user at a time.
   */
  operate(args: string[]): Promise<void>;
  /**
   * Stops the server, hands its data folder (DATA_DIR) to `edit`, and starts it again once
   * `edit` is done.
   */
  whileStopped(edit: (dataDir: string) => Promise<void>): Promise<void>;
  /** Ends it (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

/** A fresh server with no seed, waiting for its first-run setup. */
export interface FreshServer extends FreshInstance {
  /** The setup token it printed at start. */
  setupToken: string;
}

/** Ends a child process: SIGTERM, then SIGKILL when it takes too long. */
async function end(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers 200, or rejects with what the server printed. */
async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer at ${url} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts a fresh server on `port` and waits until it has printed its setup token (it prints it
 * once it listens). `env` adds to or overrides its environment (SMTP_URL, say).
 */
export async function startFreshServer(
  port: number,
  env: Record<string, string> = {},
): Promise<FreshServer> {
  const { server, setupToken } = await launchServer(port, { SEED: 'none', ...env });
  try {
    return { ...server, setupToken: await setupToken };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Starts a fresh server on `port` with the demo seed (the demo organisation, its admin signing
 * in with `adminPassword`) and waits until it answers. `env` adds to or overrides its environment.
 */
export async function startDemoServer(
  port: number,
  adminPassword: string,
  env: Record<string, string> = {},
): Promise<FreshInstance> {
  const { server, setupToken } = await launchServer(port, {
    SEED: 'demo',
    SEED_ADMIN_PASSWORD: adminPassword,
    ...env,
  });
  // A seeded instance prints no setup token.
  setupToken.catch(() => undefined);
  try {
    await server.ready();
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Starts the built server on a new data folder, with `env` over what it needs. Answers the
 * server, once it answers its health check (`ready`), and its setup token, once printed.
 */
async function launchServer(
  port: number,
  env: Record<string, string>,
): Promise<{ server: FreshInstance & { ready(): Promise<void> }; setupToken: Promise<string> }> {
  if (!existsSync(join(repoRoot, SERVER_BUILD))) {
    throw new Error(`No ${SERVER_BUILD}: run npm run build first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), `trustfront-e2e-fresh-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  // Only what the server needs: no DATABASE_URL or SECRET of the caller's shell.
  const serverEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  const launch = (script: string, args: string[] = []) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
      cwd: repoRoot,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    return child;
  };
  let server = launch(SERVER_BUILD);

  const stop = async () => {
    await end(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  const whileStopped = async (edit: (dataDir: string) => Promise<void>) => {
    await end(server);
    await edit(dataDir);
    server = launch(SERVER_BUILD);
    await waitForHealth(url, server, () => output);
  };
  const operate = (args: string[]) =>
    whileStopped(async () => {
      const command = launch(DB_COMMANDS_BUILD, args);
      const [code] = (await once(command, 'exit')) as [number | null];
      if (code !== 0) throw new Error(`db ${args.join(' ')} exited with ${code}:\n${output}`);
    });

  const setupToken = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No setup token within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const look = () => {
      const token = SETUP_TOKEN_LINE.exec(output)?.[1];
      if (token) {
        clearTimeout(timer);
        resolve(token);
      }
    };
    server.stdout?.on('data', look);
    server.stderr?.on('data', look);
    server.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`The server exited at start:\n${output}`));
    });
  });

  return {
    server: {
      url,
      output: () => output,
      operate,
      whileStopped,
      stop,
      ready: () => waitForHealth(url, server, () => output),
    },
    setupToken,
  };
}
