/**
 * Which trust update topics reach each caller (docs/updates.md, Who sees what): a topic is listed
 * only with an update the caller may see. A topic whose only update is for members shows its
 * subject to members and staff, and to no anonymous visitor, through every way in: the trust
 * updates' answer, the server-rendered page and the news feeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZComplianceUpdateResponse } from '@trustfront/core';
import { topics, updates } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { ssrWebDist } from './helpers/ssr-web-dist.ts';
import { buildAccessFixture, one, type AccessCaller, type AccessFixture } from './factories.ts';

const SUBJECTS = {
  members: 'Members-only topic Numbat',
  everyone: 'Everyone topic Bilby',
  mailed: 'Mailed-only topic Dugong',
  empty: 'Quiet topic Echidna',
} as const;
type Kind = keyof typeof SUBJECTS;

/** Which topics each caller is shown, written out by hand. */
const EXPECTED: Record<AccessCaller, Kind[]> = {
  public: ['everyone', 'empty'],
  'account including': ['members', 'everyone', 'empty'],
  'account excluding': ['members', 'everyone', 'empty'],
  'preview including': ['members', 'everyone', 'empty'],
  'preview excluding': ['members', 'everyone', 'empty'],
  main: ['members', 'everyone', 'empty'],
};
const CALLERS = Object.keys(EXPECTED) as AccessCaller[];
/** The page is rendered for visitors, members and previews; main mode is the editor's app. */
const PAGE_CALLERS = CALLERS.filter((c) => c !== 'main');

describe.each(await databaseKinds())('trust update topics by caller (%s)', (kind) => {
  let t: TestApp;
  let web: ReturnType<typeof ssrWebDist>;
  let world: AccessFixture;

  beforeAll(async () => {
    web = ssrWebDist('topic-visibility');
    t = await createTestApp(kind, { webDist: web.webDist });
    world = await buildAccessFixture(t.database.db, t.storage, {
      public: 'Public item',
      restricted: 'Restricted item',
      restricted_hidden: 'Hidden item',
    });
    const db = t.database.db;
    const topic = async (k: Kind) =>
      one(
        await db
          .insert(topics)
          .values({ orgId: world.org.id, subject: SUBJECTS[k], category: 'general' })
          .returning(),
      );
    const [members, everyone, mailed] = [
      await topic('members'),
      await topic('everyone'),
      await topic('mailed'),
    ];
    await topic('empty');
    await db.insert(updates).values([
      { topicId: members.id, message: 'For members Numbat', spAudience: 'private' },
      { topicId: everyone.id, message: 'For everyone Bilby' },
      { topicId: everyone.id, message: 'Also for members Bilby', spAudience: 'private' },
      { topicId: mailed.id, message: 'By mail Dugong', channels: ['email'] },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  const get = (url: string, caller: AccessCaller) => {
    const { query, cookie } = world.callers[caller];
    return t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} });
  };
  const shownIn = (text: string) =>
    (Object.keys(SUBJECTS) as Kind[]).filter((k) => text.includes(SUBJECTS[k]));

  it.each(CALLERS)('the trust updates answer lists what reaches %s', async (caller) => {
    const res = await get(`/api/portal/${world.org.slug}/compliance-update`, caller);
    expect(res.statusCode).toBe(200);
    const answer = ZComplianceUpdateResponse.parse(res.json());
    expect(answer.topics.map((x) => x.subject).sort()).toEqual(
      EXPECTED[caller].map((k) => SUBJECTS[k]).sort(),
    );
    expect(shownIn(res.body).sort()).toEqual([...EXPECTED[caller]].sort());
  });

  it.each(PAGE_CALLERS)('the page holds the topics that reach %s, no other', async (caller) => {
    const res = await get(`/trust/${world.org.slug}`, caller);
    expect(res.statusCode).toBe(200);
    expect(shownIn(res.body).sort()).toEqual([...EXPECTED[caller]].sort());
    if (!EXPECTED[caller].includes('members')) expect(res.body).not.toContain('Numbat');
  });

  it.each(['feed.atom', 'feed.json', 'trust.json', 'llms.txt'])(
    '%s names no topic the anonymous page does not list, in any session',
    async (file) => {
      for (const caller of ['public', 'account including', 'main'] as const) {
        const res = await get(`/trust/${world.org.slug}/${file}`, caller);
        expect(res.statusCode, `${file} for ${caller}`).toBe(200);
        expect(res.body, `${file} for ${caller}`).not.toContain('Numbat');
        expect(res.body, `${file} for ${caller}`).not.toContain('Dugong');
      }
    },
  );
});
