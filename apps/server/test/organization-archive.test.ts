/**
 * Moving an organisation: the demo organisation exported and imported under another slug keeps
 * every stored file byte for byte and answers the same portal view (public and staff main mode)
 * apart from ids and slugs; visitors' personal data travels only when asked; tampered archives
 * are refused with their messages and write nothing; Settings → Export answers only staff
 * holding `app:settings`; every table of the schema is placed as exported or not.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ARCHIVE_MESSAGES as AM, ORG_MESSAGES as M } from '@trustfront/core';
import { seedDemo } from '../src/db/seed/index.ts';
import { DEMO_ADMIN, DEMO_ORG } from '../src/db/seed/organization.ts';
import { queryRows } from '../src/db/query.ts';
import * as s from '../src/db/schema/index.ts';
import { createSession } from '../src/services/access/sessions.ts';
import { ARCHIVE_TABLES, NOT_EXPORTED } from '../src/services/organizations/archive-tables.ts';
import { exportOrganization } from '../src/services/organizations/export-organization.ts';
import { importOrganization } from '../src/services/organizations/import-organization.ts';
import type { TOrganizationImport } from '@trustfront/core';
import { buildStaff, one, sessionCookieOf } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { readZip, type ZipEntry } from './helpers/zip.ts';

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Ids numbered in order of appearance, and the copy's slug as the demo's. */
function normalised(body: unknown, slug: string): unknown {
  const seen = new Map<string, string>();
  const text = JSON.stringify(body)
    .replaceAll(slug, DEMO_ORG.slug)
    .replace(UUIDS, (id) => {
      if (!seen.has(id)) seen.set(id, `id-${seen.size}`);
      return seen.get(id) ?? id;
    });
  return JSON.parse(text);
}

/** Every file under a folder, with the SHA-256 of its bytes. */
function storedHashes(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      createHash('sha256')
        .update(readFileSync(join(entry.parentPath, entry.name)))
        .digest('hex'),
    )
    .sort();
}

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of entries) zip.addBuffer(data, name);
  zip.end();
  return buffer(zip.outputStream);
}

describe.each(await databaseKinds())('moving an organisation (%s)', (kind) => {
  let t: TestApp;
  let work: string;
  let demoId: string;
  const deps = () => ({ db: t.database.db, storage: t.storage, config: testConfig() });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db, t.storage, { adminPassword: 'demo-admin-password' });
    demoId = one(
      await t.database.db
        .select()
        .from(s.organizations)
        .where(eq(s.organizations.slug, DEMO_ORG.slug)),
    ).id;
    work = mkdtempSync(join(tmpdir(), 'trustfront-archive-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const exportTo = async (name: string, personalData = false) => {
    const path = join(work, name);
    const { stream } = await exportOrganization(deps(), DEMO_ORG.slug, { personalData });
    await pipeline(stream, createWriteStream(path));
    return path;
  };
  const importFrom = (path: string, input: TOrganizationImport) =>
    importOrganization(deps(), path, input);
  const orgOf = async (slug: string) =>
    one(await t.database.db.select().from(s.organizations).where(eq(s.organizations.slug, slug)));
  const countOf = async (table: string, orgId: string) => {
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from ${sql.identifier(table)} where org_id = ${orgId}`,
    );
    return Number(row?.n ?? 0);
  };
  const staffCookie = async (orgId: string, email: string) => {
    const [user] = await t.database.db.select().from(s.users).where(eq(s.users.email, email));
    if (user?.orgId !== orgId) throw new Error(`No staff member ${email}`);
    return sessionCookieOf(
      (await createSession(t.database.db, { userId: user.id, signedInBy: 'password' })).token,
    );
  };
  const view = async (slug: string, cookie?: string, query = '') => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${slug}/view${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(answer.statusCode).toBe(200);
    // The content revision counts the writes of this instance's organisation, not its content.
    const body = answer.json<Record<string, unknown>>();
    delete body.revision;
    return normalised(body, slug);
  };

  it('round-trips the demo: same files byte for byte, same portal views, no personal data', async () => {
    const path = await exportTo('acme.trustfront.zip');
    const before = storedHashes(t.filesDir);
    const imported = await importFrom(path, {
      slug: 'acme-copy',
      adminEmail: 'owner@copy.example',
    });
    expect(imported).toMatchObject({ slug: 'acme-copy', name: 'Acme Corp', skippedDomains: [] });
    expect(imported.passwordLinks.map((l) => l.email)).toEqual(['owner@copy.example']);
    const copy = await orgOf('acme-copy');

    // Every stored file of the demo is now stored twice; the copy's keys are its own.
    const after = storedHashes(t.filesDir);
    expect(after).toEqual([...before, ...before].sort());
    const keys = async (orgId: string) =>
      [
        ...(await t.database.db.select().from(s.files).where(eq(s.files.orgId, orgId))),
        ...(await t.database.db.select().from(s.assets).where(eq(s.assets.orgId, orgId))),
      ].map((row) => row.storageKey);
    expect((await keys(copy.id)).every((key) => key.includes(copy.id))).toBe(true);
    expect(await keys(copy.id)).toHaveLength((await keys(demoId)).length);

    expect(await view('acme-copy')).toEqual(await view(DEMO_ORG.slug));
    const demoStaff = await staffCookie(demoId, DEMO_ADMIN.email);
    const copyStaff = await staffCookie(copy.id, 'owner@copy.example');
    expect(await view('acme-copy', copyStaff, '?mode=main')).toEqual(
      await view(DEMO_ORG.slug, demoStaff, '?mode=main'),
    );

    for (const table of ['accounts', 'access_requests', 'subscribers', 'audit_log', 'mails']) {
      expect(await countOf(table, copy.id)).toBe(table === 'mails' ? 1 : 0);
    }
    expect(await countOf('accounts', demoId)).toBeGreaterThan(0);
    // Staff stay behind unless asked for: the copy has its one new admin.
    expect(await countOf('users', copy.id)).toBe(1);
    expect(await countOf('search_entries', copy.id)).toBe(await countOf('search_entries', demoId));
  });

  it('carries visitors personal data and staff when asked', async () => {
    const path = await exportTo('acme-people.trustfront.zip', true);
    const entries = await readZip(readFileSync(path));
    const manifest = JSON.parse(
      entries.find((e) => e.name === 'manifest.json')?.data.toString() ?? '{}',
    ) as { options: unknown; tables: Record<string, number> };
    expect(manifest.options).toEqual({ personalData: true });
    // Staff of this instance may be imported again: each organisation has its own staff, and
    // the demo's accounts of the same addresses are left as they were.
    const demoStaff = await t.database.db.select().from(s.users).where(eq(s.users.orgId, demoId));
    await importFrom(path, { slug: 'acme-staff', withStaff: true });
    const copiedStaff = await t.database.db
      .select()
      .from(s.users)
      .where(eq(s.users.orgId, (await orgOf('acme-staff')).id));
    expect(copiedStaff.map((u) => u.email).sort()).toEqual(demoStaff.map((u) => u.email).sort());
    expect(copiedStaff.map((u) => u.email)).toContain(DEMO_ADMIN.email);
    expect(await t.database.db.select().from(s.users).where(eq(s.users.orgId, demoId))).toEqual(
      demoStaff,
    );

    await importFrom(path, {
      slug: 'acme-people',
      name: 'Acme People',
      adminEmail: 'p@people.example',
    });
    const people = await orgOf('acme-people');
    expect(people.name).toBe('Acme People');
    for (const table of ['accounts', 'access_requests', 'domain_rules', 'permission_profiles']) {
      expect(await countOf(table, people.id)).toBe(await countOf(table, demoId));
    }
    const users = await t.database.db.select().from(s.users).where(eq(s.users.orgId, people.id));
    expect(users.map((u) => [u.email, u.passwordHash])).toEqual([['p@people.example', null]]);
  });

  describe('refuses a tampered archive, writing nothing', () => {
    let good: ZipEntry[];
    beforeAll(async () => {
      good = await readZip(readFileSync(await exportTo('good.trustfront.zip')));
    });
    const manifestOf = () =>
      JSON.parse(good.find((e) => e.name === 'manifest.json')?.data.toString() ?? '') as Record<
        string,
        unknown
      >;
    const withManifest = (change: (m: Record<string, unknown>) => void) => {
      const manifest = manifestOf();
      change(manifest);
      return good.map((e) =>
        e.name === 'manifest.json' ? { ...e, data: Buffer.from(JSON.stringify(manifest)) } : e,
      );
    };
    const fileEntry = () => {
      const entry = good.find((e) => e.name.startsWith('files/files/'));
      if (!entry) throw new Error('The export holds no document');
      return entry;
    };

    const refusedWith = async (name: string, zip: Buffer, message: string, limits?: object) => {
      const path = join(work, name);
      await writeFile(path, zip);
      const orgs = await t.database.db.select().from(s.organizations);
      const stored = storedHashes(t.filesDir);
      const error = await importOrganization(
        deps(),
        path,
        { slug: 'tampered', adminEmail: 'x@tampered.example' },
        limits && { totalBytes: 1024 ** 3, entries: 1000, jsonBytes: 1024 ** 2, ...limits },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe(message);
      expect(await t.database.db.select().from(s.organizations)).toHaveLength(orgs.length);
      expect(storedHashes(t.filesDir)).toEqual(stored);
    };

    it('a bad manifest, an unknown format version, a newer schema', async () => {
      const garbage = good.map((e) =>
        e.name === 'manifest.json' ? { ...e, data: Buffer.from('{"format":"zip"}') } : e,
      );
      await refusedWith(
        'garbage.zip',
        await zipOf(garbage),
        AM.badManifest(
          'format: Invalid input: expected "trustfront-organization"; formatVersion: Invalid input: expected number, received undefined; schemaVersion: Invalid input: expected string, received undefined',
        ),
      );
      const future = withManifest((m) => (m.formatVersion = 2));
      await refusedWith('future.zip', await zipOf(future), AM.formatVersion(2));
      const newer = withManifest((m) => (m.schemaVersion = '9999_later'));
      const current = String(manifestOf().schemaVersion);
      await refusedWith('newer.zip', await zipOf(newer), AM.newerSchema('9999_later', current));
      const noManifest = good.filter((e) => e.name !== 'manifest.json');
      await refusedWith('no-manifest.zip', await zipOf(noManifest), AM.noManifest);
      await refusedWith(
        'not-a-zip.zip',
        Buffer.from('hello'),
        AM.notAZip(
          'End of central directory record signature not found. Either not a zip file, or file is truncated.',
        ),
      );
    });

    it('an entry climbing out of the archive, or one no export writes', async () => {
      // yazl refuses to write '..': the name is written as 'xx' and patched to '..' after.
      const zip = await zipOf([...good, { name: 'xx/evil.txt', data: Buffer.from('owned') }]);
      const patched = Buffer.from(
        zip.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'),
        'latin1',
      );
      await refusedWith('climb.zip', patched, AM.unsafeName('../evil.txt'));
      const odd = await zipOf([
        ...good,
        { name: 'tables/../../x.json', data: Buffer.from('[]') },
      ]).catch(() => null);
      expect(odd).toBeNull();
      const extra = await zipOf([...good, { name: 'notes.txt', data: Buffer.from('hi') }]);
      await refusedWith('extra.zip', extra, AM.unsafeName('notes.txt'));
    });

    it('a missing file, a changed file, a table that does not fit, a zip too large', async () => {
      const file = fileEntry();
      const missing = good.filter((e) => e !== file);
      await refusedWith('missing.zip', await zipOf(missing), AM.missingFile(file.name));
      // Same size, other bytes: found while the files are written, which are removed again.
      const last = good.filter((e) => e.name.startsWith('files/files/')).at(-1) ?? file;
      const changed = good.map((e) =>
        e === last ? { ...e, data: Buffer.alloc(e.data.length, 0x20) } : e,
      );
      await refusedWith('changed.zip', await zipOf(changed), AM.fileMismatch(last.name));
      const badRows = good.map((e) =>
        e.name === 'tables/products.json'
          ? { ...e, data: Buffer.from(JSON.stringify([{ id: 'x', surprise: true }])) }
          : e,
      );
      await writeFile(join(work, 'bad-rows.zip'), await zipOf(badRows));
      const rowsError = (await importFrom(join(work, 'bad-rows.zip'), {
        slug: 'tampered',
        adminEmail: 'x@tampered.example',
      }).catch((e: unknown) => e)) as AppError;
      expect(rowsError.code).toBe('invalid_archive');
      expect(rowsError.message).toMatch(/^The archive's tables\/products\.json is not valid: /);
      await refusedWith('large.zip', await zipOf(good), AM.tooLarge(1000), { totalBytes: 1000 });
    });

    it('a taken slug, and an import nobody could sign in to', async () => {
      const path = join(work, 'good.trustfront.zip');
      const taken = (await importFrom(path, { adminEmail: 'x@y.example' }).catch(
        (e: unknown) => e,
      )) as AppError;
      expect([taken.code, taken.message]).toEqual(['slug_in_use', M.slugTaken(DEMO_ORG.slug)]);
      const nobody = (await importFrom(path, { slug: 'nobody' }).catch(
        (e: unknown) => e,
      )) as AppError;
      expect(nobody.message).toBe(AM.nobodyToSignIn);
    });
  });

  it("starts the archive's custom domains pending with new tokens, leaving out one held here", async () => {
    const { db } = t.database;
    const verified = { verifiedAt: new Date(), lastCheckedAt: new Date(), token: 'a'.repeat(32) };
    await db.insert(s.customDomains).values([
      { domain: 'trust.moving.example', orgId: demoId, ...verified },
      { domain: 'trust.staying.example', orgId: demoId, ...verified },
    ]);
    const path = await exportTo('domains.trustfront.zip');
    // The moving domain is given up here; the staying one is still served for the demo.
    await db.delete(s.customDomains).where(eq(s.customDomains.domain, 'trust.moving.example'));
    const imported = await importFrom(path, { slug: 'acme-domains', adminEmail: 'o@d.example' });
    expect(imported.skippedDomains).toEqual(['trust.staying.example']);
    const rows = await db
      .select()
      .from(s.customDomains)
      .where(eq(s.customDomains.orgId, imported.orgId));
    expect(rows).toEqual([
      expect.objectContaining({
        domain: 'trust.moving.example',
        verifiedAt: null,
        lastCheckedAt: null,
        failure: null,
        failingSince: null,
      }),
    ]);
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]?.token).not.toBe(verified.token);
    await db.delete(s.customDomains).where(eq(s.customDomains.orgId, demoId));
  });

  it('downloads the export from Settings: 401, 403, then the archive', async () => {
    const get = (cookie?: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/app/settings/export${query}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await get()).statusCode).toBe(401);
    const demo = await orgOf(DEMO_ORG.slug);
    const auditor = (await buildStaff(t.database.db, demo, ['app:documents'])).cookie;
    expect((await get(auditor)).statusCode).toBe(403);
    const settings = (await buildStaff(t.database.db, demo, ['app:settings'])).cookie;
    const answer = await get(settings, '?personalData=true');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename=acme-\d{4}-\d{2}-\d{2}\.trustfront\.zip$/,
    );
    const entries = await readZip(answer.rawPayload);
    expect(entries.map((e) => e.name)).toContain('tables/accounts.json');
    expect(entries.at(-1)?.name).toBe('manifest.json');
    const plain = await readZip((await get(settings)).rawPayload);
    expect(plain.map((e) => e.name)).not.toContain('tables/accounts.json');
  });

  it('places every table of the schema as exported or not', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not like '%drizzle%' and table_name not like 'passage_%'`,
    );
    const placed = [...ARCHIVE_TABLES.map((a) => a.name), ...NOT_EXPORTED].sort();
    expect(tables.map((r) => r.table_name).sort()).toEqual(placed);
  });
});
