/**
 * The database's part of a backup (docs/deploy.md, Backup and restore), in each kind's own dump:
 * PostgreSQL through `pg_dump` (custom format) and `pg_restore` piped into `psql` in one
 * transaction; the embedded database as PGlite's dump of its data folder, loaded into a new
 * folder that then takes the old one's place. Also how many organisations a target holds.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, openAsBlob } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_MESSAGES as M } from '@trustfront/core';
import { pgliteOptions } from '../../db/pglite-client.ts';

/** Where the database is: PostgreSQL's URL, or the embedded database's folder. */
export type DatabaseLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string; withVectors: boolean };

export function databaseLocation(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddings: unknown;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : {
        kind: 'pglite',
        dir: join(config.dataDir, 'pglite'),
        withVectors: config.embeddings !== undefined,
      };
}

/**
 * The URL without its password, and the password apart: the PostgreSQL tools take it from their
 * environment, so that it never shows in the list of processes.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs a PostgreSQL tool; rejects with its own words (or that it is missing). `input` writes its
 * standard input; should it fail, the tool is killed and the failure is the answer, unless the
 * tool had already stopped with an error of its own.
 */
function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let inputError: Error | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? M.noPgDump(tool) : error.message)),
    );
    child.on('close', (code) => {
      if (code === 0 && !inputError) resolve();
      else if (code !== null && code !== 0) {
        reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
      } else reject(inputError ?? new Error(`${tool} was stopped`));
    });
    if (input && child.stdin) {
      // A tool that stops reading says why on its standard error, reported when it closes.
      child.stdin.on('error', () => undefined);
      input(child.stdin).catch((error: unknown) => {
        inputError = error instanceof Error ? error : new Error(String(error));
        child.kill('SIGKILL');
      });
    }
  });
}

/**
 * Writes the database's dump to `file`. The embedded database is dumped by `open`, its client in
 * this process (which holds its lock: docs/deploy.md, The embedded database).
 */
export async function dumpDatabase(
  location: DatabaseLocation,
  file: string,
  open: PGlite | undefined,
): Promise<void> {
  if (location.kind === 'postgres') {
    const { dbname, env } = connectionOf(location.url);
    await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
    return;
  }
  if (!open) throw new Error(M.noEmbeddedDatabase(location.dir));
  const dump = await open.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
}

/** Organisations in the database; 0 when it has none or no tables yet. */
export async function countOrganizations(location: DatabaseLocation): Promise<number> {
  const count = async (query: (text: string) => Promise<{ rows: unknown[] }>) => {
    const [table] = (
      await query("select to_regclass('public.organizations') is not null as present")
    ).rows as { present: boolean }[];
    if (!table?.present) return 0;
    const [row] = (await query('select count(*) as n from organizations')).rows as { n: string }[];
    return Number(row?.n ?? 0);
  };
  if (location.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: location.url });
    await client.connect();
    try {
      return await count((text) => client.query(text));
    } finally {
      await client.end();
    }
  }
  if (!existsSync(join(location.dir, 'PG_VERSION'))) return 0;
  const client = await PGlite.create(location.dir, await pgliteOptions(location.withVectors));
  try {
    return await count((text) => client.query(text));
  } finally {
    await client.close();
  }
}

/**
 * The statements that empty a PostgreSQL database of what the dump brings back: the migrations'
 * schema and every table, view, sequence, type and function of `public`, but not the extensions'
 * (which the dump only creates when missing).
 */
async function clearingStatements(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ statement: string }>(`
      with ours as (
        select 'table' as what, c.oid, format('%I.%I', n.nspname, c.relname) as name,
          case c.relkind when 'v' then 'VIEW' when 'm' then 'MATERIALIZED VIEW'
            when 'S' then 'SEQUENCE' when 'f' then 'FOREIGN TABLE' else 'TABLE' end as kind
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and not c.relispartition
        union all
        select 'function', p.oid, format('%I.%I(%s)', n.nspname, p.proname,
            pg_get_function_identity_arguments(p.oid)),
          case p.prokind when 'p' then 'PROCEDURE' when 'a' then 'AGGREGATE' else 'FUNCTION' end
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
        union all
        select 'type', t.oid, format('%I.%I', n.nspname, t.typname),
          case t.typtype when 'd' then 'DOMAIN' else 'TYPE' end
        from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd', 'r')
      )
      select format('DROP %s IF EXISTS %s CASCADE;', kind, name) as statement
      from ours
      where not exists (select 1 from pg_depend d where d.objid = ours.oid and d.deptype = 'e')
      order by what = 'table' desc, what = 'function' desc`);
    return ['DROP SCHEMA IF EXISTS drizzle CASCADE;', ...rows.map((r) => r.statement)].join('\n');
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: the statements clearing the database, then pg_restore's script, through psql in one
 * transaction, so a failure leaves the database as it was.
 */
async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  const clearing = await clearingStatements(url);
  const script = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--no-comments', '--file=-', file],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let scriptError = '';
  script.stderr.on('data', (chunk: Buffer) => (scriptError += chunk.toString()));
  const scriptDone = new Promise<void>((resolve, reject) => {
    script.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? M.noPgDump('pg_restore') : error.message)),
    );
    script.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_restore failed (exit code ${code}): ${scriptError.trim()}`)),
    );
  });
  // psql commits when its input ends: the script is ended only once pg_restore has written
  // all of it; should pg_restore fail, psql is killed first and nothing is committed.
  const restored = runTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', dbname],
    env,
    async (stdin) => {
      stdin.write(`${clearing}\n`);
      script.stdout.pipe(stdin, { end: false });
      await scriptDone;
      stdin.end();
    },
  );
  const [made, ran] = await Promise.allSettled([scriptDone, restored]);
  if (ran.status === 'rejected') throw ran.reason;
  if (made.status === 'rejected') throw made.reason;
}

/**
 * Reads the dump as far as can be done without restoring it: the embedded database's is unpacked
 * whole (PGlite unpacks on its own and cannot report a cut-off dump), PostgreSQL's table of
 * contents is listed. Throws what is wrong.
 */
export async function checkDump(location: DatabaseLocation, file: string): Promise<void> {
  if (location.kind === 'postgres') {
    await runTool('pg_restore', ['--list', file], process.env);
    return;
  }
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(file), createGunzip(), discard).catch((error: unknown) => {
    throw new Error(M.unreadableDump(error instanceof Error ? error.message : String(error)));
  });
}

/** A data folder PGlite dumped: loaded into a new folder, which then takes the old one's place. */
async function restorePglite(
  location: Extract<DatabaseLocation, { kind: 'pglite' }>,
  file: string,
): Promise<void> {
  await checkDump(location, file);
  const fresh = `${location.dir}.restoring-${randomUUID()}`;
  try {
    const client = await PGlite.create(fresh, {
      loadDataDir: await openAsBlob(file),
      ...(await pgliteOptions(location.withVectors)),
    });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  const replaced = `${location.dir}.replaced-${randomUUID()}`;
  if (existsSync(location.dir)) await rename(location.dir, replaced);
  await rename(fresh, location.dir);
  await rm(replaced, { recursive: true, force: true });
}

/**
 * Replaces the database with the dump in `file`. PostgreSQL: what it holds is dropped and the
 * dump restored in one transaction, so a failure leaves it as it was. The embedded database: the
 * dump is loaded into a new folder, which then takes the old one's place.
 */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.kind === 'postgres') await restorePostgres(location.url, file);
  else await restorePglite(location, file);
}
