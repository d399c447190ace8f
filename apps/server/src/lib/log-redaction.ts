/**
 * What the log may keep. Links that sign in or set a password carry their credential in the
 * query (a member's magic link, a staff password link, an invitation, a bring-your-own-identity
 * token), so its value is replaced before the line is written; so is what a visitor says of
 * themselves in a query (e-mail, company, note, file name), and an unsubscribe link's token is
 * kept to its first characters. Errors are logged by their kind,
 * code and stack, never by what they carry: a failed query's parameters (visitors' addresses,
 * names, NDA texts), the database's `detail` ("Key (email)=(…) already exists"), its `where` or
 * its message (some quote the value they refused) are dropped.
 */
const CREDENTIAL_PARAMS =
  /([?&](?:token|inviteToken|signInToken|byoidJwt|invitedColleagueToken)=)[^&#]*/gi;

/**
 * What visitors tell about themselves in a query (the questionnaire upload's sender and file
 * name): replaced whatever the route.
 */
const PERSONAL_PARAMS =
  /([?&](?:email|companyName|company|note|firstName|lastName|fileName|name)=)[^&#]*/gi;

/**
 * Links that identify a subscriber without signing anyone in (an unsubscribe link): kept to
 * their first characters, enough to tell two apart, too few to use.
 */
const SHORTENED_PARAMS = /([?&]unsubscribeToken=)([^&#]*)/gi;
/** How many characters of a shortened token the log keeps. */
export const LOGGED_TOKEN_CHARS = 6;

export const redactedUrl = (url: string): string =>
  url
    .replace(CREDENTIAL_PARAMS, '$1[redacted]')
    .replace(PERSONAL_PARAMS, '$1[redacted]')
    .replace(
      SHORTENED_PARAMS,
      (_match, name: string, value: string) =>
        `${name}${value.slice(0, LOGGED_TOKEN_CHARS)}${value.length > LOGGED_TOKEN_CHARS ? '…' : ''}`,
    );

/** The request as Fastify logs it, its URL redacted. */
export function requestLogFields(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

/** An error as the log keeps it. */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  /** The failed statement's text, its values as placeholders ($1, $2…). */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
  stack?: string;
  cause?: LoggedError;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const stringField = (error: Fields, key: string): string | undefined => {
  const value = error[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: unknown): string | undefined => {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
};

/** drizzle's wrapper of a failed statement: its message lists the parameters' values. */
const isQueryError = (error: Fields) =>
  typeof error.query === 'string' && 'params' in error && error instanceof Error;

/**
 * An error the database answered (PostgreSQL or PGlite, which adds the statement's `query` and
 * `params`): a SQLSTATE and a severity.
 */
const isDatabaseError = (error: Fields) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;

const typeOf = (error: Fields): string =>
  error instanceof Error ? error.constructor.name || error.name : 'object';

const MAX_CAUSES = 5;

/** What the log keeps of anything thrown. */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!isObject(error)) return { type: error === null ? 'null' : typeof error };
  const cause =
    depth < MAX_CAUSES && error.cause !== undefined ? safeError(error.cause, depth + 1) : undefined;
  if (isDatabaseError(error)) {
    const fields: LoggedError = { type: 'DatabaseError', code: stringField(error, 'code') };
    for (const key of ['query', 'constraint', 'table', 'column', 'schema', 'routine'] as const) {
      const value = stringField(error, key);
      if (value !== undefined) fields[key] = value;
    }
    return { ...fields, stack: framesOf(error.stack), ...(cause ? { cause } : {}) };
  }
  if (isQueryError(error)) {
    return {
      type: typeOf(error),
      query: stringField(error, 'query'),
      stack: framesOf(error.stack),
      ...(cause ? { cause } : {}),
    };
  }
  const code = stringField(error, 'code');
  return {
    type: typeOf(error),
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    ...(code !== undefined ? { code } : {}),
    stack: framesOf(error.stack),
    ...(cause ? { cause } : {}),
  };
}

/** An error's kind and codes, e.g. `DrizzleQueryError (23505)`. */
const kindAndCodes = (logged: LoggedError) => {
  const cause = logged.cause?.code ? ` (${logged.cause.code})` : '';
  return `${logged.type}${logged.code ? ` ${logged.code}` : ''}${cause}`;
};

/** An error in one line: its message when it may keep one, else its kind and codes. */
export function safeMessage(error: unknown): string {
  const logged = safeError(error);
  return logged.message ?? kindAndCodes(logged);
}

/** A line's message when it names only an error: its kind and codes, never its message. */
const errorLine = (error: unknown) => kindAndCodes(safeError(error));

/**
 * pino's `logMethod` hook: a line given an error and no message of its own would take the
 * error's message as its own (a failed query's lists its values); it gets the error's kind
 * instead, and an error passed alone goes under `err`, where `safeError` serializes it.
 */
export function withoutErrorMessages(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first, ...rest] = args;
  const error =
    first instanceof Error ? first : isObject(first) ? (first.err ?? first.error) : null;
  if (error === null || error === undefined || typeof rest[0] === 'string') {
    method.apply(this, args);
    return;
  }
  method.apply(this, [first instanceof Error ? { err: first } : first, errorLine(error), ...rest]);
}
