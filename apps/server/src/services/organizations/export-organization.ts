/**
 * Exports one organisation as one zip (docs/deploy.md, Moving an organisation): its content,
 * settings, roles and staff members (without password hashes) as one JSON file a table, every
 * stored file it names, and a manifest; visitors' personal data only when asked. The rows are
 * read in one transaction, and every stored file is found before the first byte is written, so
 * that a missing file fails the export instead of cutting the archive short. The zip streams
 * entry by entry; each file's SHA-256 is taken as it passes, and the manifest is its last entry.
 */
import type { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  ORG_ARCHIVE_FORMAT,
  ORG_ARCHIVE_FORMAT_VERSION,
  ORG_ARCHIVE_MANIFEST,
  ORG_MESSAGES,
  isCompressedType,
  notFound,
  orgArchiveFileName,
  tableEntryName,
  type TOrgArchiveFile,
  type TOrgArchiveManifest,
  type TOrgArchiveOptions,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { organizations } from '../../db/schema/index.ts';
import { schemaVersion } from '../../db/schema-version.ts';
import { hashingTap, zipOutput } from '../../lib/zip-archive.ts';
import { ARCHIVE_TABLES } from './archive-tables.ts';
import { archivedRow, type Row } from './archive-rows.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export interface OrganizationExport {
  /** `{slug}-{yyyy-mm-dd}.trustfront.zip`. */
  fileName: string;
  /** The zip, streamed; it errors when a stored file cannot be read. */
  stream: Readable;
}

interface StoredFile {
  path: string;
  key: string;
  size: number;
  contentType: string;
}

async function readRows(deps: Deps, slug: string, options: TOrgArchiveOptions) {
  return deps.db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.slug, slug));
    if (!org) throw notFound(ORG_MESSAGES.notFound(slug));
    const tables: { name: string; rows: Row[] }[] = [];
    const files: Omit<StoredFile, 'size'>[] = [];
    // One query at a time: a transaction holds one connection.
    for (const spec of ARCHIVE_TABLES) {
      if (spec.personal && !options.personalData) continue;
      const rows = (await tx.select().from(spec.table).where(spec.rowsOf(org.id))) as Row[];
      const archived = rows.map((row) => {
        const { row: out, key } = archivedRow(spec, row);
        const path = spec.stored ? out[spec.stored.column] : null;
        if (key && typeof path === 'string') {
          files.push({ path, key, contentType: String(row.contentType ?? '') });
        }
        return out;
      });
      tables.push({ name: spec.name, rows: archived });
    }
    return { org, tables, files };
  });
}

/** Exports the organisation `slug` (see the module's comment); 404 when there is none. */
export async function exportOrganization(
  deps: Deps,
  slug: string,
  options: TOrgArchiveOptions,
  now = new Date(),
): Promise<OrganizationExport> {
  const { org, tables, files } = await readRows(deps, slug, options);
  const stored: StoredFile[] = [];
  for (const file of files) {
    const size = await deps.storage.size(file.key).catch(() => {
      throw new Error(`The stored file ${file.key} (${file.path}) cannot be read`);
    });
    stored.push({ ...file, size });
  }

  // yazl is loaded with the first export, not at every start of the server.
  const { ZipFile } = (await import('yazl')).default;
  const zip = new ZipFile();
  const output = zipOutput(zip);
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  const taps: PassThrough[] = [];
  // A reader that goes away stops the export; the files not yet passed are let go.
  output.on('close', () => taps.forEach((tap) => tap.destroy()));

  for (const { name, rows } of tables) {
    zip.addBuffer(Buffer.from(JSON.stringify(rows)), tableEntryName(name));
  }
  const hashed: Promise<TOrgArchiveFile>[] = stored.map((file) => {
    const { tap, digest } = hashingTap();
    taps.push(tap);
    const compress = !isCompressedType(file.contentType);
    zip.addReadStreamLazy(file.path, { size: file.size, compress }, (callback) => {
      const body = deps.storage.read(file.key);
      body.on('error', (error) => {
        tap.destroy(error);
        fail(error);
      });
      callback(null, body.pipe(tap));
    });
    return digest.then(({ sha256 }) => ({ path: file.path, size: file.size, sha256 }));
  });

  const manifestOf = (entries: TOrgArchiveFile[]): TOrgArchiveManifest => ({
    format: ORG_ARCHIVE_FORMAT,
    formatVersion: ORG_ARCHIVE_FORMAT_VERSION,
    schemaVersion: schemaVersion(),
    exportedAt: now.toISOString(),
    source: { slug, name: org.name },
    options,
    tables: Object.fromEntries(tables.map(({ name, rows }) => [name, rows.length])),
    files: entries,
  });
  // The manifest goes last, once every file has passed and been hashed.
  Promise.all(hashed).then(
    (entries) => {
      zip.addBuffer(
        Buffer.from(JSON.stringify(manifestOf(entries), null, 2)),
        ORG_ARCHIVE_MANIFEST,
      );
      zip.end();
    },
    (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
  );
  return { fileName: orgArchiveFileName(slug, now), stream: output };
}
