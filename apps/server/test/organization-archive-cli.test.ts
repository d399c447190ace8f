/**
 * `npm run org -- export` and `import` as the operator runs them: the real commands in child
 * processes, on the embedded database under a temporary DATA_DIR and on a PostgreSQL database
 * made for the test. The demo organisation is exported and imported under another slug with a
 * set-password link for its admin; a taken slug fails with its message; usage errors exit 2.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES as AM, ORG_MESSAGES as M } from '@trustfront/core';
import {
  createMigratedPostgres,
  isPostgresAvailable,
  migratedDataDir,
} from './helpers/database.ts';
import { runOperatorCommand } from './helpers/operator-cli.ts';
import { PG_ADMIN_URL, pgQuery } from './helpers/processes.ts';

const kinds = (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('npm run org -- export | import (%s)', (kind) => {
  let dataDir: string;
  let dbName: string | undefined;

  const run = (cli: 'org' | 'db', ...args: string[]) =>
    runOperatorCommand(cli, args, {
      dataDir,
      dbName,
      env: { SEED_ADMIN_PASSWORD: 'demo-admin-password' },
      timeoutMs: 240_000,
    });
  const org = (...args: string[]) => run('org', ...args);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trustfront-archive-cli-'));
    if (kind === 'postgres') {
      dbName = `trustfront_test_${randomBytes(6).toString('hex')}`;
      await createMigratedPostgres(dbName);
    } else {
      await migratedDataDir(dataDir);
    }
    const seeded = await run('db', 'seed');
    if (seeded.code !== 0) throw new Error(seeded.stderr);
  }, 300_000);
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('exports the demo and imports it under another slug', async () => {
    const archive = join(dataDir, 'acme.trustfront.zip');
    const exported = await org('export', '--slug', 'acme', '--out', archive);
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`Exported acme to ${archive}`);
    expect(existsSync(archive)).toBe(true);

    const imported = await org(
      'import',
      '--file',
      archive,
      '--slug',
      'acme2',
      '--name',
      'Acme Two',
      '--admin-email',
      'owner@acme2.example',
    );
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported Acme Two \(acme2\): \d+ rows, \d+ files\./);
    expect(imported.stdout).toMatch(/https:\/\/trust\.example\.com\/app\/set-password\?token=\S+/);
    const listed = await org('list');
    expect(listed.stdout).toMatch(/^acme2\s+Acme Two\s+growth\s+\S+\s+1$/m);

    const again = await org(
      'import',
      '--file',
      archive,
      '--slug',
      'acme2',
      '--admin-email',
      'a@b.example',
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(M.slugTaken('acme2'));

    const bogus = join(dataDir, 'bogus.zip');
    writeFileSync(bogus, 'not a zip');
    const refused = await org(
      'import',
      '--file',
      bogus,
      '--slug',
      'acme3',
      '--admin-email',
      'a@b.example',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^The file is not a readable zip archive: /);

    const nobody = await org('import', '--file', archive, '--slug', 'acme4');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr.trim()).toBe(AM.nobodyToSignIn);

    const missing = await org('export', '--slug', 'nope', '--out', join(dataDir, 'nope.zip'));
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(M.notFound('nope'));
    expect(existsSync(join(dataDir, 'nope.zip'))).toBe(false);
  }, 900_000);

  it('exits 2 with the usage on a usage error', async () => {
    for (const args of [
      ['export', '--slug', 'acme'],
      ['import', '--slug', 'x'],
      ['export', '--slug', 'acme', '--out', 'x.zip', '--with-staff'],
    ]) {
      const outcome = await org(...args);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain('npm run org -- import --file');
    }
  }, 120_000);
});
