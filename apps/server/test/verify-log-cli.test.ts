/**
 * `npm run verify-log` (docs/transparency-log.md, Checking the log) against a listening server:
 * the log verifies and the state file is written where it says, the next run checks
 * consistency with it, and a history row changed in the database behind the log fails the
 * check with what was changed and exit code 1.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_PROBLEMS } from '@trustfront/core';
import { organizations, trustChanges } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { one } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { oldestLoggedChange, recordHistory } from './helpers/trust-history.ts';
import { ROOT } from './helpers/repo-root.ts';

const kinds = await databaseKinds();

/** A port free now on the loopback address. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** Runs `npm run verify-log -- …` from the repository's root. */
function verifyLog(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'verify-log', '--', ...args],
      { cwd: ROOT, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

describe.each(kinds)('npm run verify-log on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  let orgId: string;
  const dir = mkdtempSync(join(tmpdir(), 'trustfront-verify-log-'));
  const statePath = join(dir, 'state.json');

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { publicUrl: origin });
    await seedDemo(t.database.db, t.storage, { adminPassword: 'verify-log-password' });
    orgId = one(
      await t.database.db.select().from(organizations).where(eq(organizations.slug, 'acme')),
    ).id;
    const config = testConfig({ publicUrl: origin });
    expect(await recordHistory(t, orgId, new Date(), config)).toBe('recorded');
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the log, keeps its state, and fails on a row changed behind it', async () => {
    const first = await verifyLog([`${origin}/trust/acme`, '--state', statePath]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`State: ${statePath} (first check of this log)`);
    const state = JSON.parse(readFileSync(statePath, 'utf8')) as { size: number; since: string };
    expect(first.stdout).toContain(`Verified: ${state.size} entries, signature good`);
    expect(first.stdout).toContain(`no rewrite since ${state.since}`);

    const second = await verifyLog([
      `${origin}/api/portal/acme/transparency-log`,
      '--state',
      statePath,
    ]);
    expect([second.code, second.stderr]).toEqual([0, '']);
    expect(second.stdout).toContain(`(last checked: ${state.size} entries`);

    const { db } = t.database;
    const { row, logged } = await oldestLoggedChange(t, orgId);
    const rewritten = { ...row.entry, subject: { ...row.entry.subject, title: 'Rewritten' } };
    await db.update(trustChanges).set({ entry: rewritten }).where(eq(trustChanges.id, row.id));
    try {
      const failed = await verifyLog([`${origin}/trust/acme`, '--state', statePath]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(`FAIL ${LOG_PROBLEMS.changedEntry(logged.position)}`);
      expect(failed.stderr).toContain(`FAIL ${LOG_PROBLEMS.rootMismatch}`);
      expect(failed.stderr).toContain('The log does NOT verify: 2 problems');
    } finally {
      await db.update(trustChanges).set({ entry: row.entry }).where(eq(trustChanges.id, row.id));
    }
    expect((await verifyLog([`${origin}/trust/acme`, '--state', statePath])).code).toBe(0);
    expect((await verifyLog([])).code).toBe(2);
  });
});
