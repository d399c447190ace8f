/**
 * The portal page rendered on the server (docs/portal.md, Server rendering), by the web app's
 * own rendering module: what reaches each caller is in the HTML and nothing else is (the same
 * answer as the view route's, for the same caller), its ETag answers 304, and a signed-in
 * session's page is private.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_HINT, ZPortalView, type ItemAccess } from '@trustfront/core';
import { items } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { makeWebDist, type TestWebDist } from './helpers/web-dist.ts';
import { buildAccessFixture, type AccessCaller, type AccessFixture } from './factories.ts';
import {
  COLOR_SCHEME_SCRIPT,
  COLOR_SCHEME_SCRIPT_SOURCE,
} from '../src/presenters/color-scheme-script.ts';
import {
  TAP_KEEPER_SCRIPT,
  TAP_KEEPER_SCRIPT_SOURCE,
} from '../src/presenters/tap-keeper-script.ts';

const TITLES: Record<ItemAccess, string> = {
  public: 'Pentest summary Quokka',
  restricted: 'SOC 2 report Wombat',
  restricted_hidden: 'Board minutes Platypus',
};

/** The callers a page is rendered for: anonymous, members and staff previews (not main mode). */
const PAGE_CALLERS: AccessCaller[] = [
  'public',
  'preview including',
  'preview excluding',
  'account including',
  'account excluding',
];

describe.each(await databaseKinds())('server-rendered portal page (%s)', (kind) => {
  let t: TestApp;
  let web: TestWebDist;
  let world: AccessFixture;

  beforeAll(async () => {
    web = makeWebDist({ rendered: true });
    t = await createTestApp(kind, { webDist: web.webDist });
    world = await buildAccessFixture(t.database.db, t.storage, TITLES);
  });

  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  const page = (caller: AccessCaller, headers: Record<string, string> = {}) => {
    const { query, cookie } = world.callers[caller];
    return t.app.inject({
      method: 'GET',
      url: `/trust/${world.org.slug}`,
      query,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };

  const view = async (caller: AccessCaller) => {
    const { query, cookie } = world.callers[caller];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${world.org.slug}/view`,
      query,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return ZPortalView.parse(res.json());
  };

  it.each(PAGE_CALLERS)(
    'holds exactly what reaches %s, and its data is the view',
    async (caller) => {
      const res = await page(caller);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const answer = await view(caller);
      const shown = new Set(answer.cards.flatMap((c) => c.items.map((i) => i.title)));
      expect(shown.size).toBeGreaterThan(0);
      for (const [access, title] of Object.entries(TITLES)) {
        // Rendered as text where it reaches the caller, absent from every byte where it does not.
        expect(html.includes(title), `${access} item for ${caller}`).toBe(shown.has(title));
        const file = world.items[access as ItemAccess].download.originalName;
        if (!shown.has(title)) expect(html).not.toContain(file);
      }
      const data = /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html);
      expect(data).not.toBeNull();
      expect(JSON.parse(data?.[1] ?? 'null').view).toEqual(answer);
      // The page needs no view fetched: nothing preloads it.
      expect(html).not.toContain('rel="preload" href="/api/portal/');
      // Complete as sent: no part left pending for an inline script the page's policy refuses.
      expect(html).not.toMatch(/<template id="B:|<!--\$\?-->/);
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
      expect(inline).toEqual([COLOR_SCHEME_SCRIPT, TAP_KEEPER_SCRIPT]);
    },
  );

  it('never shows an anonymous reader restricted-and-hidden content', async () => {
    const html = (await page('public')).body;
    expect(html).toContain(TITLES.public);
    expect(html).not.toContain(TITLES.restricted_hidden);
    expect(html).not.toContain(world.items.restricted_hidden.download.originalName);
    // A restricted item is listed locked (docs/access.md): its title shows, its file links do not.
    expect(html).toContain(TITLES.restricted);
    expect(html).not.toContain(`/files/${world.items.restricted.download.id}`);
  });

  it('answers 304 to its ETag; public for anonymous readers, private for a session', async () => {
    const first = await page('public');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toContain('cookie');

    const again = await page('public', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const member = await page('account including');
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(member.headers.etag).not.toBe(etag);
    const preview = await page('preview including', { 'if-none-match': etag });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-cache');
  });

  it("keeps the colour scheme script's hash in the policy of a 304, as in the 200's", async () => {
    const first = await page('public');
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(COLOR_SCHEME_SCRIPT_SOURCE);
    expect(policy).toContain(TAP_KEEPER_SCRIPT_SOURCE);
    const again = await page('public', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The browser applies the 304's policy to the page it kept: the same one, the hash in it.
    expect(again.headers['content-security-policy']).toBe(policy);
  });

  it("draws the page in the scheme the browser's hint asks for, and asks for the hint", async () => {
    const light = await page('public');
    expect(light.body).toMatch(/<html[^>]* data-mantine-color-scheme="light"/);
    expect(light.headers['accept-ch']).toBe(COLOR_SCHEME_HINT);
    expect(String(light.headers.vary)).toContain(COLOR_SCHEME_HINT);
    const dark = await page('public', {
      [COLOR_SCHEME_HINT]: '"dark"',
      'if-none-match': String(light.headers.etag),
    });
    expect(dark.statusCode).toBe(200);
    expect(dark.body).toMatch(/<html[^>]* data-mantine-color-scheme="dark"/);
    expect(dark.headers.etag).not.toBe(light.headers.etag);
  });

  it('has a new ETag once the content changes', async () => {
    const before = String((await page('public')).headers.etag);
    await t.database.db
      .update(items)
      .set({ title: `${TITLES.public} (2027)` })
      .where(eq(items.id, world.items.public.item.id));
    const after = await page('public', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain(`${TITLES.public} (2027)`);
  });

  it('leaves main mode (`?edit`) to the browser: a shell without data', async () => {
    const { cookie } = world.callers.main;
    const res = await t.app.inject({
      method: 'GET',
      url: `/trust/${world.org.slug}?edit`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="portal-data"');
    expect(res.headers.etag).toBeUndefined();
  });
});
