/**
 * The single sign-on client secret is kept sealed (docs/staff.md, Single sign-on): the database
 * (and so every backup) never holds it in clear, a value saved in clear by an earlier version is
 * sealed at its next read and when the instance starts, and sign-in still reads it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSso } from '../src/db/schema/index.ts';
import { sealClearClientSecrets } from '../src/services/staff/sso/client-secret.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff } from './factories.ts';

const SECRET = 'a-client-secret-that-must-never-be-stored-in-clear';

describe.each(await databaseKinds())('single sign-on client secret (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (orgId: string) =>
    (await t.database.db.select().from(staffSso).where(eq(staffSso.orgId, orgId)))[0]?.clientSecret;

  const saveSecret = (cookie: string, clientSecret: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/sso',
      headers: { cookie },
      payload: { enabled: true, issuer: 'https://idp.example.com', clientId: 'c', clientSecret },
    });

  it('stores the secret staff save sealed, never in clear', async () => {
    const org = await buildOrg(t.database.db);
    const admin = (await buildStaff(t.database.db, org, ['app:settings'])).cookie;
    const saved = await saveSecret(admin, SECRET);
    expect(saved.statusCode).toBe(200);
    const column = await stored(org.id);
    expect(column).toMatch(/^sealed:/);
    expect(column).not.toContain(SECRET);
    // Saved again without a secret, the sealed one is kept as it is.
    await saveSecret(admin, '');
    expect(await stored(org.id)).toBe(column);
  });

  it('seals a secret saved in clear at its next read and when the instance starts', async () => {
    const read = await buildOrg(t.database.db);
    const swept = await buildOrg(t.database.db);
    for (const org of [read, swept]) {
      await t.database.db.insert(staffSso).values({
        orgId: org.id,
        enabled: true,
        issuer: 'http://127.0.0.1:9',
        clientId: 'c',
        clientSecret: SECRET,
      });
    }
    // An anonymous sign-in start reads it (the issuer does not answer: the start fails).
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/start?org=${read.slug}`,
    });
    expect(start.statusCode).toBe(303);
    expect(await stored(read.id)).toMatch(/^sealed:/);
    expect(await stored(swept.id)).toBe(SECRET);
    expect(await sealClearClientSecrets(t.database.db, testConfig().secret)).toBe(1);
    expect(await stored(swept.id)).toMatch(/^sealed:/);
    expect(await stored(swept.id)).not.toContain(SECRET);
    expect(await sealClearClientSecrets(t.database.db, testConfig().secret)).toBe(0);
  });
});
