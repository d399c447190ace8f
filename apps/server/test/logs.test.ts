/**
 * What the log keeps of the API's flows, captured at level trace: every line of a request
 * names its request id, organisation and caller kind once resolved; jobs log their start and
 * end in contexts of their own; a failed query is logged by its text and SQLSTATE. No visitor
 * address, name, token, password, cookie value or body text appears anywhere in it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE_HEADER } from '@trustfront/core';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { domainRules, users } from '../src/db/schema/index.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { LOGGED_TOKEN_CHARS } from '../src/lib/log-redaction.ts';
import { createLogger } from '../src/lib/logger.ts';
import { FAN_OUT_JOB } from '../src/services/updates/fan-out.ts';
import { diskStorage, type Storage } from '../src/storage/index.ts';
import { sessionCookie, testConfig } from './helpers/app.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { followSignInLink, linkIn, requestBody, waitForMail } from './helpers/member-access.ts';
import { multipartBody } from './helpers/multipart.ts';
import {
  buildNdaFixture,
  CLICKWRAP,
  saveSettings,
  type NdaFixture,
} from './helpers/nda-fixture.ts';
import { samplePdf } from './helpers/pdf.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();

type Line = Record<string, unknown> & { msg?: string; level: number };

describe.each(kinds)('logs on %s', (kind) => {
  const written: string[] = [];
  const lines = (): Line[] => written.map((l) => JSON.parse(l) as Line);
  /** Everything the flows must not leave in the log. */
  const secrets: string[] = [];
  let database: Database;
  let storage: Storage;
  let filesDir: string;
  let app: FastifyInstance;
  let receiver: SmtpReceiver;
  let f: NdaFixture;
  const staffPassword = 'correct-horse-battery-staple-42';
  const staffEmail = 'operator-7f3a@logs-org.example';

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    database = await createTestDatabase(kind);
    filesDir = mkdtempSync(join(tmpdir(), 'trustfront-logs-'));
    storage = diskStorage(filesDir);
    const config = testConfig({ smtpUrl: receiver.url, logLevel: 'trace' });
    app = await buildApp({
      db: database.db,
      revisions: database.revisions,
      storage,
      config,
      logger: createLogger('trace', { write: (line: string) => void written.push(line) }),
    });
    // A deliberately failing query: the same address twice, a unique violation (23505).
    app.post('/test/duplicate-staff', async () => {
      const [staff] = await database.db.select().from(users).where(eq(users.email, staffEmail));
      if (!staff) throw new Error('no staff member');
      await database.db.insert(users).values({ ...staff, id: undefined });
      return { ok: true };
    });
    f = await buildNdaFixture(database.db, storage);
    await database.db.insert(domainRules).values({
      orgId: f.org.id,
      domain: 'zenith-logs.example',
      kind: 'auto_approve',
      permissionProfileId: f.profileId,
    });
    const [staff] = await database.db
      .select()
      .from(users)
      .where(eq(users.orgId, f.org.id))
      .limit(1);
    if (!staff) throw new Error('no staff member');
    await database.db
      .update(users)
      .set({ email: staffEmail, passwordHash: await hash(staffPassword) })
      .where(eq(users.id, staff.id));
    secrets.push(staffEmail, staffPassword, f.member.email, f.member.cookie.split('=')[1] ?? '');
    secrets.push(...CLICKWRAP.ndaText.split('\n'));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await receiver.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const base = () => `/api/portal/${f.org.slug}`;
  const loggedUrl = (l: Line) => (l.req as { url?: string } | undefined)?.url ?? '';
  let client = 0;
  const remoteAddress = () => `203.0.113.${++client}`;

  it('runs the flows, leaving no visitor data, credential or body in the log', async () => {
    // Staff sign in with a password, then save a clickwrap NDA.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staffEmail, password: staffPassword },
      remoteAddress: remoteAddress(),
    });
    expect(login.statusCode).toBe(200);
    const staff = sessionCookie(login);
    secrets.push(staff.split('=')[1] ?? '');
    await saveSettings(app, { ...f, staff: { cookie: staff } }, CLICKWRAP);

    // A visitor asks for access with their address; auto-approved, they get a sign-in link.
    const email = 'zephyrine.quill@zenith-logs.example';
    const names = { firstName: 'Zephyrine', lastName: 'Quillfeather', companyName: 'Zenithcorp' };
    secrets.push(email, ...Object.values(names));
    const requested = await app.inject({
      method: 'POST',
      url: `${base()}/request`,
      payload: requestBody(f.product.id, email, names),
      remoteAddress: remoteAddress(),
    });
    expect(requested.json()).toEqual({ status: 'Approved' });
    const link = linkIn(await waitForMail(receiver, email), '/auth/magic-link');
    secrets.push(new URL(link).searchParams.get('token') ?? 'no token');
    const signedIn = await followSignInLink(app, link);
    const member = signedIn.cookie ?? '';
    secrets.push(member.split('=')[1] ?? 'no cookie');
    const accountId = signedIn.location.searchParams.get('accountId') ?? '';

    // The member accepts the NDA, then invites a colleague with a message.
    const accepted = await app.inject({
      method: 'POST',
      url: `${base()}/nda/accept`,
      headers: { cookie: member },
      payload: { agree: true },
    });
    expect(accepted.statusCode).toBe(200);
    const colleague = 'bartholomew.vance@zenith-logs.example';
    const message = 'Kindly review the quarterly vendor dossier';
    secrets.push(colleague, message);
    const invited = await app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${accountId}/external/invite-colleague`,
      headers: { cookie: member },
      payload: { emails: [colleague], message },
    });
    expect(invited.json()).toEqual({ ok: true });
    const invitation = linkIn(await waitForMail(receiver, colleague), 'inviteToken=');
    secrets.push(new URL(invitation).searchParams.get('inviteToken') ?? 'no token');

    // Staff upload a document, whose text a job reads; a visitor searches.
    const text = 'Marmalade penguin resilience attestation';
    secrets.push(text);
    const upload = multipartBody('xylophone-audit.pdf', 'application/pdf', await samplePdf(text));
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/trust-center/files',
      headers: { ...upload.headers, cookie: staff, [SAME_SITE_HEADER]: '1' },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    secrets.push('xylophone-audit');
    const term = 'flamingo cryptography';
    secrets.push(term);
    const searched = await app.inject({
      method: 'POST',
      url: `${base()}/search`,
      payload: { query: { term, filters: { products: [f.product.id] } } },
    });
    expect(searched.statusCode).toBe(200);

    // A visitor sends a questionnaire file, naming themselves in the query; a subscriber opens
    // their unsubscribe link.
    const sender = {
      email: 'ottoline.brackenbury@quillon-logs.example',
      companyName: 'Quillon Marmoset Holdings',
      note: 'Please fill by Friday, Ottoline',
      fileName: 'quillon-vendor-questionnaire.xlsx',
    };
    secrets.push(...Object.values(sender), 'ottoline.brackenbury%40quillon-logs.example');
    const sent = await app.inject({
      method: 'POST',
      url: `${base()}/questionnaires/file?${new URLSearchParams(sender).toString()}`,
      headers: { 'content-type': 'application/octet-stream', [SAME_SITE_HEADER]: '1' },
      payload: Buffer.from('questionnaire'),
      remoteAddress: remoteAddress(),
    });
    expect(sent.statusCode).toBe(201);
    const unsubscribeToken = 'eyJhbGciOiJIUzI1NiJ9.unsubscribe-subscriber-token.signature';
    secrets.push(unsubscribeToken.slice(LOGGED_TOKEN_CHARS));
    await app.inject({
      method: 'GET',
      url: `/trust/${f.org.slug}?unsubscribeToken=${unsubscribeToken}`,
    });
    const shortened = `unsubscribeToken=${unsubscribeToken.slice(0, LOGGED_TOKEN_CHARS)}…`;
    expect(where((l) => loggedUrl(l).includes(shortened)).length).toBeGreaterThan(0);
    expect(
      where((l) => loggedUrl(l).includes('/questionnaires/file?')).map(loggedUrl),
    ).toContainEqual(
      expect.stringContaining('email=[redacted]&companyName=[redacted]&note=[redacted]'),
    );

    // A refusal, and a failing query.
    const refused = await app.inject({ method: 'GET', url: '/api/app/settings/access' });
    expect(refused.statusCode).toBe(401);
    const failed = await app.inject({
      method: 'POST',
      url: '/test/duplicate-staff',
      headers: { [SAME_SITE_HEADER]: '1' },
    });
    expect(failed.statusCode).toBe(500);

    const textRead = () =>
      lines().some((l) => l.msg === 'job done' && l.kind === 'search.document-text');
    await expect.poll(textRead, { timeout: 20_000, interval: 100 }).toBe(true);

    const log = written.join('');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toContain('set-cookie');
    expect(log).not.toContain('authorization');
  });

  const where = (match: (line: Line) => boolean) => lines().filter(match);

  it('writes one line a request, once it is answered, with its status and time', () => {
    expect(where((l) => l.msg === 'incoming request')).toEqual([]);
    const completed = where((l) => l.msg === 'request completed');
    const ids = completed.map((l) => l.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(completed[0]).toMatchObject({
      level: 30,
      res: { statusCode: expect.any(Number) as number },
      responseTime: expect.any(Number) as number,
    });
  });

  it('names the request, its organisation and caller kind on the lines of a request', () => {
    const completed = where((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(5);
    for (const line of completed) expect(line.reqId).toEqual(expect.any(String));
    const url = (l: Line) => (l.req as { url?: string } | undefined)?.url ?? '';
    const portalLines = where((l) => l.org === f.org.slug && l.orgId === f.org.id);
    expect(new Set(portalLines.map((l) => l.caller))).toEqual(
      new Set(['anonymous', 'member', 'staff']),
    );
    expect(completed.find((l) => l.caller === 'member' && l.accountId !== undefined)).toBeDefined();
    expect(where((l) => l.caller === 'staff' && l.org === f.org.slug).length).toBeGreaterThan(0);
    // The sign-in link's credential is redacted from the logged URL.
    expect(where((l) => url(l).includes('magic-link?token=[redacted]')).length).toBeGreaterThan(0);
    // Refusals at debug, by code.
    expect(where((l) => l.msg === 'refused' && l.code === 'unauthorized').length).toBe(1);
  });

  it('logs jobs and mails in contexts of their own', () => {
    const started = where((l) => l.msg === 'job started' && l.kind === 'search.document-text');
    const done = where((l) => l.msg === 'job done' && l.kind === 'search.document-text');
    expect(started.length).toBeGreaterThan(0);
    expect(done[0]).toMatchObject({
      jobId: started[0]?.jobId,
      attempt: 1,
      loop: 'jobs',
      durationMs: expect.any(Number) as number,
    });
    for (const line of [...started, ...done]) expect(line.reqId).toBeUndefined();
    const queued = where((l) => l.msg === 'job queued');
    expect(queued.some((l) => typeof l.reqId === 'string')).toBe(true);
    expect(where((l) => l.msg === 'mails sent' && l.loop === 'mail sender').length).toBeGreaterThan(
      0,
    );
  });

  it('logs a job that fails for good at error, with its kind and attempt', async () => {
    const secret = 'visitor-9d2c@zenith-logs.example';
    const jobId = await enqueueJob(
      database.db,
      FAN_OUT_JOB,
      { updateId: 'not-an-id', audience: [secret] },
      { maxAttempts: 1 },
    );
    const failed = () => where((l) => l.msg === 'job failed for good' && l.jobId === jobId);
    await expect.poll(() => failed().length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(failed()[0]).toMatchObject({
      level: 50,
      kind: FAN_OUT_JOB,
      attempt: 1,
      final: true,
      err: { type: 'ZodError' },
    });
    expect(failed()[0]?.reqId).toBeUndefined();
    expect(written.join('')).not.toContain(secret);
  });

  it('logs a failed query by its text and SQLSTATE', () => {
    const failed = where((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: 50,
      reqId: expect.any(String) as string,
      err: {
        type: 'DrizzleQueryError',
        query: expect.stringContaining('insert into "users"') as string,
        cause: { code: '23505', table: 'users' },
      },
    });
  });
});
