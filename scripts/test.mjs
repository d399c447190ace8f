#!/usr/bin/env node
/**
 * `npm test`: every check and suite, phase by phase, then a table of each phase's wall time.
 *
 *   node scripts/test.mjs                 every phase, in order
 *   node scripts/test.mjs typecheck lint  only those phases (to time one on its own)
 *
 * Phases run one after the other and the run stops at the first that fails (the table says which
 * did not run). Within a phase, independent commands share the cores: `checks` runs the
 * typecheck of each package, ESLint and Prettier side by side, as many at a time as the machine
 * has cores (at least two), their output printed whole as each ends. `typecheck` and `lint`, its
 * two halves, are phases of their own when named. The suites (Vitest, Playwright) print straight
 * to the terminal, their summary lines intact; the exit status is the first failure's.
 *
 * The typecheck runs TypeScript 7, the native compiler (`typescript-native`, the same checks in
 * a sixth of the time); editors and the tools built on TypeScript's JavaScript API (ESLint's
 * parser, Vite, Vitest) keep TypeScript 5.9 (README, Departures).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const JOBS = Math.max(2, availableParallelism());

/** A command and its arguments. */
const cmd = (command, ...args) => ({ command, args });
/** A command run with these variables added to the environment. */
const withEnv = (env, command, ...args) => ({ command, args, env });

/**
 * The browser journeys' two halves, each on a server of its own (e2e/playwright.config.ts): the
 * parallel journeys, the longer half; the serial ones, one test at a time, and the fresh ones, in
 * two shards of their files, each on a server of its own too, so that they end before it.
 */
const playwright = (part, port, ...args) =>
  withEnv(
    { E2E_PART: part, E2E_PORT: String(port) },
    'npx',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...args,
  );

/**
 * The first server's port (E2E_PORT, 3300 when unset); each shard's is 50 further, past the
 * ports a run uses beside its server (e2e/support/server.ts) and its fresh servers'
 * (e2e/support/fresh-server.ts), so that runs from several checkouts at once keep apart.
 */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * TypeScript 7's compiler, by path: `.bin/tsc` is TypeScript 5.9's (the tools' version). One
 * thread each: its threads would only take the core another command of the phase is using.
 */
const tsc = (project) =>
  cmd('node', 'node_modules/typescript-native/bin/tsc', '-p', project, '--singleThreaded');
/** Longest first, so that the last to start is a short one. */
const TYPECHECK = [
  tsc('apps/server'),
  tsc('bench'),
  tsc('apps/web'),
  tsc('e2e'),
  tsc('packages/core'),
  tsc('scripts'),
];
/** The longest command of all: in checks, it starts first. */
const ESLINT = cmd('npx', 'eslint', '.', '--max-warnings', '0');
const PRETTIER = cmd('npx', 'prettier', '--check', '--log-level', 'warn', '.');

const PHASES = [
  { name: 'chromium', steps: [cmd('node', 'scripts/check-chromium.mjs')] },
  { name: 'checks', parallel: [ESLINT, ...TYPECHECK, PRETTIER] },
  { name: 'typecheck', parallel: TYPECHECK, onlyWhenNamed: true },
  { name: 'lint', parallel: [ESLINT, PRETTIER], onlyWhenNamed: true },
  {
    name: 'unit',
    steps: [
      cmd('npx', 'vitest', 'run', '--project', 'core', '--project', 'web', '--project', 'repo'),
    ],
  },
  { name: 'api', steps: [cmd('npx', 'vitest', 'run', '--project', 'server')] },
  { name: 'build', steps: [cmd('npm', 'run', 'build')] },
  {
    name: 'e2e',
    parallel: [
      playwright('parallel', E2E_BASE_PORT),
      playwright('serial', E2E_BASE_PORT + 50, '--shard=1/2'),
      playwright('serial', E2E_BASE_PORT + 100, '--shard=2/2'),
    ],
    // All three at once: the serial shards run one test at a time, mostly waiting on a server.
    jobs: 3,
  },
];

/** Runs a command to its end: its exit code, and its output when `buffered`. */
function run({ command, args, env }, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: env ? { ...process.env, ...env } : process.env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs `commands` at most `jobs` at a time; each one's output printed whole when it ends. */
async function runSideBySide(commands, jobs = JOBS) {
  const queue = [...commands];
  let failed = 0;
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      const { code, output } = await run(next, true);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const line = `$ ${Object.entries(next.env ?? {})
        .map(([k, v]) => `${k}=${v} `)
        .join('')}${[next.command, ...next.args].join(' ')}  (${seconds} s, exit ${code})`;
      process.stdout.write(`${line}\n${output}${output && !output.endsWith('\n') ? '\n' : ''}`);
      if (code !== 0 && failed === 0) failed = code;
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, commands.length) }, worker));
  return failed;
}

async function runPhase(phase) {
  if (phase.parallel) return runSideBySide(phase.parallel, phase.jobs);
  for (const step of phase.steps) {
    console.log(`$ ${[step.command, ...step.args].join(' ')}`);
    const { code } = await run(step, false);
    if (code !== 0) return code;
  }
  return 0;
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const selected =
  asked.length > 0
    ? PHASES.filter((p) => asked.includes(p.name))
    : PHASES.filter((p) => !p.onlyWhenNamed);

const results = [];
let status = 0;
const runStarted = performance.now();
for (const phase of selected) {
  if (status !== 0) {
    results.push({ name: phase.name, seconds: undefined, outcome: 'not run' });
    continue;
  }
  console.log(`\n── ${phase.name} ──`);
  const started = performance.now();
  const code = await runPhase(phase);
  results.push({
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    outcome: code === 0 ? 'ok' : `failed (exit ${code})`,
  });
  if (code !== 0) status = code;
}
const total = (performance.now() - runStarted) / 1000;

const formatTime = (seconds) => {
  if (seconds === undefined) return '–';
  const m = Math.floor(seconds / 60);
  const s = (seconds - m * 60).toFixed(1).padStart(m > 0 ? 4 : 0, '0');
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
};
const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
console.log(`\nPhase wall times (${JOBS} commands at a time within a phase):`);
for (const r of results) {
  console.log(`  ${r.name.padEnd(width)}  ${formatTime(r.seconds).padStart(9)}  ${r.outcome}`);
}
console.log(`  ${'total'.padEnd(width)}  ${formatTime(total).padStart(9)}`);
process.exit(status);
