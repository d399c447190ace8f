/**
 * The request log keeps no credential a link carries in its query; errors are logged by their
 * kind, code and query text, never by the values they carry.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactedUrl, safeError, safeMessage } from '../src/lib/log-redaction.ts';
import { createLogger } from '../src/lib/logger.ts';

describe('request log URLs', () => {
  it.each([
    ['/app/set-password?token=eyJabc.def', '/app/set-password?token=[redacted]'],
    [
      '/api/portal/acme/auth/magic-link?token=abc&next=1',
      '/api/portal/acme/auth/magic-link?token=[redacted]&next=1',
    ],
    [
      '/trust/acme?requestAccess=true&inviteToken=xyz',
      '/trust/acme?requestAccess=true&inviteToken=[redacted]',
    ],
    ['/trust/acme?byoidJwt=a.b.c#x', '/trust/acme?byoidJwt=[redacted]#x'],
    ['/api/portal/acme/view?accountId=1', '/api/portal/acme/view?accountId=1'],
    [
      '/api/portal/acme/questionnaires/file?email=ana%40globex.example&companyName=Globex&note=Hi&fileName=q.xlsx',
      '/api/portal/acme/questionnaires/file?email=[redacted]&companyName=[redacted]&note=[redacted]&fileName=[redacted]',
    ],
    ['/trust/acme?unsubscribeToken=abcdefghijklmnop', '/trust/acme?unsubscribeToken=abcdef…'],
    ['/trust/acme?unsubscribeToken=abc&x=1', '/trust/acme?unsubscribeToken=abc&x=1'],
  ])('%s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});

describe('logged errors', () => {
  const detail = 'Key (email)=(ana@globex.example) already exists.';
  const databaseError = () =>
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      detail,
      where: 'SQL statement "insert … ana@globex.example"',
      constraint: 'users_email_key',
      table: 'users',
      schema: 'public',
    });

  it('keep the query text and the SQLSTATE of a failed query, never its values', () => {
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      ['ana@globex.example', 'Ana Lee'],
      databaseError(),
    );
    const logged = safeError(failed);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "users" ("email", "name") values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_key', table: 'users', schema: 'public' },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ana@globex.example');
    expect(text).not.toContain('Ana Lee');
    expect(text).toContain('at ');
    expect(safeMessage(failed)).toBe('DrizzleQueryError (23505)');
  });

  it('drop a database error’s message, detail and where, which can quote values', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "ana"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
    });
    expect(safeError(invalid)).toEqual({
      type: 'DatabaseError',
      code: '22P02',
      routine: 'string_to_uuid',
      stack: expect.any(String) as string,
    });
    expect(JSON.stringify(safeError(databaseError()))).not.toContain('ana@globex.example');
  });

  it('keep the message and code of other errors, and what is not an error only by its type', () => {
    const failure = Object.assign(new Error('No handler for job kind x'), {
      code: 'ENOHANDLER',
      params: ['secret'],
    });
    const logged = safeError(failure);
    expect(logged).toMatchObject({ message: 'No handler for job kind x', code: 'ENOHANDLER' });
    expect(JSON.stringify(logged)).not.toContain('secret');
    expect(safeError('ana@globex.example')).toEqual({ type: 'string' });
    expect(safeMessage(failure)).toBe('No handler for job kind x');
  });
});

describe('the logger', () => {
  it('writes no error message as a line’s own, and no request header', () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
    const failed = new DrizzleQueryError('select $1', ['ana@globex.example'], undefined);
    logger.error(failed);
    logger.warn({ err: failed });
    logger.info({ req: { method: 'GET', url: '/x?token=abc', headers: { cookie: 'sid=1' } } });
    logger.info({ password: 'hunter2', user: { token: 'abc' } }, 'credentials');
    const text = lines.join('');
    expect(lines).toHaveLength(4);
    for (const secret of ['ana@globex.example', 'sid=1', 'hunter2', 'token=abc', '"abc"']) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'DrizzleQueryError', level: 50 });
  });
});
