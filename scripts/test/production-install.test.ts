/**
 * What a production install holds (docs/deploy.md, Sizing): the workspaces' production
 * dependencies, read from package-lock.json as npm resolves them, leave out the formatter and
 * an icon set the app draws a few of; the OpenTelemetry packages are imported only by the
 * tracing module, which the server loads only when an endpoint is set.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, read } from './repo-files.ts';

interface LockPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
}

const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockPackage> };
const WORKSPACES = ['apps/server', 'apps/web', 'packages/core'];

/** Where npm finds `name` for the package at `from`: its own node_modules, then its parents'. */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up >= 0 ? dir.slice(0, up) : '';
  }
}

/** The names of every package the workspaces' production dependencies bring in. */
function productionPackages(): Set<string> {
  const seen = new Set<string>();
  const queue = [...WORKSPACES];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    const entry = lock.packages[path];
    if (!entry) continue;
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const name of Object.keys(deps)) {
      const found = resolve(path, name);
      if (!found || seen.has(found)) continue;
      seen.add(found);
      const target = lock.packages[found];
      queue.push(target?.link && target.resolved ? target.resolved : found);
    }
  }
  return new Set([...seen].map((path) => path.slice(path.lastIndexOf('node_modules/') + 13)));
}

describe('the production install', () => {
  const packages = productionPackages();

  it('is read from the lock file (the server, its database and its mail components are in it)', () => {
    expect(packages).toContain('fastify');
    expect(packages).toContain('@electric-sql/pglite');
    expect(packages).toContain('html-to-text');
    expect(packages).toContain('@react-email/button');
  });

  it('holds no formatter and no icon set', () => {
    expect(packages).not.toContain('prettier');
    expect([...packages].filter((name) => name.startsWith('@tabler/'))).toEqual([]);
  });

  it('imports OpenTelemetry only from the tracing module, loaded only when an endpoint is set', () => {
    const importers = filesUnder('apps/server/src', ['.ts', '.tsx']).filter((file) =>
      /from '(@opentelemetry\/|@fastify\/otel)/u.test(read(file)),
    );
    expect(importers).toEqual(['apps/server/src/lib/tracing.ts']);
    const app = read('apps/server/src/app.ts');
    expect(app).not.toMatch(/from '\.\/lib\/tracing\.ts'/u);
    expect(app).toMatch(
      /if \(deps\.config\.tracing\) \{\s+const \{ registerTracing \} = await import\('\.\/lib\/tracing\.ts'\)/u,
    );
  });
});
