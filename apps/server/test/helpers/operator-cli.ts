/**
 * The operator's commands (`npm run org`, `npm run db:…`) as they run: a child process of the
 * real command, bundled from the run's sources (server-bundle.ts), under a given DATA_DIR, and
 * DATABASE_URL when the test made a PostgreSQL database.
 */
import { execFile } from 'node:child_process';
import { databaseUrl } from './processes.ts';
import { ROOT } from './repo-root.ts';
import { bundled } from './server-bundle.ts';

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `apps/server/src/cli/{cli}.ts` with `args`; never rejects, the exit code says. */
export function runOperatorCommand(
  cli: 'org' | 'db' | 'backup' | 'restore',
  args: string[],
  where: { dataDir: string; dbName?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Outcome> {
  return new Promise<Outcome>((done) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: where.dataDir,
      PUBLIC_URL: 'https://trust.example.com',
      LOG_LEVEL: 'silent',
      ...(where.dbName ? { DATABASE_URL: databaseUrl(where.dbName) } : {}),
      ...where.env,
    };
    execFile(
      process.execPath,
      ['--enable-source-maps', bundled(cli), ...args],
      { cwd: ROOT, env, timeout: where.timeoutMs ?? 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}
