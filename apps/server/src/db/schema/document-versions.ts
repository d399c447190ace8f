/**
 * A document's earlier files and the watermarked copies handed to members (docs/documents.md,
 * Versions and Verify a document). The current version of a document is its `files` row; a
 * replacement moves the file it held into `document_versions`.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './catalogue.ts';
import { accountMembers, users } from './identity.ts';
import { createdAt, id } from './columns.ts';
import { orgId } from './organizations.ts';

/** A superseded file of a document: kept, with its digest, until the retention removes it. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    orgId: orgId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the stored bytes (hex); null only when the object could not be read. */
    sha256: text('sha256'),
    /** When this version became the current one. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member whose replacement or restore superseded it. */
    supersededBy: uuid('superseded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_versions_file_version').on(t.fileId, t.version),
    index('document_versions_sha256').on(t.orgId, t.sha256),
    index('document_versions_superseded').on(t.supersededAt),
  ],
);

/** A watermarked copy issued to an account member: its digest, the version and the member. */
export const documentCopies = pgTable(
  'document_copies',
  {
    id: id(),
    orgId: orgId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, {
      onDelete: 'set null',
    }),
    /** The member's address when the copy was issued, kept when the member is removed. */
    memberEmail: text('member_email').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_copies_sha256').on(t.orgId, t.sha256)],
);

export type DocumentVersionRow = typeof documentVersions.$inferSelect;
export type DocumentCopyRow = typeof documentCopies.$inferSelect;
