/** Where the e2e server listens and how it is started; shared by the config and the specs. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's chromium in its headless build (package chromium-headless-shell, the same version as
 * chromium), the only browser the suite runs: Playwright never downloads one. A page renders as
 * in chromium, without a browser window behind each context: the full browser, even headless,
 * gives every context a window whose address bar preloads pages of its own UI, and that took about
 * 2 s of CPU per journey. scripts/check-chromium.mjs installs it, or says how, before the tests
 * start. The benchmarks, which measure what a visitor gets, run the full chromium.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** E2E_PORT moves the server when another run already uses the default port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The journeys' mail server (support/mail-catcher.ts): SMTP, and HTTP to read what it got. */
export const E2E_SMTP_PORT = E2E_PORT + 25;
export const E2E_MAIL_HTTP_PORT = E2E_PORT + 26;
export const MAIL_HTTP_URL = `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`;

/** The fakes of the integrations' services (support/fake-services.ts) the server calls. */
export const E2E_FAKE_SERVICES_PORT = E2E_PORT + 27;
export const FAKE_SERVICES_URL = `http://127.0.0.1:${E2E_FAKE_SERVICES_PORT}`;

/**
 * The DNS server (UDP) the server asks for custom domains' TXT records (DNS_SERVERS): started by
 * the journey that verifies a domain; nothing answers there otherwise.
 */
export const E2E_DNS_PORT = E2E_PORT + 28;

/** The fake of Slack's Web API (SLACK_API_URL), started with the other fakes. */
export const E2E_FAKE_SLACK_PORT = E2E_PORT + 31;
export const FAKE_SLACK_URL = `http://127.0.0.1:${E2E_FAKE_SLACK_PORT}`;

/** The instance's own legal pages (PLATFORM_TERMS_URL, PLATFORM_PRIVACY_URL) in the journeys. */
export const PLATFORM_TERMS_URL = 'https://trustfront.example/terms';
export const PLATFORM_PRIVACY_URL = 'https://trustfront.example/privacy';

/**
 * The server's data folder, one per port so that runs on different ports never share it: emptied
 * before every run, so each run starts from a fresh seed.
 */
export const E2E_DATA_DIR = join(tmpdir(), `trustfront-e2e-${E2E_PORT}`);

/**
 * The signed-in staff sessions (Playwright storage states) of a run, one folder per port beside
 * the data folder: written by the staff setup project at the start of every run.
 */
export const E2E_STATE_DIR = join(tmpdir(), `trustfront-e2e-${E2E_PORT}-staff`);

/** Playwright's results (traces, screenshots) of a run, one folder per port under e2e/. */
export const E2E_OUTPUT_DIR = `test-results/${E2E_PORT}`;
