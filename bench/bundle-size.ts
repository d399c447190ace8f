/**
 * The portal's initial JavaScript: the entry script of the built `index.html` and the modules it
 * preloads, gzipped as a server would send them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/server.ts';

/** The build the benchmarks read and serve: `WEB_DIST` when set, as for the server. */
export const WEB_DIST = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : join(repoRoot, 'apps/web/dist');
export const INITIAL_JS_BUDGET_KB = 250;

export interface BundleSize {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** The `/assets/…` URLs of module scripts and modulepreload links in the page's HTML. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isEntry = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) urls.add(url);
  }
  return [...urls];
}

export async function measureBundle(): Promise<BundleSize> {
  const indexHtml = join(WEB_DIST, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: run \`npm run build\` first.`);
  }
  const html = await readFile(indexHtml, 'utf8');
  const files = await Promise.all(
    initialScripts(html).map(async (url) => {
      const content = await readFile(join(WEB_DIST, url.replace(/^\//, '')));
      return { path: url, bytes: content.length, gzipBytes: gzipSync(content).length };
    }),
  );
  if (files.length === 0) throw new Error(`No module script found in ${indexHtml}`);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
