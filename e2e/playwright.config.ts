/**
 * Browser journeys against the real server (built web app, embedded PGlite, demo seed) in
 * Debian's chromium. `npm run test:e2e` builds the web app first.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/server.ts';
import { ADMIN_PASSWORD } from './support/staff.ts';

const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The data folder is emptied by the command itself (not by this file, which every worker
    // loads again); DATABASE_URL is dropped so the run is always on a fresh embedded database.
    command: `rm -rf "$DATA_DIR" && unset DATABASE_URL SECRET && exec node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      SEED: 'demo',
      SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
