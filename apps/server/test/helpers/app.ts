/** A real server application over a real test database and a temporary file store. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  DEFAULT_PLAN,
  DEFAULT_ACCESS_LOG_RETENTION_MONTHS,
  DEFAULT_DOCUMENT_VERSION_RETENTION_YEARS,
  DEFAULT_HISTORY_RETENTION_YEARS,
  SAME_SITE_HEADER,
} from '@trustfront/core';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import {
  passageVectors,
  type PassageVectors,
} from '../../src/services/search/vectors/vector-search.ts';
import { SESSION_COOKIE } from '../../src/lib/session.ts';
import { diskStorage, type Storage } from '../../src/storage/index.ts';
import { createTestDatabase, type DbKind } from './database.ts';

/** The setup token of every test app (docs/setup.md). */
export const TEST_SETUP_TOKEN = 'test-setup-token-0123456789abcdef';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl: undefined,
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    defaultPlan: DEFAULT_PLAN,
    mailFrom: undefined,
    platformTermsUrl: undefined,
    platformPrivacyUrl: undefined,
    storageUrl: undefined,
    secret: 'test-secret-test-secret-test-secret-0123',
    seed: 'none',
    seedAdminPassword: undefined,
    setup: { token: TEST_SETUP_TOKEN, fromEnv: true },
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    llm: undefined,
    embeddings: undefined,
    integrations: {
      hackerOneApiUrl: 'http://127.0.0.1:9/graphql',
      statusPageApiUrl: 'http://127.0.0.1:9/{host}',
      securityScorecardApiUrl: 'http://127.0.0.1:9',
      securityScorecardToken: undefined,
      refreshMinutes: 15,
    },
    slackApiUrl: 'http://127.0.0.1:9',
    accessLogRetentionMonths: DEFAULT_ACCESS_LOG_RETENTION_MONTHS,
    documentVersionRetentionYears: DEFAULT_DOCUMENT_VERSION_RETENTION_YEARS,
    historyRetentionYears: DEFAULT_HISTORY_RETENTION_YEARS,
    // The history's check is off unless a test turns it on: a test moves its clock itself.
    historyCheckSeconds: 0,
    requestTimeoutSeconds: 300,
    // A job a test makes due (or schedules) runs within a tenth of a second, not a second.
    jobsPollMs: 100,
    metricsToken: undefined,
    tracing: undefined,
    // Nothing answers on the discard port: a test that checks a domain starts its own server.
    dnsServers: ['127.0.0.1:9'],
    // The tests' receivers and fake services listen on the loopback address.
    outbound: { allowPrivate: true },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  /** The disk store's root folder. */
  filesDir: string;
  /** The app's passage vectors (on once the app is ready, when embeddings are configured). */
  vectors: PassageVectors;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind, overrides.embeddings !== undefined);
  const filesDir = mkdtempSync(join(tmpdir(), 'trustfront-files-'));
  const storage = diskStorage(filesDir);
  const config = testConfig(overrides);
  const vectors = passageVectors(config.embeddings);
  const app = await buildApp({
    db: database.db,
    revisions: database.revisions,
    storage,
    config,
    vectors,
  });
  sendLikeTheWebApp(app);
  return {
    app,
    database,
    storage,
    filesDir,
    vectors,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes `app.inject` send the header the web app sends with every request, as a page of ours
 * would; a test leaves it out by naming it with the value `undefined`.
 */
function sendLikeTheWebApp(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => ReturnType<typeof app.inject>;
  const withHeader = (options: InjectOptions | string) => {
    const given = typeof options === 'string' ? { url: options } : options;
    const headers = Object.fromEntries(
      Object.entries({ [SAME_SITE_HEADER]: '1', ...given.headers }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    return inject({ ...given, headers });
  };
  app.inject = withHeader as unknown as FastifyInstance['inject'];
}

/** The session cookie of a sign-in answer, for the next requests. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('No session cookie in the answer');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
