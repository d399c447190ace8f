/**
 * The member's side of the workspace (docs/questionnaires.md, The member's side): a workbook a
 * member sends arrives drafted; with the organisation's setting on, high-confidence drafts from
 * what that member may see reach them at once, never citing what they may not see (a matrix over
 * permission profiles and the setting); staff send the approved file back, and only the
 * account's members download it. An unreadable file stays a received file.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZMemberDrafts,
  ZMemberQuestionnaireList,
  ZWorkspaceQuestionnaire,
  type TMemberDrafts,
} from '@trustfront/core';
import {
  accounts,
  documentTexts,
  jobs,
  mails,
  workspaceQuestionnaires,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { addEntries, questionWorkbook } from './helpers/questionnaire-workspace.ts';
import { buildAccessFixture, buildStaff, type AccessFixture } from './factories.ts';

const TITLES = {
  public: 'Public trust overview',
  restricted: 'Wallaroo penetration test summary',
  restricted_hidden: 'Quandong red team report',
} as const;
const ENTRY = 'Do you encrypt customer data at rest?';
const PENTEST = 'Wallaroo penetration test summary';
const RED_TEAM = 'Quandong red team report';
const QUESTIONS = [
  { ref: 'Q-1', text: 'Do you encrypt customer data at rest?' },
  { ref: 'Q-2', text: 'Do independent testers run Wallaroo penetration tests every quarter?' },
  { ref: 'Q-3', text: 'Do you run Quandong red team exercises twice a year?' },
];
const MEMBERS = ['account including', 'account excluding'] as const;
/**
 * What each member may see, by title, and which questions it answers: the excluding profile
 * reaches neither restricted item, nor the documents on them.
 */
const ALLOWED: Record<(typeof MEMBERS)[number], readonly string[]> = {
  'account including': [ENTRY, TITLES.public, TITLES.restricted, PENTEST, RED_TEAM],
  'account excluding': [ENTRY, TITLES.public],
};
const INSTANT: Record<(typeof MEMBERS)[number], readonly string[]> = {
  'account including': ['Q-1', 'Q-2', 'Q-3'],
  'account excluding': ['Q-1'],
};

describe.each(await databaseKinds())("questionnaires, the member's side (%s)", (kind) => {
  let t: TestApp;
  let world: AccessFixture;
  let staff: Record<string, string>;
  let settings: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    world = await buildAccessFixture(db, t.storage, TITLES);
    await db.insert(documentTexts).values([
      {
        fileId: world.items.restricted.download.id,
        orgId: world.org.id,
        title: PENTEST,
        body: 'Independent testers run Wallaroo penetration tests every quarter.',
      },
      {
        fileId: world.items.restricted_hidden.download.id,
        orgId: world.org.id,
        title: RED_TEAM,
        body: 'We run Quandong red team exercises twice a year.',
      },
    ]);
    await addEntries(db, world.org.id, [
      { question: ENTRY, answer: 'Yes. Customer data at rest is encrypted with AES-256.' },
    ]);
    staff = { cookie: (await buildStaff(db, world.org, ['app:questionnaires'])).cookie };
    settings = { cookie: (await buildStaff(db, world.org, ['app:settings'])).cookie };
  });
  afterAll(() => t.close());

  const portal = () => `/api/portal/${world.org.slug}/questionnaires`;
  const asMember = (member: (typeof MEMBERS)[number], url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: world.callers[member].cookie ?? '' } });
  const setInstant = async (on: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app/settings/ai',
      headers: settings,
      payload: { enableAiOnTrustCenter: true, products: [], instantMemberDrafts: on },
    });
    expect(res.json()).toMatchObject({ instantMemberDrafts: on });
  };
  async function send(member: (typeof MEMBERS)[number], fileName: string, body: Buffer) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${portal()}/file?${new URLSearchParams({ fileName })}`,
      headers: {
        'content-type': 'application/octet-stream',
        cookie: world.callers[member].cookie ?? '',
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }
  /** Waits until the sent file's intake job (and its drafting) finished. */
  async function settled(member: (typeof MEMBERS)[number], id: string) {
    const until = Date.now() + 60_000;
    for (;;) {
      const done = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, `questionnaires.intake:${id}`), isNotNull(jobs.doneAt)));
      const list = ZMemberQuestionnaireList.parse((await asMember(member, portal())).json());
      const mine = list.questionnaires.find((q) => q.id === id);
      if (done.length > 0 && (mine?.status === 'received' || mine?.hasDrafts)) return mine;
      if (Date.now() > until) throw new Error('intake did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const sourcesOf = (drafts: TMemberDrafts) =>
    drafts.questions.flatMap((q) => q.sources.map((s) => s.title));

  describe.each([true, false])('instant drafts %s', (instant) => {
    it.each(MEMBERS)(
      '%s: drafts reach them as the setting says, from what they may see',
      async (member) => {
        await setInstant(instant);
        const id = await send(
          member,
          `${member} ${instant}.xlsx`,
          await questionWorkbook(QUESTIONS),
        );
        expect(await settled(member, id)).toMatchObject({ status: 'in_review', hasDrafts: true });
        const drafts = ZMemberDrafts.parse(
          (await asMember(member, `${portal()}/${id}/drafts`)).json(),
        );
        expect(drafts.questions).toHaveLength(3);
        if (!instant) {
          expect(drafts.questions.every((q) => q.state === 'pending' && q.answer === null)).toBe(
            true,
          );
          return;
        }
        const instantRefs = drafts.questions.filter((q) => q.state === 'instant').map((q) => q.ref);
        expect(instantRefs).toEqual(INSTANT[member]);
        expect(drafts.questions[0]).toMatchObject({ state: 'instant', answer: 'Yes' });
        for (const title of sourcesOf(drafts)) expect(ALLOWED[member]).toContain(title);
        for (const q of drafts.questions.filter((x) => x.state !== 'instant')) {
          expect(q).toMatchObject({ answer: null, explanation: null, sources: [] });
        }
      },
    );
  });

  it('staff send the approved file back; only the account downloads it', async () => {
    const member = 'account including';
    const id = await send(member, 'Vendor review.xlsx', await questionWorkbook(QUESTIONS));
    await settled(member, id);
    const [workspace] = await t.database.db
      .select()
      .from(workspaceQuestionnaires)
      .where(eq(workspaceQuestionnaires.memberQuestionnaireId, id));
    const base = `/api/app/questionnaires/${workspace?.id}`;
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });
    const early = await call('POST', `${base}/send`);
    expect(early.json().error.code).toBe('questionnaire_not_done');
    const got = ZWorkspaceQuestionnaire.parse((await call('GET', base)).json());
    // Staff's drafts cite the restricted document, marked internal.
    expect(got.questions.find((q) => q.ref === 'Q-2')?.draft?.sources).toEqual([
      expect.objectContaining({ type: 'document', title: PENTEST, internal: true }),
    ]);
    expect(got.fromMember).toMatchObject({ companyName: expect.stringMatching(/^Customer/) });
    for (const q of got.questions) {
      const res = await call('PATCH', `${base}/questions/${q.id}`, {
        answer: 'Yes',
        approved: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = await call('POST', `${base}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const listed = ZMemberQuestionnaireList.parse((await asMember(member, portal())).json());
    const mine = listed.questionnaires.find((q) => q.id === id);
    expect(mine).toMatchObject({
      status: 'answered',
      answeredFileName: expect.stringContaining('Vendor review'),
    });
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.kind, 'questionnaire_answered'), eq(mails.orgId, world.org.id)));
    expect(mail?.subject).toBe('Matrix Corp answered your questionnaire');
    const file = await asMember(member, `${portal()}/${id}/answered`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const reviewed = ZMemberDrafts.parse(
      (await asMember(member, `${portal()}/${id}/drafts`)).json(),
    );
    expect(reviewed.questions.every((q) => q.state === 'reviewed' && q.answer === 'Yes')).toBe(
      true,
    );
    // The approved answer reaches the member without its internal sources.
    expect(reviewed.questions.find((q) => q.ref === 'Q-2')?.sources).toEqual([]);
    // Another account's member, and a public visitor, find nothing.
    expect((await asMember('account excluding', `${portal()}/${id}/answered`)).statusCode).toBe(
      404,
    );
    expect((await asMember('account excluding', `${portal()}/${id}/drafts`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${portal()}/${id}/answered` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an instant draft is taken back when its source no longer reaches the member', async () => {
    await setInstant(true);
    const member = 'account including';
    const id = await send(member, 'Later.xlsx', await questionWorkbook(QUESTIONS));
    await settled(member, id);
    const states = async () =>
      ZMemberDrafts.parse(
        (await asMember(member, `${portal()}/${id}/drafts`)).json(),
      ).questions.map((q) => q.state);
    expect(await states()).toEqual(['instant', 'instant', 'instant']);
    const including = world.callers['preview including'].query.permissionProfileId ?? '';
    const excluding = world.callers['preview excluding'].query.permissionProfileId ?? '';
    const moved = await t.database.db
      .update(accounts)
      .set({ permissionProfileId: excluding })
      .where(eq(accounts.permissionProfileId, including))
      .returning({ id: accounts.id });
    try {
      expect(await states()).toEqual(['instant', 'pending', 'pending']);
    } finally {
      await t.database.db
        .update(accounts)
        .set({ permissionProfileId: including })
        .where(
          inArray(
            accounts.id,
            moved.map((m) => m.id),
          ),
        );
    }
  });

  it('a file the workspace cannot read stays a received file', async () => {
    const member = 'account excluding';
    const id = await send(member, 'broken.xlsx', Buffer.from('not a workbook at all'));
    expect(await settled(member, id)).toMatchObject({ status: 'received', hasDrafts: false });
    const rows = await t.database.db
      .select()
      .from(workspaceQuestionnaires)
      .where(eq(workspaceQuestionnaires.memberQuestionnaireId, id));
    expect(rows).toEqual([]);
    expect((await asMember(member, `${portal()}/${id}/drafts`)).statusCode).toBe(404);
  });
});
