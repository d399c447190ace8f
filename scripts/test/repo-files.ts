/** The repository's own files, read by the tests that keep the house in order. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Folders never walked: installed packages, builds, test output and data. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

/** Every file under `dir` (relative to the root) whose name ends with one of `extensions`. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(relative(ROOT, full));
    }
  };
  walk(join(ROOT, dir));
  return found.sort();
}

/** Every folder under `dir` (relative to the root), `dir` itself left out. */
export function foldersUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (!entry.isDirectory() || SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = join(path, entry.name);
      found.push(relative(ROOT, full));
      walk(full);
    }
  };
  walk(join(ROOT, dir));
  return found.sort();
}

export const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
