/** Where the e2e server listens and how it is started; shared by the config and the specs. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** E2E_PORT moves the server when another run already uses the default port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The server's data folder: emptied before every run, so each run starts from a fresh seed. */
export const E2E_DATA_DIR = join(tmpdir(), 'trustfront-e2e');
