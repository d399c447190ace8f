/**
 * Builds the server for `npm run serve`: ES module bundles of the server and core sources
 * (dependencies stay in node_modules), with the migrations beside them. Started with plain Node,
 * they skip compiling TypeScript at every start. The operator commands are bundled too
 * (`dist/org.mjs`, `dist/db.mjs`, `dist/backup.mjs`, `dist/restore.mjs`), so the container image
 * runs them without TypeScript. The root package.json's version is read into the bundles.
 *
 *   node scripts/build-server.mjs          into apps/server/dist
 *   node scripts/build-server.mjs <dir>    into <dir>, two levels below the root as dist is (the
 *                                          server finds the web app's build at ../../web/dist):
 *                                          the API tests' run of the operator commands and of
 *                                          server processes (apps/server/test/helpers)
 */
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const out = process.argv[2] ?? 'apps/server/dist';

/** Every package but our own stays external: only the project's sources are bundled. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@trustfront/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    org: 'apps/server/src/cli/org.ts',
    db: 'apps/server/src/cli/db.ts',
    backup: 'apps/server/src/cli/backup.ts',
    restore: 'apps/server/src/cli/restore.ts',
    // The worker thread that reads PDFs' text (apps/server/src/search/pdf-reader.ts).
    'pdf-text-worker': 'apps/server/src/search/pdf-text-worker.ts',
  },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  outdir: out,
  outExtension: { '.js': '.mjs' },
  plugins: [dependenciesExternal],
  logLevel: 'warning',
});
await cp('apps/server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`Server built in ${out}`);
