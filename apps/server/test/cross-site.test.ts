/**
 * A form another site posts never reaches a state-changing route: unsafe calls need a JSON body
 * or the web app's header, and `Origin: null` is refused. Each call here leaves the header out
 * unless it says otherwise (the test app adds it by default, as the web app does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE_HEADER } from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildOrg, buildStaff } from './factories.ts';

const WITHOUT_HEADER = { [SAME_SITE_HEADER]: undefined };

describe.each(await databaseKinds())('cross-site requests (%s)', (kind) => {
  let t: TestApp;
  let staff: string;
  let orgSlug: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const org = await buildOrg(t.database.db);
    orgSlug = org.slug;
    staff = (await buildStaff(t.database.db, org, ['app:settings', 'app:updates'])).cookie;
  });
  afterAll(() => t.close());

  const refusedAsCrossSite = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'csrf_rejected' } });
  };

  it('refuses Origin: null on state-changing calls, even with a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/updates',
      headers: { cookie: staff, origin: 'null' },
      payload: { subject: 'From a sandboxed frame' },
    });
    refusedAsCrossSite(res);
    const safe = await t.app.inject({
      method: 'GET',
      url: '/api/app/updates',
      headers: { cookie: staff, origin: 'null' },
    });
    expect(safe.statusCode).toBe(200);
  });

  it('refuses text/plain and urlencoded form posts, with a message that says what to send', async () => {
    for (const [type, payload] of [
      ['text/plain', '{"subject":"hi"}'],
      ['application/x-www-form-urlencoded', 'subject=hi'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      ],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/updates',
        headers: { ...WITHOUT_HEADER, cookie: staff, 'content-type': type },
        payload,
      });
      refusedAsCrossSite(res);
      expect(res.json().error.message).toContain('application/json');
      expect(res.json().error.message).toContain(SAME_SITE_HEADER);
    }
  });

  it('refuses a body-less POST or DELETE without the header, and takes it with the header', async () => {
    const logout = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: WITHOUT_HEADER });
    refusedAsCrossSite(await logout());
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/app/updates/00000000-0000-4000-8000-000000000000',
      headers: { ...WITHOUT_HEADER, cookie: staff },
    });
    refusedAsCrossSite(remove);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { [SAME_SITE_HEADER]: '1' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('takes a JSON body without the header, charset and all', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/ai',
      headers: {
        ...WITHOUT_HEADER,
        cookie: staff,
        'content-type': 'application/json; charset=utf-8',
      },
      payload: '{}',
    });
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("takes a mail client's one-click unsubscribe form, whose token is in its link", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${orgSlug}/unsubscribe/one-click?token=not-a-token`,
      headers: { ...WITHOUT_HEADER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json().error?.code).not.toBe('csrf_rejected');
    expect(res.statusCode).toBeLessThan(500);
  });
});
