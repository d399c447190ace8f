/**
 * First-run setup (docs/setup.md): open while the instance holds no organisation; refused with a
 * wrong token, with bad input (each field with its message) and once an organisation exists;
 * success creates the organisation with its colour and logo and signs its admin in; setups sent
 * together create exactly one organisation.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORG_MESSAGES,
  PORTAL_SETTINGS_MESSAGES,
  SETUP_MESSAGES as M,
  STAFF_MESSAGES,
} from '@trustfront/core';
import { organizations, users } from '../src/db/schema/index.ts';
import { deleteOrganization } from '../src/services/organizations/delete-organization.ts';
import { TEST_SETUP_TOKEN, createTestApp, sessionCookie, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const SETUP = {
  token: TEST_SETUP_TOKEN,
  name: 'Beta Inc',
  slug: 'beta',
  brandColor: '#0B7A75',
  logo: PNG.toString('base64'),
  adminName: 'Jo Owner',
  adminEmail: 'Jo@Beta.Example',
  adminPassword: 'a long enough password',
};

type ErrorAnswer = {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
};

describe.each(await databaseKinds())('first-run setup (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const status = async () => (await t.app.inject({ url: '/api/setup' })).json<{ open: boolean }>();
  const post = (payload: object, app = t) =>
    app.app.inject({ method: 'POST', url: '/api/setup', payload });
  const organizationCount = async (app = t) => {
    const [row] = await app.database.db.select({ n: count() }).from(organizations);
    return Number(row?.n ?? 0);
  };
  /** The answer's messages by field. */
  const fieldsOf = (body: ErrorAnswer) =>
    Object.fromEntries((body.error.details ?? []).map((d) => [d.path, d.message]));

  it('is open while there is no organisation', async () => {
    expect(await status()).toEqual({ open: true });
  });

  it('refuses bad input with 400, naming each field, and creates nothing', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json<ErrorAnswer>())).toMatchObject({
      '/token': M.tokenRequired,
      '/name': ORG_MESSAGES.nameRequired,
      '/slug': ORG_MESSAGES.slugRequired,
      '/brandColor': M.brandColorRequired,
      '/adminName': M.adminNameRequired,
      '/adminEmail': 'You must provide an email.',
      '/adminPassword': STAFF_MESSAGES.passwordRequired,
    });
    const cases: [object, string, string][] = [
      [{ slug: 'app' }, '/slug', ORG_MESSAGES.slugReserved('app')],
      [{ slug: 'Beta Inc' }, '/slug', ORG_MESSAGES.slugCharacters],
      [{ slug: 'b' }, '/slug', ORG_MESSAGES.slugLength],
      [{ adminPassword: 'too short' }, '/adminPassword', STAFF_MESSAGES.passwordTooShort(12)],
      [{ adminEmail: 'nope' }, '/adminEmail', 'This email is invalid'],
      [{ brandColor: 'teal' }, '/brandColor', PORTAL_SETTINGS_MESSAGES.brandColorInvalid],
      [
        { logo: Buffer.from('plain text').toString('base64') },
        '/logo',
        PORTAL_SETTINGS_MESSAGES.imageWrongType,
      ],
    ];
    for (const [change, path, message] of cases) {
      const answer = await post({ ...SETUP, ...change });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json<ErrorAnswer>().error.message).toBe(message);
      expect(fieldsOf(answer.json<ErrorAnswer>())[path]).toBe(message);
    }
    expect(await organizationCount()).toBe(0);
  });

  it('refuses a wrong token with 403 and creates nothing', async () => {
    const answer = await post({ ...SETUP, token: 'not-the-token-0123456789' });
    expect(answer.statusCode).toBe(403);
    const body = answer.json<ErrorAnswer>();
    expect(body.error).toMatchObject({ code: 'setup_token_wrong', message: M.tokenWrong });
    expect(fieldsOf(body)['/token']).toBe(M.tokenWrong);
    expect(await organizationCount()).toBe(0);
    expect(await status()).toEqual({ open: true });
  });

  it('creates the organisation with its colour and logo, and signs its admin in', async () => {
    const answer = await post(SETUP);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      user: { email: 'jo@beta.example', name: 'Jo Owner', orgSlug: 'beta', orgName: 'Beta Inc' },
    });
    const cookie = sessionCookie(answer);
    const settings = await t.app.inject({
      url: '/api/app/settings/portal',
      headers: { cookie },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      settings: { brandColor: '#0b7a75' },
      images: { logo: { assetId: expect.any(String) } },
    });
    // Unpublished until its staff publish it: its admin sees the portal, visitors do not.
    const view = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/portal/beta/view', headers });
    expect((await view({ cookie })).statusCode).toBe(200);
    expect((await view()).json()).toMatchObject({ error: { code: 'not_published' } });
    // The password the admin chose signs in; no set-password link was needed.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SETUP.adminEmail, password: SETUP.adminPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(await status()).toEqual({ open: false });
  });

  it('refuses a second setup with 409, even once the organisation is gone', async () => {
    const again = await post({ ...SETUP, slug: 'gamma', adminEmail: 'x@gamma.example' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().error).toMatchObject({
      code: 'setup_closed',
      message: M.closed,
    });
    await deleteOrganization({ db: t.database.db, storage: t.storage }, 'beta');
    expect(await organizationCount()).toBe(0);
    // This process's token was spent: a new one is printed at the next start.
    expect(await status()).toEqual({ open: false });
    expect((await post({ ...SETUP, slug: 'gamma' })).statusCode).toBe(409);
    expect(await organizationCount()).toBe(0);
  });

  it('creates exactly one organisation from setups sent together', async () => {
    const fresh = await createTestApp(kind);
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          post(
            { ...SETUP, logo: undefined, slug: `org-${n}`, adminEmail: `a${n}@x.example` },
            fresh,
          ),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      expect(await organizationCount(fresh)).toBe(1);
      const [admins] = await fresh.database.db.select({ n: count() }).from(users);
      expect(Number(admins?.n)).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
