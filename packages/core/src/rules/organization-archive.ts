/**
 * The archive an organisation is exported to and imported from (docs/deploy.md, Moving an
 * organisation): a zip holding `manifest.json`, one `tables/{table}.json` a table and
 * `files/{table}/{row id}` a stored file. What the manifest says, which entry names an archive
 * may hold, and the messages an import refuses an archive with.
 */
import { z } from 'zod';
import { ZEmail } from '../schemas/auth.ts';
import { checkedArchiveMessages } from './checked-archive.ts';
import { ORG_NAME_MAX, ZOrgSlug } from './organizations.ts';

/** What `format` names in every manifest. */
export const ORG_ARCHIVE_FORMAT = 'trustfront-organization';
/** The layout of the archive this version writes and reads. */
export const ORG_ARCHIVE_FORMAT_VERSION = 1;
export const ORG_ARCHIVE_MANIFEST = 'manifest.json';

const TABLE_NAME = /^[a-z][a-z_]{0,62}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `tables/{table}.json`: one JSON array of the table's rows. */
export const tableEntryName = (table: string) => `tables/${table}.json`;
/** `files/{table}/{row id}`: the stored file of one row (a document, an image, a questionnaire). */
export const fileEntryName = (table: string, rowId: string) => `files/${table}/${rowId}`;

export const ZOrgArchiveFile = z.strictObject({
  path: z.string().refine((path) => archiveEntryKind(path) === 'file', 'not a file entry name'),
  size: z.number().int().nonnegative(),
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TOrgArchiveFile = z.infer<typeof ZOrgArchiveFile>;

export const ZOrgArchiveOptions = z.strictObject({
  /** Visitors' personal data: accounts, members, requests, subscribers, analytics, mails… */
  personalData: z.boolean(),
});
export type TOrgArchiveOptions = z.infer<typeof ZOrgArchiveOptions>;

export const ZOrgArchiveManifest = z.strictObject({
  format: z.literal(ORG_ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  /** The latest database migration of the exporting server, e.g. '0023_signin_abuse'. */
  schemaVersion: z.string().regex(/^\d{4}_[a-z0-9_]+$/),
  exportedAt: z.iso.datetime({ offset: true }),
  source: z.strictObject({ slug: z.string(), name: z.string() }),
  options: ZOrgArchiveOptions,
  /** Rows of each table in the archive. */
  tables: z.record(z.string().regex(TABLE_NAME), z.number().int().nonnegative()),
  files: z.array(ZOrgArchiveFile),
});
export type TOrgArchiveManifest = z.infer<typeof ZOrgArchiveManifest>;

/** The number of a migration tag ('0023_signin_abuse' → 23), to compare schema versions. */
export const schemaVersionNumber = (tag: string): number => Number(/^(\d+)_/.exec(tag)?.[1] ?? NaN);

/**
 * What an entry name of an archive is: the manifest, a table, a stored file, or null for a name
 * no export writes (absolute, climbing out with '..', backslashes, anything else).
 */
export function archiveEntryKind(name: string): 'manifest' | 'table' | 'file' | null {
  if (name === ORG_ARCHIVE_MANIFEST) return 'manifest';
  const table = /^tables\/([a-z_]+)\.json$/.exec(name);
  if (table?.[1] && TABLE_NAME.test(table[1])) return 'table';
  const [top, tableName, rowId, ...rest] = name.split('/');
  if (top === 'files' && rest.length === 0 && TABLE_NAME.test(tableName ?? '')) {
    if (UUID.test(rowId ?? '')) return 'file';
  }
  return null;
}

/** The export's file name: `{slug}-{yyyy-mm-dd}.trustfront.zip`. */
export const orgArchiveFileName = (slug: string, at: Date) =>
  `${slug}-${at.toISOString().slice(0, 10)}.trustfront.zip`;

export const ARCHIVE_MESSAGES = {
  ...checkedArchiveMessages({
    the: 'The archive',
    writer: 'export',
    reader: 'an import',
    nothingDone: 'nothing was imported',
    madeBy: 'was exported from',
    noManifest: 'The archive holds no manifest.json: it is not an organisation export.',
    formatVersion: ORG_ARCHIVE_FORMAT_VERSION,
  }),
  unknownTable: (table: string) =>
    `The archive holds the table '${table}', which this server does not import.`,
  personalTable: (table: string) =>
    `The archive holds the table '${table}' of visitors' personal data, though its manifest says it has none.`,
  missingTable: (table: string) =>
    `The archive lacks ${tableEntryName(table)}, which its manifest lists.`,
  rowCount: (table: string, listed: number, found: number) =>
    `The archive's ${tableEntryName(table)} holds ${found} rows; its manifest says ${listed}.`,
  badRows: (table: string, detail: string) =>
    `The archive's ${tableEntryName(table)} is not valid: ${detail}`,
  unlistedFile: (name: string) =>
    `The archive holds the file ${name}, which its manifest does not list.`,
  missingFile: (name: string) =>
    `The archive lacks the file ${name}, which its manifest or tables name; nothing was imported.`,
  fileMismatch: (name: string) =>
    `The archive's file ${name} does not match the size and SHA-256 its manifest gives; nothing was imported.`,
  unknownReference: (table: string, column: string) =>
    `The archive's ${tableEntryName(table)} names in ${column} a row the archive does not hold.`,
  noOrganization: 'The archive holds no organisation row.',
  nobodyToSignIn:
    'Give --admin-email (an Owner admin who sets a password by link), or --with-staff, so that someone can sign in.',
} as const;

/** The operator's import: under which slug and name, and who signs in afterwards. */
export const ZOrganizationImport = z.object({
  /** The new portal's slug; the archive's source slug when absent. */
  slug: ZOrgSlug.optional(),
  /** The organisation's name; the archive's when absent. */
  name: z.string().trim().min(1).max(ORG_NAME_MAX).optional(),
  /** An Owner admin created without a password, mailed a set-password link. */
  adminEmail: ZEmail.transform((email) => email.toLowerCase()).optional(),
  /** The admin's display name; the part of the e-mail before '@' when absent. */
  adminName: z.string().trim().max(ORG_NAME_MAX).optional(),
  /** Imports the archive's staff members (without passwords; each is mailed a link). */
  withStaff: z.boolean().default(false),
});
export type TOrganizationImport = z.input<typeof ZOrganizationImport>;

/** GET /api/app/settings/export: `personalData=true` adds visitors' personal data. */
export const ZOrgExportQuery = z.object({
  personalData: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
