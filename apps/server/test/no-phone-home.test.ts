/**
 * Nothing phones home (docs/deploy.md, Network): a server started with the default settings and
 * the demo seed, then used by a visitor and a staff member, opens no connection and looks up no
 * name beyond loopback. The process records its own connections (helpers/record-connections.ts).
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE_HEADER, ZPortalView } from '@trustfront/core';
import { requestBody } from './helpers/member-access.ts';
import { isPostgresAvailable } from './helpers/database.ts';
import { databaseUrl, PG_ADMIN_URL, pgQuery, signIn } from './helpers/processes.ts';
import { uniqueDatabaseName } from './helpers/template-databases.ts';
import type { RecordedConnection } from './helpers/record-connections.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const here = dirname(fileURLToPath(import.meta.url));
const recorder = join(here, 'helpers/record-connections.ts');
const builtWeb = join(here, '../../web/dist');
const ADMIN = { email: 'admin@acme.example', password: 'no-phone-home-password' };
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

/** The built web app when there is one; else a page and a script of the same shape. */
async function webDist(root: string): Promise<string> {
  if (existsSync(join(builtWeb, 'index.html'))) return builtWeb;
  const dist = join(root, 'web');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app.js"></script></head><body><div id="root"><!--app-shell--></div></body></html>',
  );
  await writeFile(join(dist, 'assets/app.js'), 'console.log("app");\n');
  return dist;
}

describe('no phone home', () => {
  let root: string;
  let log: string;
  let smtp: SmtpReceiver;
  let server: ServerProcess | undefined;
  /** PostgreSQL on loopback when it answers (the embedded database starts slower). */
  let database: Record<string, string> = {};
  let dbName: string | undefined;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'trustfront-egress-'));
    log = join(root, 'connections.jsonl');
    smtp = await startSmtpReceiver();
    if (await isPostgresAvailable()) {
      dbName = uniqueDatabaseName('trustfront_egress');
      await pgQuery(PG_ADMIN_URL, `CREATE DATABASE ${dbName}`);
      database = { DATABASE_URL: databaseUrl(dbName) };
    }
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await smtp.close();
    if (dbName) await pgQuery(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  });

  it('opens no connection beyond loopback from start to stop of a visitor and staff journey', async () => {
    server = await startServerProcess(
      {
        DATA_DIR: join(root, 'data'),
        ...database,
        SEED: 'demo',
        SEED_ADMIN_PASSWORD: ADMIN.password,
        WEB_DIST: await webDist(root),
        // The test's own mail server, on loopback: the sender runs as it would.
        SMTP_URL: smtp.url,
        TRUSTFRONT_CONNECTIONS_LOG: log,
      },
      { preload: [recorder] },
    );
    const { url } = server;
    const json = { 'content-type': 'application/json', [SAME_SITE_HEADER]: '1' };

    const page = await fetch(`${url}/trust/acme`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect((await fetch(`${url}${asset}`)).status).toBe(200);

    const view = ZPortalView.parse(await (await fetch(`${url}/api/portal/acme/view`)).json());
    const productId = view.product.productId;
    const [document] = view.cards
      .flatMap((card) => card.items)
      .flatMap((item) =>
        item.documents
          .filter((d) => d.canDownload && !d.generated)
          .map((d) => ({ itemUid: item.itemUid, fileId: d.fileId })),
      );
    if (!document) throw new Error('The demo has no public document');
    const query = new URLSearchParams({
      itemUid: document.itemUid,
      productId,
      disposition: 'attachment',
    });
    const download = await fetch(`${url}/api/portal/acme/files/${document.fileId}?${query}`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const search = await fetch(`${url}/api/portal/acme/search`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: { term: 'encryption', filters: {} } }),
    });
    expect(search.status).toBe(200);
    const answer = await fetch(`${url}/api/portal/acme/search/answer`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        query: { term: 'Do you encrypt data?', filters: { product: productId } },
      }),
    });
    // Ask AI answers, or says it is off on this trust center: either way, from here.
    expect([200, 403]).toContain(answer.status);

    const request = await fetch(`${url}/api/portal/acme/request`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(requestBody(productId, 'ana@globex.example')),
    });
    expect(request.status).toBeLessThan(300);
    const cookie = await signIn(server, ADMIN);
    const me = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    await server.stop('SIGTERM');
    const recorded = (await readFile(log, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RecordedConnection);
    expect(recorded[0]?.kind).toBe('loaded');
    const outside = recorded.filter(
      (r) => r.kind !== 'loaded' && r.path === undefined && !LOOPBACK.has(r.host ?? ''),
    );
    expect(outside).toEqual([]);
  }, 240_000);
});
