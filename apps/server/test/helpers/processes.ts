/**
 * What the tests of whole server processes (several instances, crashes) do alike: ask
 * PostgreSQL directly, sign the seeded admin in, post a trust update through the staff API,
 * give the demo organisation confirmed subscribers, and read whom a mail reached.
 */
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

export const PG_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on its own connection: the rows it answers. */
export async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Signs a staff member in on one instance: the session cookie. */
export async function signIn(
  server: ServerProcess,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Posts a compliance update (a new topic) of the demo organisation: its update id. */
export async function postTrustUpdate(
  server: ServerProcess,
  cookie: string,
  update: { subject: string; message: string; channels: Record<string, unknown> },
): Promise<string> {
  const created = await fetch(`${server.url}/api/app/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ category: 'compliance', ...update }),
  });
  expect(created.status).toBe(200);
  return ((await created.json()) as { updateId: string }).updateId;
}

/** Adds `count` confirmed subscribers (reader{n}@customer.example) to the demo organisation. */
export async function addSubscribers(url: string, count: number): Promise<void> {
  await pgQuery(
    url,
    `insert into subscribers (org_id, email, status, confirmed_at)
      select id, 'reader' || n || '@customer.example', 'confirmed', now()
      from organizations, generate_series(1, ${count}) as n where slug = 'acme'`,
  );
}

/** Every address the mails with `subject` in their subject reached, once per mail. */
export function mailedTo(mails: readonly ParsedMail[], subject: string): string[] {
  return mails
    .filter((m) => m.subject?.includes(subject))
    .flatMap((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []))
    .flatMap((address) => address.value.map((v) => v.address ?? ''));
}

/** How many stored files have no text read yet (the background extraction's backlog). */
export async function documentsWithoutText(url: string): Promise<string | undefined> {
  const [row] = await pgQuery<{ n: string }>(
    url,
    `select count(*) as n from files f left join document_texts d on d.file_id = f.id
      where d.file_id is null`,
  );
  return row?.n;
}

/** How many mails are still to go out (queued or being sent). */
export async function unsentMails(url: string): Promise<string | undefined> {
  const [row] = await pgQuery<{ n: string }>(
    url,
    `select count(*) as n from mails where status in ('queued', 'sending')`,
  );
  return row?.n;
}
