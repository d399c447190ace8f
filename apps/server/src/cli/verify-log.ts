/**
 * `npm run verify-log -- URL [--state FILE]`: checks a trust center's transparency log with its
 * public routes only (docs/transparency-log.md, Checking the log). URL is the log's address
 * (…/api/portal/{orgSlug}/transparency-log) or the trust center's page (…/trust/{orgSlug}). The
 * checkpoint seen last is kept in a state file, one per log address, whose path is printed; each
 * failure is printed and the exit code is 1 (2 for a wrong command line).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOG_VERIFIER_TEXTS, verifyTransparencyLog, type LogVerifierState } from '@trustfront/core';
import { fetchJson, nodeLogVerifierIo } from './verify-log-io.ts';

/** The log's address, from the log's own or the trust center's page (`/trust/{orgSlug}`). */
function logUrlOf(input: string): string {
  const url = new URL(input);
  const page = /^\/trust\/([^/]+)\/?$/.exec(url.pathname);
  if (page) url.pathname = `/api/portal/${page[1]}/transparency-log`;
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

const defaultStatePath = (logUrl: string) =>
  join(
    process.env.XDG_STATE_HOME ?? join(homedir(), '.local', 'state'),
    'trustfront',
    'verify-log',
    `${logUrl.replace(/^https?:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_')}.json`,
  );

async function readState(path: string): Promise<LogVerifierState | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LogVerifierState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const io = nodeLogVerifierIo(fetchJson);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { state: { type: 'string' } },
    allowPositionals: true,
  });
  const [input] = positionals;
  if (!input || positionals.length > 1) {
    process.stderr.write(`${LOG_VERIFIER_TEXTS.usage}\n`);
    return 2;
  }
  const logUrl = logUrlOf(input);
  const statePath = values.state ?? defaultStatePath(logUrl);
  const previous = await readState(statePath);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(LOG_VERIFIER_TEXTS.checking(logUrl));
  out(LOG_VERIFIER_TEXTS.statePath(statePath, previous));
  const result = await verifyTransparencyLog(io, logUrl, previous);
  if (!result.ok) {
    for (const problem of result.problems) process.stderr.write(`FAIL ${problem}\n`);
    process.stderr.write(`${LOG_VERIFIER_TEXTS.failed(result.problems.length)}\n`);
    return 1;
  }
  if (result.state) {
    await mkdir(dirname(statePath), { recursive: true });
    await writeFile(statePath, `${JSON.stringify(result.state, null, 2)}\n`);
  }
  out(LOG_VERIFIER_TEXTS.verified(result));
  return 0;
}

process.exitCode = await main();
