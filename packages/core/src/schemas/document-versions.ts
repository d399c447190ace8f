/**
 * A document's versions and the verification of a file (docs/documents.md, Versions and Verify a
 * document): the staff's list of a document's versions, their restore, and what `POST
 * /api/portal/{orgSlug}/verify` and `POST /api/app/documents/verify` answer.
 */
import { z } from 'zod';

export const ZDocumentVersion = z.object({
  version: z.number().int(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string().nullable(),
  publishedAt: z.string(),
  /** Null for the current version. */
  supersededAt: z.string().nullable(),
  /** The staff member whose replacement or restore superseded it, when known. */
  supersededBy: z.string().nullable(),
  current: z.boolean(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

/** GET /api/trust-center/files/{fileId}/versions: the current version first, then older ones. */
export const ZDocumentVersions = z.object({
  fileId: z.string(),
  versions: z.array(ZDocumentVersion),
});
export type TDocumentVersions = z.infer<typeof ZDocumentVersions>;

export const ZVersionParams = z.object({
  fileId: z.uuid('Document not found'),
  version: z.coerce
    .number('Version not found')
    .int('Version not found')
    .min(1, 'Version not found')
    .max(1_000_000, 'Version not found'),
});

/** A SHA-256 digest as 64 hexadecimal digits, in either case. */
export const ZSha256 = z
  .string('Enter the SHA-256 of the file')
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'A SHA-256 is 64 hexadecimal characters')
  .transform((s) => s.toLowerCase());

/** The JSON body of a verification: the file's SHA-256 (a file is sent as multipart instead). */
export const ZVerifyRequest = z.object({ sha256: ZSha256 });

export const VERIFY_STATUSES = ['current', 'superseded'] as const;

/** What a verification answers: nothing known, or a genuine document (or member's copy). */
export const ZVerifyAnswer = z.discriminatedUnion('recognised', [
  z.object({ recognised: z.literal(false), sha256: z.string() }),
  z.object({
    recognised: z.literal(true),
    sha256: z.string(),
    /** A watermarked copy issued to an account member, rather than the published file. */
    copy: z.boolean(),
    /** The document's title, only when the caller's page lists it; null says only 'genuine'. */
    title: z.string().nullable(),
    fileName: z.string().nullable(),
    version: z.number().int(),
    publishedAt: z.string(),
    status: z.enum(VERIFY_STATUSES),
    supersededAt: z.string().nullable(),
    /** Whose copy it is: to staff, and to the member it was issued to; null to others. */
    issuedTo: z.string().nullable(),
  }),
]);
export type TVerifyAnswer = z.infer<typeof ZVerifyAnswer>;
