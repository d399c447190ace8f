/**
 * ARCHITECTURE.md maps the tree: every folder of the server, the web app, core, the journeys,
 * the benchmarks, the scripts and the docs is named there (in backticks, by its path from the
 * repository, from its package or from its package's `src/`), so a new folder fails here until
 * the map places it.
 */
import { describe, expect, it } from 'vitest';
import { foldersUnder, read } from './repo-files.ts';

const TREES = [
  'apps/server/src',
  'apps/web/src',
  'packages/core/src',
  'e2e',
  'bench',
  'scripts',
  'docs',
];

/** The names a folder may go by in the map. */
function namesOf(folder: string): string[] {
  const names = [folder];
  const inPackage = /^(apps\/[^/]+|packages\/[^/]+)\/(.+)$/.exec(folder);
  if (inPackage?.[2]) {
    names.push(inPackage[2]);
    if (inPackage[2].startsWith('src/')) names.push(inPackage[2].slice('src/'.length));
  }
  return names;
}

/** The paths the map names: its code spans, without a trailing slash. */
function namedPaths(map: string): Set<string> {
  return new Set(
    [...map.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? '').replace(/\/$/, '')),
  );
}

describe('ARCHITECTURE.md', () => {
  it('knows a folder by its path from the repository, its package or its src/', () => {
    expect(namesOf('apps/server/src/services/system')).toEqual([
      'apps/server/src/services/system',
      'src/services/system',
      'services/system',
    ]);
    expect(namesOf('e2e/support')).toEqual(['e2e/support']);
  });

  it('names every folder of the tree', () => {
    const named = namedPaths(read('ARCHITECTURE.md'));
    const folders = TREES.flatMap((tree) => [tree, ...foldersUnder(tree)]);
    expect(folders.length).toBeGreaterThan(100);
    expect(folders.filter((folder) => !namesOf(folder).some((name) => named.has(name)))).toEqual(
      [],
    );
  });
});
