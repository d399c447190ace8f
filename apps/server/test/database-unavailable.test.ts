/**
 * A database that does not answer: the portal's and the private app's calls answer 503
 * `database_unavailable` 'The database is not reachable' (docs/portal.md, Errors), so the page
 * can say why it failed and offer to try again, instead of a bare 500.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trustfront/core';
import { isDatabaseUnreachable } from '../src/lib/error-handler.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const UNAVAILABLE = { code: 'database_unavailable', message: MESSAGES.databaseUnavailable };

describe('a database that does not answer', () => {
  let closeAll: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeAll?.();
    closeAll = undefined;
  });

  it('a closed PGlite: the view answers 503 database_unavailable', async () => {
    const t: TestApp = await createTestApp('pglite');
    closeAll = () => t.app.close();
    // The app starts (and its background work with it) while the database answers.
    await t.app.ready();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/acme/view' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: UNAVAILABLE });
  });

  it('tells a lost or refused connection from a refused statement', () => {
    const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query'), { cause });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnreachable(failedQuery(refused))).toBe(true);
    expect(isDatabaseUnreachable(failedQuery({ code: '57P01', severity: 'FATAL' }))).toBe(true);
    expect(isDatabaseUnreachable({ code: '08006', severity: 'FATAL' })).toBe(true);
    expect(isDatabaseUnreachable(failedQuery(new Error('PGlite is closed')))).toBe(true);
    expect(isDatabaseUnreachable(failedQuery({ code: '23505', severity: 'ERROR' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
  });
});
