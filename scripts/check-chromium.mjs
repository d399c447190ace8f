#!/usr/bin/env node
/**
 * The browser suite runs Debian's chromium (Playwright never downloads a browser): the journeys
 * its headless build at /usr/bin/chromium-headless-shell, the benchmarks the full browser at
 * /usr/bin/chromium (e2e/support/server.ts says why). Run first by `npm test` and
 * `npm run test:e2e`, so that a machine without them learns at once, not after minutes of other
 * suites: as root with apt-get, it installs the missing packages; otherwise it prints the command
 * that does and exits 1. Needs nothing but Node, so that CI can run it before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * Each program and the Debian package it comes from: CHROMIUM_PATH in e2e/support/server.ts,
 * CHROMIUM in bench/first-visit.ts.
 */
const BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', pkg: 'chromium' },
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command with the terminal attached; true when it succeeds. */
function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;
const missing = () => BROWSERS.filter((browser) => !isExecutable(browser.path));

if (missing().length > 0 && isRoot && hasAptGet) {
  const packages = missing().map((browser) => browser.pkg);
  console.log(`The browser tests need ${packages.join(' and ')}: installing.`);
  const install = () => run('apt-get', ['install', '-y', ...packages]);
  // A fresh machine has no package lists yet: fetch them, then try again.
  if (!install() && run('apt-get', ['update'])) install();
}

const lacking = missing();
if (lacking.length > 0) {
  const sudo = isRoot ? '' : 'sudo ';
  const how = hasAptGet ? 'Install' : 'On Debian (this machine has no apt-get), install';
  console.error(
    [
      '',
      `The browser tests run Debian's chromium, and this machine lacks ${lacking.map((b) => b.path).join(' and ')}.`,
      `${how} it, then run the tests again:`,
      '',
      `    ${sudo}apt-get install -y ${lacking.map((b) => b.pkg).join(' ')}`,
      '',
      `(On a fresh machine run \`${sudo}apt-get update\` first. Playwright never downloads a browser.)`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
