/**
 * No dead exports: every name a source file exports is used somewhere besides its declaration
 * (in its own file, another source, a test or a script). An export nothing reads, a schema's
 * type alias nobody names, fails here until it is used or removed.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, read } from './repo-files.ts';

const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/core/src'];
const EVERY_FILE = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
  filesUnder(dir, ['.ts', '.tsx', '.mjs']),
);

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm;

/** The names `text` exports by declaration. */
const exportedNames = (text: string): string[] =>
  [...text.matchAll(DECLARATION)].map((match) => match[1] ?? '');

/** How many times each identifier occurs in `texts`. */
function identifierCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

describe('exports', () => {
  it('are read as declarations', () => {
    const text = [
      'export const A = 1;',
      'export async function b() {}',
      'export type TC = z.infer<typeof C>;',
      'export interface D {}',
      'const notExported = 2;',
    ].join('\n');
    expect(exportedNames(text)).toEqual(['A', 'b', 'TC', 'D']);
  });

  it('are each used besides their declaration', () => {
    const texts = new Map(EVERY_FILE.map((path) => [path, read(path)]));
    const counts = identifierCounts([...texts.values()]);
    const unused = [...texts]
      .filter(([path]) => SOURCE_ROOTS.some((root) => path.startsWith(`${root}/`)))
      .flatMap(([path, text]) =>
        exportedNames(text)
          .filter((name) => counts.get(name) === 1)
          .map((name) => `${path}: ${name}`),
      );
    expect(texts.size).toBeGreaterThan(500);
    expect(unused).toEqual([]);
  });
});
