/**
 * A web build for the page routes: the page template, an empty assets folder and, when asked,
 * the web app's rendering module from its sources (as the SSR build bundles it), so that portal
 * pages are rendered on the server as in production.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGE_TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head>' +
  '<body><div id="root"><!--app-shell--></div></body></html>';
const ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

export interface TestWebDist {
  /** The folder to give as `webDist`. */
  webDist: string;
  remove(): void;
}

export function makeWebDist(options: { rendered: boolean }): TestWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'trustfront-web-'));
  const webDist = join(dir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), PAGE_TEMPLATE);
  if (options.rendered) {
    mkdirSync(join(webDist, 'ssr'), { recursive: true });
    writeFileSync(
      join(webDist, 'ssr', 'entry-server.js'),
      `export * from ${JSON.stringify(ENTRY)};`,
    );
  }
  return { webDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
