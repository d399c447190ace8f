/**
 * Imports an organisation's archive as a new organisation (docs/deploy.md, Moving an
 * organisation): under the slug given or the archive's, refused when taken; every id fresh
 * (archive-rows.ts). The whole archive is checked first (read-archive.ts); then its files are
 * written to storage under new keys, then every row in one transaction. Should anything fail
 * after the first file, the files written are removed again: nothing of a refused or failed
 * import stays. Staff members come along only when asked, without passwords; an Owner admin is
 * made from `adminEmail` as `org create` makes one. Each of them is mailed a set-password link.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  AppError,
  ARCHIVE_MESSAGES as M,
  ORG_MESSAGES,
  PENDING_DOMAIN,
  STAFF_SCOPES,
  ZOrganizationImport,
  adminNameOf,
  mayAddDomain,
  orgSlugProblem,
  type TOrganizationImport,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';
import { mailPasswordLink } from '../staff/password-link.ts';
import { isUniqueViolation } from './create-organization.ts';
import { remapRows, type RemappedArchive, type Row } from './archive-rows.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from '../../lib/checked-archive.ts';
import { openArchive } from './read-archive.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

export interface ImportedOrganization {
  orgId: string;
  slug: string;
  name: string;
  /** Rows written, by table. */
  tables: Record<string, number>;
  files: number;
  /** Custom domains of the archive another organisation here holds, verified: left out. */
  skippedDomains: string[];
  /** Who sets a password by link (also in the outbox, mailed with SMTP). */
  passwordLinks: { email: string; link: string }[];
}

/** Rows written per statement. */
const CHUNK = 500;

function parseInput(input: TOrganizationImport) {
  const parsed = ZOrganizationImport.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join(' ');
    throw new AppError('invalid_request', message, 400);
  }
  if (!parsed.data.adminEmail && !parsed.data.withStaff) {
    throw new AppError('invalid_request', M.nobodyToSignIn, 400);
  }
  return parsed.data;
}

/** Refuses a slug or a staff e-mail already in use on this instance. */
async function refuseTaken(db: Pick<Db, 'select'>, slug: string, emails: string[]) {
  const [sameSlug] = await db
    .select({ id: s.organizations.id })
    .from(s.organizations)
    .where(eq(s.organizations.slug, slug));
  if (sameSlug) throw new AppError('slug_in_use', ORG_MESSAGES.slugTaken(slug), 409);
  if (emails.length === 0) return;
  const [taken] = await db
    .select({ email: s.users.email })
    .from(s.users)
    .where(inArray(s.users.email, emails));
  if (taken) {
    throw new AppError('staff_email_taken', ORG_MESSAGES.adminEmailTaken(taken.email), 409);
  }
}

const rowsNamed = (archive: RemappedArchive, name: string): Row[] =>
  archive.tables.find((t) => t.spec.name === name)?.rows ?? [];

/** What an imported row must not carry over: a mail's sending state and its run-once key. */
function settle(archive: RemappedArchive, slug: string, name: string) {
  const [org] = rowsNamed(archive, 'organizations');
  if (!org) throw new AppError('invalid_archive', M.noOrganization, 400);
  Object.assign(org, { slug, name });
  for (const mail of rowsNamed(archive, 'mails')) {
    // The old instance sent it or still will: this one never sends it again.
    if (mail.status === 'queued' || mail.status === 'sending') mail.status = 'kept';
    Object.assign(mail, { dedupeKey: null, lockedUntil: null });
  }
}

/**
 * The admin of `adminEmail`: an imported staff member of that address, else a new member with
 * the imported role holding every scope (or a new Owner role), without a password.
 */
async function makeAdmin(
  tx: Pick<Db, 'insert'>,
  archive: RemappedArchive,
  email: string,
  name: string | undefined,
) {
  const existing = rowsNamed(archive, 'users').find((u) => u.email === email);
  if (existing) return { userId: String(existing.id), email, name: String(existing.name) };
  const { orgId } = archive;
  const owner = rowsNamed(archive, 'roles').find((role) =>
    STAFF_SCOPES.every((scope) => (role.scopes as string[]).includes(scope)),
  );
  const roleId = owner ? String(owner.id) : randomUUID();
  if (!owner) {
    await tx
      .insert(s.roles)
      .values({ id: roleId, orgId, name: 'Owner', scopes: [...STAFF_SCOPES] });
  }
  const admin = { userId: randomUUID(), email, name: adminNameOf(email, name) };
  await tx
    .insert(s.users)
    .values({ id: admin.userId, orgId, email, name: admin.name, passwordHash: null, roleId });
  return admin;
}

/**
 * The archive's custom domains start pending, each with a new token: what another instance
 * verified proves nothing here (docs/deploy.md, Moving an organisation). A domain another
 * organisation holds here, verified and served, is left out; answers those left out.
 */
async function settleDomains(db: Pick<Db, 'select'>, domains: Row[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const held = await db
    .select()
    .from(s.customDomains)
    .where(
      and(
        inArray(
          s.customDomains.domain,
          domains.map((d) => String(d.domain)),
        ),
        isNotNull(s.customDomains.verifiedAt),
      ),
    );
  const now = new Date();
  const skipped = held.filter((row) => !mayAddDomain(row, now)).map((row) => row.domain);
  const kept = domains.filter((d) => !skipped.includes(String(d.domain)));
  for (const domain of kept) {
    Object.assign(domain, PENDING_DOMAIN, { token: randomUUID().replaceAll('-', '') });
  }
  domains.splice(0, domains.length, ...kept);
  return skipped;
}

export async function importOrganization(
  deps: Deps,
  archivePath: string,
  input: TOrganizationImport,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ImportedOrganization> {
  const options = parseInput(input);
  const archive = await openArchive(archivePath, limits);
  try {
    const slug = options.slug ?? archive.manifest.source.slug;
    const slugProblem = orgSlugProblem(slug);
    if (slugProblem) throw new AppError('invalid_request', slugProblem, 400);
    const sourceOrg = archive.tables.find((t) => t.spec.name === 'organizations')?.rows;
    if (sourceOrg?.length !== 1) throw new AppError('invalid_archive', M.noOrganization, 400);
    const name = options.name ?? String(sourceOrg[0]?.name);

    const remapped = remapRows(archive.tables.filter((t) => options.withStaff || !t.spec.staff));
    settle(remapped, slug, name);
    const orgId = remapped.orgId;
    const staff = rowsNamed(remapped, 'users');
    const staffEmails = staff.map((u) => String(u.email));
    const adminEmail = options.adminEmail;
    const newAdmin = adminEmail && !staffEmails.includes(adminEmail) ? adminEmail : undefined;
    const emails = [...staffEmails, ...(newAdmin ? [newAdmin] : [])];
    await refuseTaken(deps.db, slug, emails);

    const skippedDomains = await settleDomains(deps.db, rowsNamed(remapped, 'custom_domains'));

    const written: string[] = [];
    let admin: { userId: string; email: string; name: string } | null = null;
    try {
      for (const file of remapped.files) {
        written.push(file.key);
        await deps.storage.put(file.key, await archive.openFile(file.path));
      }
      admin = await deps.db.transaction(async (tx) => {
        await refuseTaken(tx, slug, emails);
        for (const { spec, rows } of remapped.tables) {
          for (let i = 0; i < rows.length; i += CHUNK) {
            await tx.insert(spec.table).values(rows.slice(i, i + CHUNK) as never);
          }
        }
        return adminEmail ? makeAdmin(tx, remapped, adminEmail, options.adminName) : null;
      });
    } catch (error) {
      for (const key of written) await deps.storage.remove(key).catch(() => undefined);
      // Another import or creation took the slug or an e-mail between the checks and the writes.
      if (!(error instanceof AppError) && isUniqueViolation(error))
        await refuseTaken(deps.db, slug, emails);
      throw error;
    }

    const signIn = [
      ...(admin ? [admin] : []),
      ...staff
        .filter((u) => u.id !== admin?.userId)
        .map((u) => ({ userId: String(u.id), email: String(u.email), name: String(u.name) })),
    ];
    const passwordLinks: ImportedOrganization['passwordLinks'] = [];
    for (const member of signIn) {
      const link = await mailPasswordLink(deps, { orgId, ...member });
      passwordLinks.push({ email: member.email, link });
    }
    return {
      orgId,
      slug,
      name,
      tables: Object.fromEntries(remapped.tables.map((t) => [t.spec.name, t.rows.length])),
      files: remapped.files.length,
      skippedDomains,
      passwordLinks,
    };
  } finally {
    archive.close();
  }
}
