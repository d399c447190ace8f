/**
 * Requests per second of the portal view (GET {base}/view), revalidated with its ETag (304) and
 * fetched in full (200), against the same JSON served as a static file by the same server.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WEB_DIST } from './bundle-size.ts';
import { startServer } from './lib/server.ts';

type AutocannonResult = autocannon.Result;

/**
 * Goals: the view revalidated (304) at least as fast as the same JSON served as a static file,
 * and in full (200) at least half as fast.
 */
export const VIEW_304_RATIO_BUDGET = 1.0;
export const VIEW_200_RATIO_BUDGET = 0.5;

export interface ViewThroughput {
  viewBytes: number;
  notModified: AutocannonResult;
  full: AutocannonResult;
  staticFile: AutocannonResult;
}

const STATIC_NAME = 'bench-view.json';

function expectStatus(result: AutocannonResult, status: number, label: string) {
  const stats = result.statusCodeStats ?? {};
  const counts = Object.entries(stats)
    .map(([code, { count = 0 }]) => `${code}×${count}`)
    .join(', ');
  const other = Object.keys(stats).filter((code) => code !== String(status));
  if (other.length > 0 || result.errors > 0) {
    throw new Error(`${label}: expected only ${status}, got ${counts} and ${result.errors} errors`);
  }
}

export async function measureViewThroughput(opts: {
  orgSlug: string;
  durationSeconds: number;
  connections: number;
}): Promise<ViewThroughput> {
  const staticPath = join(WEB_DIST, 'assets', STATIC_NAME);
  const server = await startServer();
  try {
    const url = `${server.baseUrl}/api/portal/${opts.orgSlug}/view`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`GET ${url} answered ${first.status}`);
    const etag = first.headers.get('etag');
    if (!etag) throw new Error(`GET ${url} sent no ETag`);
    const body = await first.text();
    await writeFile(staticPath, body);

    const run = (target: string, headers: Record<string, string> = {}) =>
      autocannon({
        url: target,
        headers,
        connections: opts.connections,
        duration: opts.durationSeconds,
      });
    // A short warm-up so that the first measure does not pay for JIT and caches.
    await autocannon({ url, connections: opts.connections, duration: 2 });

    const notModified = await run(url, { 'if-none-match': etag });
    expectStatus(notModified, 304, 'view with If-None-Match');
    const full = await run(url);
    expectStatus(full, 200, 'view');
    const staticFile = await run(`${server.baseUrl}/assets/${STATIC_NAME}`);
    expectStatus(staticFile, 200, 'static file');
    return { viewBytes: Buffer.byteLength(body), notModified, full, staticFile };
  } finally {
    await rm(staticPath, { force: true });
    await server.stop();
  }
}
