/**
 * One process owns the embedded database (docs/deploy.md, The embedded database), with real
 * processes: the README's operator commands beside a running server run inside it, through its
 * operator socket, and the data is whole after the server restarts (on PostgreSQL they open the
 * database themselves); a second server on the same folder is refused at once, saying which
 * process holds it; a server killed with SIGKILL leaves a lock the next start takes over.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedPostgres, databaseKinds, migratedDataDir } from './helpers/database.ts';
import { runOperatorCommand } from './helpers/operator-cli.ts';
import { PG_ADMIN_URL, databaseUrl, pgQuery } from './helpers/processes.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const kinds = await databaseKinds();

describe.each(kinds)('operator commands beside a running server (%s)', (kind) => {
  let dataDir: string;
  let dbName: string | undefined;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trustfront-lock-'));
    env = { DATA_DIR: dataDir, SEED: 'none' };
    if (kind === 'postgres') {
      dbName = `trustfront_test_${randomBytes(6).toString('hex')}`;
      await createMigratedPostgres(dbName);
      env.DATABASE_URL = databaseUrl(dbName);
    } else {
      await migratedDataDir(dataDir);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const start = async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    return server;
  };
  const org = (...args: string[]) => runOperatorCommand('org', args, { dataDir, dbName });
  const listed = async () => (await org('list')).stdout.trim().split('\n').slice(1);

  it('creates, lists and backs up while the server runs; the organisation outlives a restart', async () => {
    const server = await start();
    // The README's command, as typed.
    const created = await org(
      ...'create --name Beside --slug beside --admin-email owner@beside.example'.split(' '),
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created Beside (beside)');
    // The link names the running server's own address, whatever the command's environment says.
    if (kind === 'pglite') {
      expect(created.stdout).toContain(`${server.url}/app/set-password?token=`);
    }
    expect(await listed()).toEqual([expect.stringMatching(/^beside\s+Beside\s/)]);

    const file = join(dataDir, 'beside-backup.zip');
    const backup = await runOperatorCommand('backup', [file], { dataDir, dbName });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await runOperatorCommand('backup', [file], { dataDir, dbName });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect(again.stderr).toContain('--force');
    const forced = await runOperatorCommand('backup', [file, '--force'], { dataDir, dbName });
    expect(forced.code, forced.stderr).toBe(0);

    await server.stop();
    await start();
    expect(await listed()).toEqual([expect.stringMatching(/^beside\s+Beside\s/)]);
  }, 240_000);
});

describe.runIf(kinds.includes('pglite'))('the embedded database has one owner', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const env = () => ({ DATA_DIR: dataDir, SEED: 'none' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trustfront-lock-owner-'));
    await migratedDataDir(dataDir);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder, saying which process holds it', async () => {
    const first = await startServerProcess(env());
    servers.push(first);
    const second = startServerProcess(env());
    const refusal = await second.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusal).toContain(
      `The embedded database in ${dataDir} is open in process ${first.child.pid} (server)`,
    );
    expect(refusal).toContain('Stop that server first');
    expect(refusal).not.toMatch(/\n\s+at /);
    // The first server still answers.
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
  }, 240_000);

  it('refuses a restore while the server runs', async () => {
    const restore = await runOperatorCommand('restore', [join(dataDir, 'none.zip')], { dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('(server)');
    expect(restore.stderr).toContain('Stop that server first');
  }, 120_000);

  it('takes over the lock of a server killed with SIGKILL', async () => {
    const [first] = servers;
    await first?.stop('SIGKILL');
    const next = await startServerProcess(env());
    servers.push(next);
    expect((await fetch(`${next.url}/api/ready`)).status).toBe(200);
    const listed = await runOperatorCommand('org', ['list'], { dataDir });
    expect(listed.code, listed.stderr).toBe(0);
  }, 240_000);
});
