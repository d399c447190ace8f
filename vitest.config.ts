import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/test/**/*.test.ts'],
          // Pure rules and schemas, no state between files: one module graph for all the files
          // of a worker, instead of importing zod and the core again for every file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
          // The web app's pure pieces (the portal's texts and their rules), without a browser.
          environment: 'node',
        },
      },
      {
        test: {
          name: 'repo',
          include: ['scripts/test/**/*.test.ts'],
          // The repository's own files read as text: comments, docs and the map of the tree.
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // The migrated templates (PGlite dump, PostgreSQL template database) are made once a
          // run; every test database is a copy, so files run side by side. Each file's PGlite
          // takes ~0.8 GB: two workers keep a run near 2–3 GB (TEST_API_WORKERS overrides it).
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          pool: 'forks',
          // One module graph per worker for all its files, not one per file: importing the server
          // again for each of ~100 files cost a minute and a half of the run. Nothing a file
          // changes outlives it: each opens its own database, app and storage, and the server's
          // process-wide caches are keyed by organisation ids no two test databases share.
          isolate: false,
          maxWorkers: Number(process.env.TEST_API_WORKERS ?? 2),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
