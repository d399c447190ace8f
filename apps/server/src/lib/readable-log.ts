/**
 * The log as a person reads it on a terminal: one line an entry, its time, level and message,
 * then its fields as `key=value`, an error by its kind and message (its stack's frames below, at
 * error level and above). Off a terminal the log stays pino's JSON lines, for machines
 * (docs/deploy.md, Logs).
 */
import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
const DIM = '\u001b[2m';
const RESET = '\u001b[0m';
/** Fields every line carries, or that the line's head already says. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const valueOf = (value: unknown): string =>
  typeof value === 'string' && !/\s/.test(value) && value !== '' ? value : JSON.stringify(value);

/** `key=value` for each field, objects flattened one level (`req.url=/api/…`). */
function fieldsOf(entry: Record<string, unknown>): string[] {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (OMITTED.has(key) || key === 'err' || value === undefined) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        if (innerValue !== undefined) fields.push(`${key}.${inner}=${valueOf(innerValue)}`);
      }
    } else fields.push(`${key}=${valueOf(value)}`);
  }
  return fields;
}

/** One JSON log line as it reads on a terminal. */
export function readableLine(json: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now())
    .toISOString()
    .slice(11, 23);
  const name = LEVELS[level] ?? String(level);
  const head = colour ? `${COLOURS[level] ?? ''}${name}${RESET}` : name;
  const fields = fieldsOf(entry).join(' ');
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const error = err ? ` ${err.type ?? 'Error'}${err.message ? `: ${err.message}` : ''}` : '';
  const stack = err?.stack && level >= 50 ? `\n${err.stack}` : '';
  const rest = fields ? ` ${colour ? DIM : ''}${fields}${colour ? RESET : ''}` : '';
  return `${time} ${head} ${String(entry.msg ?? '')}${error}${rest}${stack}\n`;
}

/** A destination writing each of pino's lines readably to `out` (a terminal). */
export function readableDestination(out: NodeJS.WriteStream): DestinationStream {
  const colour = out.hasColors?.() ?? false;
  return {
    write(line: string) {
      out.write(readableLine(line.trimEnd(), colour));
    },
  };
}
