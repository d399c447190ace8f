/**
 * The operator socket's protocol (docs/deploy.md, Operator commands): a Unix socket in DATA_DIR,
 * readable and writable by the server's user alone, on which a command asks the server that has
 * the embedded database open to run it. One JSON line asks; JSON lines answer with what the
 * command prints, then its exit code.
 */
import { join } from 'node:path';
import { z } from 'zod';

/** The socket's file name in DATA_DIR. */
export const OPERATOR_SOCKET = 'operator.sock';

export const operatorSocketPath = (dataDir: string) => join(dataDir, OPERATOR_SOCKET);

export const ZOperatorRequest = z.object({
  command: z.enum(['org', 'db', 'backup']),
  args: z.array(z.string()),
  /** Where the command was typed: its relative file names are read from there. */
  cwd: z.string(),
});
export type OperatorRequest = z.infer<typeof ZOperatorRequest>;

export const ZOperatorAnswer = z.union([
  z.object({ out: z.string() }),
  z.object({ err: z.string() }),
  z.object({ exit: z.number().int() }),
]);
export type OperatorAnswer = z.infer<typeof ZOperatorAnswer>;

/** Calls `line` with each whole line `chunks` bring. */
export function lineReader(line: (text: string) => void): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    let end = pending.indexOf('\n');
    while (end >= 0) {
      line(pending.slice(0, end));
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  };
}
