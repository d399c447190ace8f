/**
 * How an operator command runs (docs/deploy.md, Operator commands): its arguments are checked
 * first (usage errors exit 2 with the usage); then it runs on the database itself, or, when a
 * server has the embedded database open, inside that server through its operator socket
 * (operator-channel.ts), which prints here what the command prints. On PostgreSQL every command
 * opens the database itself, the server running or not. Refusals and failures exit 1 with their
 * message, one line.
 */
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedDatabaseBusy } from '../db/embedded-lock.ts';
import { migrateDatabase } from '../db/migration-state.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { sendToServer } from './operator-client.ts';

/** A usage error: exit 2 with the command's usage. */
export class UsageError extends Error {}

/** Where a command prints: the terminal, or the operator socket back to it. */
export interface Output {
  log(text: string): void;
  error(text: string): void;
}

export interface OperatorContext {
  database: Database;
  config: Config;
  storage: Storage;
  out: Output;
}

/** A command whose arguments were checked, ready to run; answers its exit code. */
export type OperatorRun = (context: OperatorContext) => Promise<number>;

/** The commands a server runs for the operator, by their npm script. */
export type OperatorCommandName = 'org' | 'db' | 'backup';

/** A command's arguments checked against `cwd` (where its relative file names are). */
export type OperatorPlanner = (argv: string[], cwd: string) => OperatorRun;

/** Another process took the embedded database's lock: this command stops at once. */
export function exitOnLostLock(error: Error): void {
  console.error(`The embedded database's lock was taken by another process: ${error.message}`);
  process.exit(1);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Checks `argv` with `planner`; prints the usage and exits 2 on a usage error. */
export function planOrExit(planner: OperatorPlanner, argv: string[], usage: string): OperatorRun {
  try {
    return planner(argv, process.cwd());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
}

/** Runs a checked command, as the module's comment says, and sets the process's exit code. */
export async function runOperatorCommand(
  name: OperatorCommandName,
  argv: string[],
  run: OperatorRun,
): Promise<void> {
  process.exitCode = await runOrForward(name, argv, run).catch((error: unknown) => {
    console.error(message(error));
    return 1;
  });
}

async function runOrForward(
  name: OperatorCommandName,
  argv: string[],
  run: OperatorRun,
): Promise<number> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config, `npm run ${[name, ...argv].join(' ')}`, exitOnLostLock);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusy && error.owner?.socket) {
      return sendToServer(error.owner.socket, { command: name, args: argv, cwd: process.cwd() });
    }
    throw error;
  }
  try {
    await migrateDatabase(database);
    return await run({ database, config, storage: await openStorage(config), out: console });
  } finally {
    await database.close();
  }
}
