/**
 * The staff side of access: access settings (validated by the core schema, saved whole, never
 * losing what was saved), permission profiles (list with ids, create, rename, items, delete,
 * preview shows exactly their items, to staff holding app:accounts only) and each section's
 * scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_SETTINGS_MESSAGES,
  DEFAULT_ACCESS_SETTINGS,
  PROFILE_MESSAGES,
  ZPermissionProfile,
  ZPermissionProfileList,
  ZPortalView,
  ZRestrictedItemList,
} from '@trustfront/core';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildNdaFixture, type NdaFixture } from './helpers/nda-fixture.ts';
import { AUDITOR_SCOPES } from '../src/db/seed/organization.ts';
import { buildOrg, buildStaff } from './factories.ts';

describe.each(await databaseKinds())('staff access settings and profiles (%s)', (kind) => {
  let t: TestApp;
  let f: NdaFixture;
  let narrow: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await buildNdaFixture(t.database.db, t.storage);
    narrow = (await buildStaff(t.database.db, f.org, ['app:cards'])).cookie;
    const other = await buildOrg(t.database.db, { name: 'Other Corp' });
    stranger = (await buildStaff(t.database.db, other, ['app:accounts', 'app:settings'])).cookie;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie = f.staff.cookie,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('answers the defaults, refuses invalid settings with their message, keeps what was saved', async () => {
    expect((await call('GET', '/api/app/settings/access')).json()).toEqual(DEFAULT_ACCESS_SETTINGS);
    const saved = {
      ndaProvider: 'clickwrap',
      ndaText: 'Confidential.',
      accessDurationDays: null,
      watermarkDocuments: true,
      termsUrl: 'https://nda.example/terms',
      privacyUrl: '',
    };
    const ok = await call('PUT', '/api/app/settings/access', saved);
    expect(ok.statusCode).toBe(200);
    const expected = { ...saved, privacyUrl: null };
    expect(ok.json()).toEqual(expected);

    const refusals: [object, string][] = [
      [{ ...saved, ndaText: '' }, ACCESS_SETTINGS_MESSAGES.ndaTextRequired],
      [{ ...saved, accessDurationDays: 0 }, ACCESS_SETTINGS_MESSAGES.durationRange],
      [{ ...saved, termsUrl: 'ftp://x' }, ACCESS_SETTINGS_MESSAGES.urlInvalid],
      [{ ...saved, ndaProvider: 'docusign' }, ''],
    ];
    for (const [body, message] of refusals) {
      const res = await call('PUT', '/api/app/settings/access', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
      if (message) expect(res.json().error.message).toBe(message);
    }
    // A refused save changes nothing.
    expect((await call('GET', '/api/app/settings/access')).json()).toEqual(expected);
    const again = await call('PUT', '/api/app/settings/access', {
      ...saved,
      accessDurationDays: 30,
    });
    expect(again.json()).toEqual({ ...expected, accessDurationDays: 30 });
    await call('PUT', '/api/app/settings/access', DEFAULT_ACCESS_SETTINGS);
  });

  it('guards each section by its scope and keeps organisations apart', async () => {
    for (const url of [
      '/api/app/settings/access',
      '/api/app/accounts/profiles',
      '/api/app/accounts/activity',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const res = await call('GET', url, undefined, narrow);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You don't have access to this page");
    }
    const theirs = ZPermissionProfileList.parse(
      (await call('GET', '/api/app/accounts/profiles', undefined, stranger)).json(),
    );
    expect(theirs.profiles).toEqual([]);
    const renamed = await call(
      'PATCH',
      `/api/app/accounts/profiles/${f.profileId}`,
      { name: 'Mine' },
      stranger,
    );
    expect(renamed.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/app/accounts/profiles/${f.profileId}`, undefined, stranger))
        .statusCode,
    ).toBe(404);
  });

  it('previews a profile only for app:accounts: the Auditor gets the public view and files', async () => {
    const auditor = (await buildStaff(t.database.db, f.org, [...AUDITOR_SCOPES])).cookie;
    const ask = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/portal/${f.org.slug}${url}`, headers: { cookie } });
    const preview = `permissionProfileId=${f.profileId}`;
    const seen = ZPortalView.parse((await ask(`/view/${f.product.id}?${preview}`, auditor)).json());
    expect(seen.mode).toBe('public');
    const titles = seen.cards.flatMap((c) => c.items).map((i) => [i.title, i.isUnlocked]);
    expect(titles.sort()).toEqual([
      ['Report public', true],
      ['Report restricted', false],
    ]);
    for (const access of ['restricted', 'restricted_hidden'] as const) {
      const { item, pdf } = f.items[access];
      const url = `/files/${pdf.id}?${preview}&itemUid=${item.id}&productId=${f.product.id}`;
      expect((await ask(url, auditor)).statusCode).toBe(access === 'restricted' ? 403 : 404);
      expect((await ask(url, f.staff.cookie)).statusCode).toBe(200);
    }
  });

  it('creates, renames, fills, previews and deletes a profile', async () => {
    const list = ZPermissionProfileList.parse(
      (await call('GET', '/api/app/accounts/profiles')).json(),
    );
    expect(list.profiles.map((p) => [p.id, p.accountCount, p.itemIds.length])).toEqual([
      [f.profileId, 1, 2],
    ]);
    const restricted = ZRestrictedItemList.parse(
      (await call('GET', '/api/app/accounts/restricted-items')).json(),
    );
    expect(restricted.items.map((i) => i.title).sort()).toEqual([
      'Report restricted',
      'Report restricted_hidden',
    ]);

    const created = await call('POST', '/api/app/accounts/profiles', { name: '  Auditors ' });
    expect(created.statusCode).toBe(200);
    const profile = ZPermissionProfile.parse(created.json());
    expect(profile).toMatchObject({ name: 'Auditors', itemIds: [], accountCount: 0 });
    const taken = await call('POST', '/api/app/accounts/profiles', { name: 'Auditors' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(PROFILE_MESSAGES.nameTaken);
    const blank = await call('POST', '/api/app/accounts/profiles', { name: ' ' });
    expect(blank.json().error.message).toBe(PROFILE_MESSAGES.nameRequired);

    const url = `/api/app/accounts/profiles/${profile.id}`;
    const publicItem = await call('PATCH', url, { itemIds: [f.items.public.item.id] });
    expect(publicItem.statusCode).toBe(400);
    expect(publicItem.json().error.message).toBe(PROFILE_MESSAGES.unknownItems);
    const hiddenId = f.items.restricted_hidden.item.id;
    const filled = await call('PATCH', url, { name: 'External auditors', itemIds: [hiddenId] });
    expect(ZPermissionProfile.parse(filled.json())).toMatchObject({
      name: 'External auditors',
      itemIds: [hiddenId],
    });

    // Previewing the profile shows exactly its items: the hidden one unlocked, the other locked.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${f.org.slug}/view/${f.product.id}?permissionProfileId=${profile.id}`,
      headers: { cookie: f.staff.cookie },
    });
    const parsed = ZPortalView.parse(view.json());
    expect(parsed.mode).toBe('preview');
    const items = parsed.cards
      .flatMap((c) => c.items)
      .map((i) => [i.title, i.isUnlocked])
      .sort();
    expect(items).toEqual([
      ['Report public', true],
      ['Report restricted', false],
      ['Report restricted_hidden', true],
    ]);

    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).statusCode).toBe(404);
    const after = ZPermissionProfileList.parse(
      (await call('GET', '/api/app/accounts/profiles')).json(),
    );
    expect(after.profiles.map((p) => p.id)).toEqual([f.profileId]);
  });
});
