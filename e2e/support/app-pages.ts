/**
 * The private app's pages, read from the web app's router (apps/web/src/app/routes.tsx), for the
 * journeys that visit every one of them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every page of the signed-in private app, `/app` first. */
export function appPaths(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  const source = readFileSync(join(here, '../../apps/web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map(([, path]) => path ?? '');
  // Outside the signed-in layout (a mailed link, first-run setup) or no page at all.
  const skipped = new Set(['set-password', 'setup', '*']);
  return ['/app', ...paths.filter((p) => !skipped.has(p)).map((p) => `/app/${p}`)];
}
