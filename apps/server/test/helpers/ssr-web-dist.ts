/**
 * A web build for tests of the server-rendered page: the page template and the web app's own
 * rendering module from its sources, as the SSR build bundles it, in a folder of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head>' +
  '<body><div id="root"><!--app-shell--></div></body></html>';
const ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/** The folder to pass as `webDist`, and a way to remove it. */
export function ssrWebDist(name: string): { webDist: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `trustfront-${name}-`));
  const webDist = join(dir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(webDist, 'ssr'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(join(webDist, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY)};`);
  return { webDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
