/**
 * `npm run org` as the operator runs it: the real command in a child process, on the embedded
 * database under a temporary DATA_DIR and on a PostgreSQL database made for the test. Create
 * prints the set-password link, list shows the organisation, delete needs --yes off a terminal,
 * and usage errors exit 2.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES as M } from '@trustfront/core';
import {
  createMigratedPostgres,
  isPostgresAvailable,
  migratedDataDir,
} from './helpers/database.ts';
import { runOperatorCommand } from './helpers/operator-cli.ts';
import { PG_ADMIN_URL, pgQuery } from './helpers/processes.ts';

const kinds = (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('npm run org (%s)', (kind) => {
  let dataDir: string;
  let dbName: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trustfront-org-cli-'));
    if (kind === 'postgres') {
      dbName = `trustfront_test_${randomBytes(6).toString('hex')}`;
      await createMigratedPostgres(dbName);
    } else {
      await migratedDataDir(dataDir);
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const org = (...args: string[]) => runOperatorCommand('org', args, { dataDir, dbName });

  it('creates, lists and deletes an organisation', async () => {
    const created = await org(
      'create',
      '--name',
      'Beta Inc',
      '--slug',
      'beta',
      '--admin-email',
      'owner@beta.example',
      '--admin-name',
      'Bea Owner',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created Beta Inc (beta), plan enterprise.');
    expect(created.stdout).toMatch(/https:\/\/trust\.example\.com\/app\/set-password\?token=\S+/);

    const duplicate = await org(
      'create',
      '--name',
      'Other',
      '--slug',
      'beta',
      '--admin-email',
      'other@beta.example',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(M.slugTaken('beta'));

    const listed = await org('list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^SLUG\s+NAME\s+PLAN\s+CREATED\s+STAFF$/);
    expect(lines[1]).toMatch(/^beta\s+Beta Inc\s+enterprise\s+\d{4}-\d{2}-\d{2}\s+1$/);

    const unconfirmed = await org('delete', '--slug', 'beta');
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('pass --yes');

    const deleted = await org('delete', '--slug', 'beta', '--yes');
    expect(deleted.stderr).toBe('');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain('Deleted Beta Inc (beta)');
    expect((await org('list')).stdout.trim().split('\n')).toHaveLength(1);

    const missing = await org('delete', '--slug', 'beta', '--yes');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(M.notFound('beta'));
    // Each command is a process of its own, which migrates its database before it runs.
  }, 240_000);

  it('exits 2 with the usage on a usage error', async () => {
    for (const args of [[], ['frobnicate'], ['create', '--slug', 'x'], ['list', '--bogus']]) {
      const outcome = await org(...args);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain('Usage:');
      expect(outcome.stderr).toContain('npm run org -- create');
    }
  }, 120_000);
});
