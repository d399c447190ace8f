/**
 * Questionnaires (docs/access.md, Member features): sent by members and public visitors as a link
 * or a streamed file, listed for staff, whose files only staff download; an upload that fails
 * leaves neither a file nor a row.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_MESSAGES as M,
  QUESTIONNAIRE_MAX_BYTES,
  ZMemberQuestionnaireList,
  ZStaffQuestionnaireList,
} from '@trustfront/core';
import { questionnaires } from '../src/db/schema/index.ts';
import { submitQuestionnaireFile } from '../src/services/members/questionnaires/submit-questionnaire.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildProfile, buildStaff, type OrgRow } from './factories.ts';

/** Every stored object under the test's file store. */
function storedFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return walk(root).filter((f) => f.includes('questionnaires'));
}

describe.each(await databaseKinds())('questionnaires (%s)', (kind) => {
  let t: TestApp;
  let org: OrgRow;
  let member: string;
  let accountId: string;
  let staff: string;
  let filesRoot: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    org = await buildOrg(db, { name: 'Quest Corp' });
    const account = await buildAccount(db, org, { profile: await buildProfile(db, org, []) });
    member = account.cookie;
    accountId = account.account.id;
    staff = (await buildStaff(db, org, ['app:accounts', 'files:download'])).cookie;
    filesRoot = t.filesDir;
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.database.db, storage: t.storage });
  const base = () => `/api/portal/${org.slug}/questionnaires`;
  const sendLink = (payload: object, cookie?: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${base()}/link${query}`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const sendFile = (query: Record<string, string>, body: Buffer, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${base()}/file?${new URLSearchParams(query)}`,
      headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  it('takes a link and a file from a member, listed for them and for staff', async () => {
    const link = await sendLink({ link: 'https://share.example.com/sig-lite.xlsx' }, member);
    expect(link.statusCode).toBe(201);
    const file = await sendFile(
      { fileName: 'SIG Lite 2026.pdf' },
      Buffer.from('%PDF-1.7 answers'),
      member,
    );
    expect(file.statusCode).toBe(201);

    const mine = ZMemberQuestionnaireList.parse(
      (await t.app.inject({ method: 'GET', url: base(), headers: { cookie: member } })).json(),
    ).questionnaires;
    expect(mine.map((q) => q.kind).sort()).toEqual(['file', 'link']);

    const listed = ZStaffQuestionnaireList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/app/questionnaires',
          headers: { cookie: staff },
        })
      ).json(),
    ).questionnaires;
    const sentFile = listed.find((q) => q.kind === 'file');
    expect(sentFile).toMatchObject({
      fileName: 'SIG Lite 2026.pdf',
      size: 16,
      accountId,
      canDownload: true,
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/app/questionnaires/${sentFile?.id}/file`,
      headers: { cookie: staff },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.7 answers');
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it('asks a public visitor for an e-mail and a company, and refuses staff previews', async () => {
    const anonymous = await sendLink({ link: 'https://share.example.com/caiq.xlsx' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error.message).toBe(M.questionnaireEmailRequired);
    const noCompany = await sendLink({
      link: 'https://share.example.com/caiq.xlsx',
      email: 'a@b.example',
    });
    expect(noCompany.json().error.message).toBe(M.questionnaireCompanyRequired);
    const ok = await sendLink({
      link: 'https://share.example.com/caiq.xlsx',
      email: 'Ana@Prospect.example',
      companyName: 'Prospect',
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, ok.json().id));
    expect(row).toMatchObject({ email: 'ana@prospect.example', accountId: null });
    const preview = await sendLink(
      { link: 'https://share.example.com/x.pdf' },
      staff,
      `?accountId=${accountId}`,
    );
    expect(preview.statusCode).toBe(403);
  });

  it('refuses bad links, types and sizes with their messages, leaving nothing behind', async () => {
    const before = storedFiles(filesRoot).length;
    expect((await sendLink({ link: 'javascript:alert(1)' }, member)).body).toContain(
      M.questionnaireLinkInvalid,
    );
    expect((await sendLink({ link: 'http://169.254.169.254/latest' }, member)).body).toContain(
      M.questionnaireLinkPrivate,
    );
    const exe = await sendFile({ fileName: 'tool.exe' }, Buffer.from('MZ'), member);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(M.questionnaireFileType);
    const empty = await sendFile({ fileName: 'q.pdf' }, Buffer.alloc(0), member);
    expect(empty.json().error.message).toBe(M.questionnaireFileRequired);
    const big = await sendFile(
      { fileName: 'q.pdf' },
      Buffer.alloc(QUESTIONNAIRE_MAX_BYTES + 1),
      member,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('file_too_large');
    expect(storedFiles(filesRoot).length).toBe(before);
  });

  it('leaves no file when the upload dies mid-way, and no file when the row fails', async () => {
    const before = storedFiles(filesRoot).length;
    const rowsBefore = (await t.database.db.select().from(questionnaires)).length;
    const dying = new Readable({
      read() {
        this.push(Buffer.from('%PDF-1.7 half'));
        this.destroy(new Error('connection reset'));
      },
    });
    const sender = {
      accountId: null,
      accountMemberId: null,
      email: 'a@b.example',
      companyName: 'B',
      note: null,
    };
    await expect(
      submitQuestionnaireFile(deps(), org.id, sender, {
        fileName: 'q.pdf',
        contentLength: undefined,
        body: dying,
      }),
    ).rejects.toThrow('connection reset');
    // An account that does not exist: the row is refused, and its object is removed.
    await expect(
      submitQuestionnaireFile(
        deps(),
        org.id,
        { ...sender, accountId: '00000000-0000-4000-8000-000000000000' },
        { fileName: 'q.pdf', contentLength: 4, body: Readable.from([Buffer.from('%PDF')]) },
      ),
    ).rejects.toThrow();
    expect(storedFiles(filesRoot).length).toBe(before);
    expect((await t.database.db.select().from(questionnaires)).length).toBe(rowsBefore);
  });
});
