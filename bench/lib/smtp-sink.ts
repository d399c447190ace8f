/**
 * A loopback SMTP receiver in a process of its own (`fork`ed by a benchmark), so that receiving
 * does not share the measured server's thread, as a real mail server would not. It counts each
 * mail by its Message-ID and tells the parent over IPC: `{ port }` once listening, then
 * `{ counts, firstAt, lastAt }` in answer to 'report'.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkReport {
  /** Message-ID → how many times it was received. */
  counts: Record<string, number>;
  /** Epoch milliseconds of the first and the last mail received. */
  firstAt: number;
  lastAt: number;
}

const counts: Record<string, number> = {};
let firstAt = 0;
let lastAt = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? 'none';
      counts[id] = (counts[id] ?? 0) + 1;
      lastAt = Date.now();
      firstAt ||= lastAt;
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'report') process.send?.({ counts, firstAt, lastAt } satisfies SinkReport);
  if (message === 'stop') server.close(() => process.exit(0));
});
