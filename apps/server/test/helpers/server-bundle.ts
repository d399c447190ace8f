/**
 * The server's sources bundled once per run, as `npm run build` bundles them
 * (scripts/build-server.mjs), for the tests that start the server or an operator's command as a
 * process of its own: plain Node starts a bundle in half the time and CPU it takes through tsx,
 * and the API tests start some hundred of them. The global setup (global-setup.ts) makes it from
 * the sources of the run, so what those processes run is what the files in the tree say.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { ROOT } from './repo-root.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's server bundle (main.mjs, org.mjs, db.mjs, backup.mjs, restore.mjs). */
    serverBundle: string;
  }
}

/**
 * Bundles the server into a folder of its own beside `dist` (the bundle finds the web app's build
 * and its migrations where `dist` does), with a random name so that runs never share one.
 */
export async function bundleServer(): Promise<string> {
  const dir = resolve(ROOT, 'apps/server', `.test-bundle-${randomBytes(6).toString('hex')}`);
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', dir], { cwd: ROOT });
  return dir;
}

/** The path of one of the run's bundles, e.g. `bundled('org')`. */
export function bundled(entry: 'main' | 'org' | 'db' | 'backup' | 'restore'): string {
  const dir = inject('serverBundle');
  if (!dir) throw new Error('No server bundle: the API tests run with their global setup.');
  return resolve(dir, `${entry}.mjs`);
}
