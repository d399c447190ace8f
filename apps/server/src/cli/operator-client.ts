/** The command's side of the operator socket (operator-protocol.ts): asks, prints, exits. */
import { connect } from 'node:net';
import { OperatorError } from '../lib/operator-error.ts';
import { lineReader, ZOperatorAnswer, type OperatorRequest } from './operator-protocol.ts';

/** Has the server at `socket` run `request`, printing what it prints; answers the exit code. */
export function sendToServer(socket: string, request: OperatorRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    let exit: number | undefined;
    const connection = connect(socket);
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on(
      'data',
      lineReader((line) => {
        const answer = ZOperatorAnswer.parse(JSON.parse(line));
        if ('out' in answer) console.log(answer.out);
        else if ('err' in answer) console.error(answer.err);
        else exit = answer.exit;
      }),
    );
    connection.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new OperatorError(
          `The server holding the embedded database does not answer on ${socket} (${error.code ?? error.message}): stop it, then run the command again.`,
        ),
      ),
    );
    connection.on('close', () => {
      if (exit !== undefined) resolve(exit);
      else
        reject(new OperatorError('The server ended the command before it finished: see its log.'));
    });
  });
}
