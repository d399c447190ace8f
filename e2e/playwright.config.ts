/**
 * Browser journeys against the real server (the build of the web app and the server, embedded
 * PGlite, demo seed) in Debian's chromium. `npm run test:e2e` builds both first; running
 * Playwright directly serves the last `npm run build`.
 *
 * One server serves the whole run, and journeys run in parallel, several workers at once, test
 * by test (`fullyParallel`): any two tests, of any files, may run at the same moment and in any
 * order. Conventions every spec follows:
 *
 * 1. A test stands alone: it needs no other test to have run before it, and leaves nothing
 *    another test could see. Reading the seed, opening the portal, asking for access, bulk
 *    downloads and sessions of its own are fine.
 * 2. A test that starts signed in uses a shared staff session, never the sign-in form:
 *    `test.use({ storageState: staffState('admin') })` (or 'auditor') for pages, and
 *    `staffRequest(playwright)` from support/staff-api.ts for API calls. The setup project
 *    (support/staff.setup.ts) signs each staff member in once a run. A test using a shared
 *    session never signs out: that would end it for every test using it.
 * 3. Only the journeys about signing in use the form (`signIn`, `signInForm`): each sign-in
 *    counts against the server's limit (20 per 15 minutes per address, counted in the database).
 *    The run may make `SIGN_IN_BUDGET` (10) sign-ins; the teardown (support/staff.teardown.ts)
 *    fails the run past that. Today it makes 6: two in the setup, three in staff-sign-in.spec.ts,
 *    one in staff-users.serial.spec.ts (a new staff member's first sign-in).
 * 4. A journey that changes what other tests see (organisation settings, portal content,
 *    accounts, profiles, anything saved and shown to others) goes in a file named
 *    `<journey>.serial.spec.ts`. Those run in the 'serial' project, after every parallel journey
 *    has passed, one test at a time in file order, and each file puts back what it changed (in
 *    `afterAll`) so that the next one meets the seed. Prefer making a test stand alone (its own
 *    item, its own account) over making it serial.
 * 5. No fixed sleeps (`waitForTimeout`): wait for what the user would see, with `expect`'s
 *    retrying assertions or `expect.poll`; move time with `page.clock`.
 * 6. A journey that needs an instance of its own from its first start (first-run setup, a new
 *    organisation's whole life), or one whose data it changes while the server is stopped (days
 *    passing, support/time-passing.ts), starts one with support/fresh-server.ts and goes in a file
 *    named `<journey>.fresh.spec.ts`: those run one at a time in the 'fresh' project, after the
 *    serial ones (with `E2E_PART=serial`, beside them; `E2E_PART=parallel` runs none).
 */
import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM_PATH,
  E2E_DATA_DIR,
  E2E_OUTPUT_DIR,
  E2E_PORT,
  E2E_SMTP_PORT,
  FAKE_SERVICES_URL,
  FAKE_SLACK_URL,
  E2E_DNS_PORT,
  MAIL_HTTP_URL,
  PLATFORM_PRIVACY_URL,
  PLATFORM_TERMS_URL,
} from './support/server.ts';
import { ADMIN_PASSWORD } from './support/staff.ts';

const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const isCi = Boolean(process.env.CI);
const SERIAL_SPECS = '**/*.serial.spec.ts';
/** Journeys on a fresh instance of their own (support/fresh-server.ts). */
const FRESH_SPECS = '**/*.fresh.spec.ts';
const SERVER_BUILD = 'apps/server/dist/main.mjs';
/**
 * `E2E_PART=parallel` or `serial` runs one half of the journeys: the parallel ones, or the serial
 * and fresh ones. `npm test` runs the two halves side by side, the serial one in two shards of its
 * files (`--shard`), each with its own E2E_PORT and so its own server, data, mail catcher and
 * staff sessions: the serial journeys change what others see only on their own server, and the
 * one test at a time each shard runs leaves the cores to the parallel half.
 */
const part = process.env.E2E_PART;

if (part !== undefined && part !== 'parallel' && part !== 'serial') {
  throw new Error(`E2E_PART is 'parallel' or 'serial', not '${part}'`);
}

/** Whether /dev/shm has at least 1 GiB free: chromium's shared memory then stays there. */
function hasRoomyDevShm(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: '.',
  outputDir: E2E_OUTPUT_DIR,
  fullyParallel: true,
  // A test spends part of its time waiting on the server: one worker more than the two cores the
  // suite is sized for keeps both busy; more only queue. `--workers` overrides it.
  workers: 3,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  reporter: 'list',
  // CI runs the two halves side by side on two cores with everything else the machine does: a
  // step that takes 2 s alone may take 20 there. The limits catch a hang, not a slow machine.
  timeout: isCi ? 90_000 : 45_000,
  expect: { timeout: isCi ? 20_000 : 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    // Recording a trace costs every test about a quarter more time: record one when a failed
    // test runs again (CI retries once); locally, run again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Playwright moves chromium's shared memory from /dev/shm to files in /tmp, for containers
      // whose /dev/shm is tiny; on disk, every frame's buffers cost system time. Where /dev/shm
      // has room, chromium keeps it.
      ...(hasRoomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
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
  projects: [
    {
      name: 'staff sessions',
      testMatch: 'support/staff.setup.ts',
      teardown: 'sign-in budget',
    },
    { name: 'sign-in budget', testMatch: 'support/staff.teardown.ts' },
    ...(part === 'serial'
      ? []
      : [
          {
            name: 'parallel',
            testMatch: '**/*.spec.ts',
            testIgnore: [SERIAL_SPECS, FRESH_SPECS],
            dependencies: ['staff sessions'],
          },
        ]),
    ...(part === 'parallel'
      ? []
      : [
          {
            name: 'serial',
            testMatch: SERIAL_SPECS,
            // On a server of their own, the serial journeys need not wait for the others.
            dependencies: part === 'serial' ? ['staff sessions'] : ['staff sessions', 'parallel'],
            fullyParallel: false,
            workers: 1,
          },
          {
            // A fresh instance creates its embedded database and migrates it, a few seconds of
            // both cores: one at a time. In a whole run, at its end. With `E2E_PART=serial`,
            // beside the serial journeys, which run one at a time and mostly wait on their
            // server, so that the parallel half, the longer, ends without a tail of them: after
            // the staff sessions, as they are (Playwright starts a project once every project
            // before it in the order of dependencies has ended), and not after the serial
            // journeys, since a project's dependencies run whole in every shard.
            name: 'fresh',
            testMatch: FRESH_SPECS,
            dependencies: part === 'serial' ? ['staff sessions'] : ['serial'],
            fullyParallel: false,
            workers: 1,
          },
        ]),
  ],
  webServer: [
    {
      // The mail server the app sends to; the journeys read what it received.
      command: 'exec node --import tsx e2e/support/mail-catcher.ts',
      cwd: repoRoot,
      url: `${MAIL_HTTP_URL}/health`,
      timeout: 45_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      // HackerOne, Statuspage, SecurityScorecard and Slack as the integrations' journeys meet them.
      command: 'exec node --import tsx e2e/support/fake-services.ts',
      cwd: repoRoot,
      url: `${FAKE_SERVICES_URL}/health`,
      timeout: 45_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      // The build `npm run build` made (web app and server, as `npm run serve` runs it): no
      // TypeScript compiled at start. The data folder is emptied by the command itself (not by
      // this file, which every worker loads again); DATABASE_URL is dropped so the run is always
      // on a fresh embedded database.
      command: `test -f ${SERVER_BUILD} || { echo "No ${SERVER_BUILD}: run npm run build first." >&2; exit 1; }; rm -rf "$DATA_DIR" && unset DATABASE_URL SECRET && exec node --enable-source-maps ${SERVER_BUILD}`,
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
        // Journeys asking for access send a client address of their own (support/access.ts).
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        PLATFORM_TERMS_URL,
        PLATFORM_PRIVACY_URL,
        HACKERONE_API_URL: `${FAKE_SERVICES_URL}/graphql`,
        STATUSPAGE_API_URL: `${FAKE_SERVICES_URL}/{host}`,
        SECURITYSCORECARD_API_URL: FAKE_SERVICES_URL,
        SLACK_API_URL: FAKE_SLACK_URL,
        DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
        // The journeys' receivers, fake services and identity providers listen on the loopback address.
        OUTBOUND_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
