/**
 * Comments, docs and test names speak of the project alone: they cite `docs/…` or say the
 * behaviour, never a tracker's issue or an outside specification.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, read } from './repo-files.ts';

/** What a citation of an issue or of an outside specification looks like. */
const CITATION =
  /\b(the|a|our) spec\b|\bspec\s*(§|\d)|\bissues?\s+(#?\d|["“'])|\(issue\s|\bissue #\d/i;

const SOURCES = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'].flatMap((dir) =>
  filesUnder(dir, ['.ts', '.tsx', '.mjs', '.js', '.md']),
);
const ROOT_DOCS = ['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md', 'SECURITY.md'];

/** The lines of `path` citing an issue or a specification, as `path:line: text`. */
function citationsIn(path: string): string[] {
  return read(path)
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe('comments and docs', () => {
  it('recognise a citation of an issue or of the specification', () => {
    const cited = [
      '// as issue 7 says',
      ' * (docs/access.md, issue 7 "Staff side")',
      '/** Goals of the burst (issue figures). */',
      "// The spec's method is GET",
      '// see spec §4.2',
    ];
    expect(cited.filter((line) => !CITATION.test(line))).toEqual([]);
    const plain = [
      'const messages = result.error.issues.map((issue) => issue.message);',
      'error: (issue) => M.unknownScope(String(issue.input)),',
      "reportIssue: 'Report issue',",
      "['Control description', 'Control specification']",
      "test('e2e/accessibility.spec.ts')",
    ];
    expect(plain.filter((line) => CITATION.test(line))).toEqual([]);
  });

  it('cite docs/ or say the behaviour, never an issue or the specification', () => {
    const files = [...SOURCES, ...ROOT_DOCS];
    expect(files.length).toBeGreaterThan(500);
    expect(
      files.flatMap(citationsIn).filter((line) => !line.includes('own-words.test.ts')),
    ).toEqual([]);
  });
});
