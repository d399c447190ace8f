/**
 * The process's logger (pino, as Fastify's): JSON lines at the configured level, requests by
 * their method and redacted URL, errors by `safeError`. Headers and bodies are never logged;
 * credentials and addresses under the usual keys are censored should a line carry them anyway.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
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

/** A logger at `level`, writing to `destination` (standard output by default). */
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
  return destination ? pino(options, destination) : pino(options);
}
