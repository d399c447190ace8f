/** A fresh PostgreSQL database for one benchmark run, when a server answers at 127.0.0.1:5432. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `fn` with the URL of a new database, dropped afterwards; null when there is no server. */
export async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const name = `trustfront_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
