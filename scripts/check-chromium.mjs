#!/usr/bin/env node
/**
 * The browser suite runs Debian's chromium at /usr/bin/chromium (Playwright never downloads a
 * browser). Run first by `npm test` and `npm run test:e2e`, so that a machine without it learns
 * at once, not after minutes of other suites: as root with apt-get, it installs chromium;
 * otherwise it prints the command that does and exits 1. Needs nothing but Node, so that CI can
 * run it before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** The browser e2e/playwright.config.ts launches: CHROMIUM_PATH in e2e/support/server.ts. */
const CHROMIUM = '/usr/bin/chromium';

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

if (!isExecutable(CHROMIUM) && isRoot && hasAptGet) {
  console.log(`The browser tests need chromium at ${CHROMIUM}: installing it.`);
  const install = () => run('apt-get', ['install', '-y', 'chromium']);
  // A fresh machine has no package lists yet: fetch them, then try again.
  if (!install() && run('apt-get', ['update'])) install();
}

if (!isExecutable(CHROMIUM)) {
  const sudo = isRoot ? '' : 'sudo ';
  const how = hasAptGet ? 'Install it' : 'On Debian (this machine has no apt-get), install it';
  console.error(
    [
      '',
      `The browser tests run Debian's chromium at ${CHROMIUM}, which is not installed.`,
      `${how}, then run the tests again:`,
      '',
      `    ${sudo}apt-get install -y chromium`,
      '',
      `(On a fresh machine run \`${sudo}apt-get update\` first. Playwright never downloads a browser.)`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
