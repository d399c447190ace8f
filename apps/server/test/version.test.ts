/**
 * `--version` prints the root package.json's version for a release's build, and says a build
 * whose migrations go past the last release's (db/releases.ts) is a development build after it:
 * the server's entry point from a checkout, and the image's `trustfront` launcher over a build
 * (here a bundle standing in for `dist/main.mjs` that loads the entry point's source).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaVersion } from '../src/db/schema-version.ts';
import { describeVersion, TRUSTFRONT_VERSION, versionLine } from '../src/version.ts';
import { ROOT } from './helpers/repo-root.ts';

const run = promisify(execFile);
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};
const appDir = mkdtempSync(join(tmpdir(), 'trustfront-version-'));

describe('--version', () => {
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it("is the root package.json version, the changelog's latest release", () => {
    expect(TRUSTFRONT_VERSION).toBe(version);
    const released = /^## \[(\d+\.\d+\.\d+)\]/m.exec(
      readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'),
    );
    expect(released?.[1]).toBe(version);
  });

  it("is a release's version when the build ends with its migration, else a development build after the last release", () => {
    const releases = [
      { version: '0.1.0', lastMigration: '0025_trust_data' },
      { version: '0.2.0', lastMigration: '0033_languages' },
    ];
    expect(describeVersion('0.2.0', '0033_languages', releases)).toBe('0.2.0');
    expect(describeVersion('0.1.0', '0025_trust_data', releases)).toBe('0.1.0');
    expect(describeVersion('0.2.0', '0034_next', releases)).toBe(
      '0.2.0-dev: a development build after release 0.2.0 (0033_languages), its migrations up to 0034_next',
    );
    expect(versionLine()).toContain(schemaVersion());
  });

  it('is printed by the server entry point, which then exits without starting', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts', '--version'],
      { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: appDir }, timeout: 60_000 },
    );
    expect(stderr).toBe('');
    expect(stdout).toBe(`${versionLine()}\n`);
  }, 60_000);

  it("is printed by the image's trustfront command", async () => {
    const dist = join(appDir, 'apps/server/dist');
    mkdirSync(dist, { recursive: true });
    const entry = pathToFileURL(join(ROOT, 'apps/server/src/main.ts')).href;
    writeFileSync(join(dist, 'main.mjs'), `await import(${JSON.stringify(entry)});\n`);
    for (const command of ['--version', 'version']) {
      const { stdout } = await run('sh', [join(ROOT, 'scripts/image/trustfront'), command], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, APP_DIR: appDir, NODE_OPTIONS: '--import tsx' },
        timeout: 60_000,
      });
      expect(stdout).toBe(`${versionLine()}\n`);
    }
  }, 120_000);
});
