/**
 * The reach matrix's ways in that members use: comments on an item (read and write), asked
 * over every placement and every caller of the reach fixture, and over the item-access
 * fixture's modes; "since your last visit", which lists a new document only to a member who may
 * open it; and a questionnaire's file, which reaches staff only, within their scopes.
 * Expectations are written out by hand.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_ACCESS, type TSinceLastVisit } from '@trustfront/core';
import { accountMembers, memberVisits } from '../src/db/schema/index.ts';
import { submitQuestionnaireFile } from '../src/services/members/questionnaires/submit-questionnaire.ts';
import { buildStaff } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  CALLERS,
  MODES,
  PLACEMENTS,
  buildItemAccessFixture,
  buildReachFixture,
  type Caller,
  type ItemAccessFixture,
  type Mode,
  type ReachFixture,
} from './helpers/reach-fixture.ts';

/**
 * 200: the conversation opens; 404: the item does not reach the member; 403 (M): signed in but
 * not a member; 401 (U): not signed in.
 */
type CommentAnswer = 200 | 401 | 403 | 404;
const M = 403;
const U = 401;
/** Columns in the order of PLACEMENTS. */
const COMMENTS: Record<Caller, CommentAnswer[]> = {
  public: [U, U, U, U, U, U, U, U],
  account: [200, 404, 404, 404, 404, 404, 404, 200],
  preview: [M, M, M, M, M, M, M, M],
  'preview, no files scope': [M, M, M, M, M, M, M, M],
  main: [M, M, M, M, M, M, M, M],
  'main, files:view only': [M, M, M, M, M, M, M, M],
  'main, no files scope': [M, M, M, M, M, M, M, M],
  'auditor asking for a preview': [M, M, M, M, M, M, M, M],
};
/** Columns: public, restricted, restricted-and-hidden item. */
const COMMENTS_BY_MODE: Record<Mode, CommentAnswer[]> = {
  public: [U, U, U],
  'member A': [200, 200, 200],
  'member B': [200, 200, 404],
  'member A, NDA not accepted': [200, 200, 404],
  'preview as A': [M, M, M],
  staff: [M, M, M],
  'auditor asking to preview as A': [M, M, M],
};

/**
 * "Since your last visit", every document new to its caller: true when listed, false when not,
 * M (403) when the caller is signed in but no member, U (401) when not signed in. Columns as
 * above.
 */
const SINCE: Record<Caller, (boolean | typeof M | typeof U)[]> = {
  public: [U, U, U, U, U, U, U, U],
  account: [true, false, false, false, false, false, false, false],
  preview: [M, M, M, M, M, M, M, M],
  'preview, no files scope': [M, M, M, M, M, M, M, M],
  main: [M, M, M, M, M, M, M, M],
  'main, files:view only': [M, M, M, M, M, M, M, M],
  'main, no files scope': [M, M, M, M, M, M, M, M],
  'auditor asking for a preview': [M, M, M, M, M, M, M, M],
};
const SINCE_BY_MODE: Record<Mode, (boolean | typeof M | typeof U)[]> = {
  public: [U, U, U],
  'member A': [true, true, true],
  'member B': [true, false, false],
  'member A, NDA not accepted': [true, false, false],
  'preview as A': [M, M, M],
  staff: [M, M, M],
  'auditor asking to preview as A': [M, M, M],
};

type Who = { query: Record<string, string>; cookie?: string };

/** The staff download of a questionnaire's file, by caller: status and error code. */
const RECEIVED_FILE: Record<string, [number, string | null]> = {
  public: [401, 'unauthorized'],
  member: [401, 'unauthorized'],
  'staff, app:accounts + files:download': [200, null],
  'staff, app:accounts + files:view': [403, 'download_not_allowed'],
  'staff, app:accounts only': [403, 'access_denied'],
  'staff, files scopes without app:accounts': [403, 'forbidden'],
};

describe.each(await databaseKinds())('members ways in (%s)', (kind) => {
  let t: TestApp;
  let reach: ReachFixture;
  let modes: ItemAccessFixture;
  let questionnaireId: string;
  const receivedCallers = new Map<string, string | undefined>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    reach = await buildReachFixture(t.database.db, t.storage, 'PublicContentOnly');
    modes = await buildItemAccessFixture(t.database.db, t.storage);
    const { db } = t.database;
    const sent = await submitQuestionnaireFile(
      { db, storage: t.storage },
      reach.org.id,
      {
        accountId: null,
        accountMemberId: null,
        email: 'ana@prospect.example',
        companyName: 'Prospect',
        note: null,
      },
      { fileName: 'sig.pdf', contentLength: 8, body: Readable.from([Buffer.from('%PDF-1.7')]) },
    );
    questionnaireId = sent.id;
    // Every member last looked at the portal two hours ago: every document is new to them.
    const members = await db.select({ id: accountMembers.id }).from(accountMembers);
    await db.insert(memberVisits).values(
      members.map((m) => ({
        accountMemberId: m.id,
        lastVisitAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      })),
    );
    const staffWith = async (scopes: string[]) => (await buildStaff(db, reach.org, scopes)).cookie;
    receivedCallers.set('public', undefined);
    receivedCallers.set('member', reach.callers.account.cookie);
    receivedCallers.set(
      'staff, app:accounts + files:download',
      await staffWith(['app:accounts', 'files:view', 'files:download']),
    );
    receivedCallers.set(
      'staff, app:accounts + files:view',
      await staffWith(['app:accounts', 'files:view']),
    );
    receivedCallers.set('staff, app:accounts only', await staffWith(['app:accounts']));
    receivedCallers.set(
      'staff, files scopes without app:accounts',
      await staffWith(['statuspage:edit', 'files:view', 'files:download']),
    );
  });
  afterAll(() => t.close());

  /** The file ids listed to `who` as new since their last visit, or 403 or 401. */
  async function newSince(orgSlug: string, who: Who): Promise<string[] | typeof M | typeof U> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${orgSlug}/since-last-visit?${new URLSearchParams(who.query)}`,
      headers: who.cookie ? { cookie: who.cookie } : {},
    });
    if (res.statusCode === 403) return M;
    if (res.statusCode === 401) return U;
    expect(res.statusCode).toBe(200);
    return (res.json() as TSinceLastVisit).entries.map((e) => e.id);
  }

  /** Reads and writes the conversation; both answer the same. */
  async function comments(orgSlug: string, who: Who, itemUid: string, productId: string) {
    const q = new URLSearchParams({ ...who.query, itemUid, productId });
    const headers = who.cookie ? { cookie: who.cookie } : {};
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${orgSlug}/comments?${q}`,
      headers,
    });
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/portal/${orgSlug}/comments?${new URLSearchParams(who.query)}`,
      headers,
      payload: { itemUid, productId, content: 'Is this current?' },
    });
    expect(write.statusCode).toBe(read.statusCode === 200 ? 201 : read.statusCode);
    return read.statusCode;
  }

  const placementCells = CALLERS.flatMap((who) =>
    PLACEMENTS.map((p, i) => [who, p, COMMENTS[who][i]] as const),
  );
  it.each(placementCells)('comments: %s / %s answers %s', async (who, placement, expected) => {
    const { product, item } = reach.documents[placement];
    expect(await comments(reach.org.slug, reach.callers[who], item.id, product.id)).toBe(expected);
  });

  const modeCells = MODES.flatMap((who) =>
    ITEM_ACCESS.map((access, i) => [who, access, COMMENTS_BY_MODE[who][i]] as const),
  );
  it.each(modeCells)('comments: %s / %s item answers %s', async (who, access, expected) => {
    const { item } = modes.items[access];
    const status = await comments(modes.org.slug, modes.callers[who], item.id, modes.product.id);
    expect(status).toBe(expected);
  });

  const sinceCells = CALLERS.flatMap((who) =>
    PLACEMENTS.map((p, i) => [who, p, SINCE[who][i]] as const),
  );
  it.each(sinceCells)('since last visit: %s / %s listed: %s', async (who, placement, expected) => {
    const listed = await newSince(reach.org.slug, reach.callers[who]);
    const { file } = reach.documents[placement];
    expect(typeof listed === 'number' ? listed : listed.includes(file.id)).toBe(expected);
  });

  const sinceModeCells = MODES.flatMap((who) =>
    ITEM_ACCESS.map((access, i) => [who, access, SINCE_BY_MODE[who][i]] as const),
  );
  it.each(sinceModeCells)(
    'since last visit: %s / %s item listed: %s',
    async (who, access, expected) => {
      const listed = await newSince(modes.org.slug, modes.callers[who]);
      const { file } = modes.items[access];
      expect(typeof listed === 'number' ? listed : listed.includes(file.id)).toBe(expected);
    },
  );

  it.each(Object.entries(RECEIVED_FILE))(
    'questionnaire file: %s answers %j',
    async (who, [status, code]) => {
      const cookie = receivedCallers.get(who);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/app/questionnaires/${questionnaireId}/file`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(status);
      if (code) expect(res.json().error.code).toBe(code);
      else expect(res.body).toBe('%PDF-1.7');
      // No portal way in names it, in any mode.
      const portal = await t.app.inject({
        method: 'GET',
        url: `/api/portal/${reach.org.slug}/files/${questionnaireId}?itemUid=${questionnaireId}&productId=${questionnaireId}`,
        headers: cookie ? { cookie } : {},
      });
      expect(portal.statusCode).toBe(404);
    },
  );
});
