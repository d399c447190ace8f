/**
 * The server's side of the operator socket (operator-protocol.ts): while the server has the
 * embedded database open, the operator's commands run here, on the server's own database and
 * storage, so that nobody stops the service for an everyday task (docs/deploy.md, Operator
 * commands). The socket is the server user's alone (0600) and never leaves the machine.
 */
import { chmod, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { log } from '../lib/log-context.ts';
import type { Storage } from '../storage/index.ts';
import { planBackupCommand } from './backup-command.ts';
import { planDbCommand } from './db-commands.ts';
import { planOrgCommand } from './org-commands.ts';
import type { OperatorCommandName, OperatorPlanner } from './operator-run.ts';
import {
  lineReader,
  operatorSocketPath,
  ZOperatorRequest,
  type OperatorAnswer,
} from './operator-protocol.ts';

const PLANNERS: Record<OperatorCommandName, OperatorPlanner> = {
  org: planOrgCommand,
  db: planDbCommand,
  backup: planBackupCommand,
};

/** Longest Unix socket path the system takes (107 bytes on Linux, 103 on macOS). */
const MAX_SOCKET_PATH = 103;

interface Deps {
  database: Database;
  config: Config;
  storage: Storage;
}

async function serve(connection: Socket, text: string, deps: Deps): Promise<void> {
  const send = (answer: OperatorAnswer) => connection.write(`${JSON.stringify(answer)}\n`);
  let code = 1;
  try {
    const request = ZOperatorRequest.parse(JSON.parse(text));
    log().info({ command: request.command, action: request.args[0] }, 'operator command');
    const run = PLANNERS[request.command](request.args, request.cwd);
    code = await run({
      ...deps,
      out: { log: (out) => send({ out }), error: (err) => send({ err }) },
    });
  } catch (error) {
    send({ err: error instanceof Error ? error.message : String(error) });
  }
  connection.end(`${JSON.stringify({ exit: code } satisfies OperatorAnswer)}\n`);
}

/**
 * Listens on DATA_DIR's operator socket; answers the socket's path (undefined when DATA_DIR's
 * path is too long for one) and how to close it.
 */
export async function openOperatorSocket(
  deps: Deps,
): Promise<{ path: string | undefined; close: () => Promise<void> }> {
  const path = operatorSocketPath(deps.config.dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log().warn(
      { path },
      'DATA_DIR is too long a path for the operator socket: operator commands need the server stopped',
    );
    return { path: undefined, close: async () => undefined };
  }
  // A socket file left by a server that died: this process holds the database's lock now.
  await rm(path, { force: true });
  const server = createServer((connection) => {
    let asked = false;
    connection.on('error', () => undefined);
    connection.on(
      'data',
      lineReader((line) => {
        if (asked) return;
        asked = true;
        void serve(connection, line, deps);
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
