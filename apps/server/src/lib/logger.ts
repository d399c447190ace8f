/**
 * The process's logger (pino, as Fastify's): JSON lines at the configured level (readable lines
 * on a terminal: readable-log.ts), requests by
 * their method and redacted URL, errors by `safeError`. Headers and bodies are never logged;
 * credentials and addresses under the usual keys are censored should a line carry them anyway.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
import { readableDestination } from './readable-log.ts';
import { requestLogFields, safeError, withoutErrorMessages } from './log-redaction.ts';

const CENSORED = [
  'password',
  'token',
  'email',
  'cookie',
  'authorization',
  '*.password',
  '*.token',
  '*.email',
  '*.cookie',
  '*.authorization',
  // Request headers, wherever a line carries them (the multipart parser logs its options).
  'headers',
  '*.headers',
];

/**
 * A logger at `level`, writing to `destination`; by default to standard output, readably when it
 * is a terminal.
 */
export function createLogger(
  level: LevelWithSilent,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level,
    redact: { paths: CENSORED, censor: '[redacted]' },
    serializers: { req: requestLogFields, err: safeError, error: safeError },
    hooks: { logMethod: withoutErrorMessages },
  };
  const out =
    destination ?? (process.stdout.isTTY ? readableDestination(process.stdout) : undefined);
  return out ? pino(options, out) : pino(options);
}
