/**
 * What a verification tells its caller (docs/documents.md, Verify a document). A file is found by
 * its SHA-256 among a document's current file, its kept earlier versions and the watermarked
 * copies issued to members; the answer then depends on who asks:
 *
 * - the document is named (title and file name) only when the caller's page lists it, that is
 *   when it reaches them, even locked, or when staff ask from the private app; anyone else is
 *   told only that it is a genuine document of this trust center;
 * - a watermarked copy names the member it was issued to only to staff and to that member;
 *   others learn only that it is a genuine copy issued to a member;
 * - its version, when that version was published and whether it is still the current one are
 *   told to everyone who holds the file.
 */
import type { TVerifyAnswer } from '../schemas/document-versions.ts';

/** Where the digest was found. */
export interface VerifyMatch {
  kind: 'file' | 'version' | 'copy';
  /** The version the file (or the copy's source) is. */
  version: number;
  /** The document's current version number. */
  currentVersion: number;
  /** When the matched version became current. */
  publishedAt: Date;
  /** When the matched version was superseded (versions), null otherwise. */
  supersededAt: Date | null;
  title: string;
  fileName: string;
  /** The copy's member, for copies. */
  copy?: { accountMemberId: string | null; email: string };
}

export interface VerifyCaller {
  /** Staff asking from the private app, with the right to read the documents. */
  staff: boolean;
  /** The account member asking, when a member asks from the portal. */
  memberId: string | null;
}

/** The answer of a verification of `sha256` to `caller`; `listed`: the document reaches them. */
export function verifyAnswerOf(
  sha256: string,
  match: VerifyMatch | null,
  caller: VerifyCaller,
  listed: boolean,
): TVerifyAnswer {
  if (!match) return { recognised: false, sha256 };
  const named = caller.staff || listed;
  const current = match.kind !== 'version' && match.version === match.currentVersion;
  const ownCopy =
    match.copy !== undefined &&
    caller.memberId !== null &&
    match.copy.accountMemberId === caller.memberId;
  return {
    recognised: true,
    sha256,
    copy: match.kind === 'copy',
    title: named ? match.title : null,
    fileName: named ? match.fileName : null,
    version: match.version,
    publishedAt: match.publishedAt.toISOString(),
    status: current ? 'current' : 'superseded',
    supersededAt: current ? null : (match.supersededAt?.toISOString() ?? null),
    issuedTo: match.copy && (caller.staff || ownCopy) ? match.copy.email : null,
  };
}

/** The words of a verification's answer, as the portal and the private app show them. */
export const VERIFY_TEXTS = {
  title: 'Verify a document',
  intro:
    'Check that a file is a genuine document of this trust center: choose the file, or paste its SHA-256.',
  staffIntro:
    "Check a file someone holds: which document and version it is, and for a member's watermarked copy, whose it is.",
  chooseFile: 'Choose a file',
  drop: 'Drop a file here, or choose one',
  sha256: 'SHA-256',
  sha256Placeholder: '64 hexadecimal characters',
  verify: 'Verify',
  checking: 'Checking…',
  notRecognisedTitle: 'Not recognised',
  notRecognised:
    'This file is not a document of this trust center: no document, earlier version or issued copy has this SHA-256.',
  genuine: 'Genuine document',
  genuineUnnamed: 'A genuine document of this trust center',
  genuineCopy: 'A genuine copy issued to a member',
  copyIssuedTo: (email: string) => `Watermarked copy issued to ${email}`,
  version: (n: number) => `Version ${n}`,
  published: (date: string) => `Published ${date}`,
  current: 'This is the current version.',
  superseded: (date: string | null) =>
    date ? `Superseded on ${date} by a newer version.` : 'Superseded by a newer version.',
  link: 'Verify a document',
  back: 'Back to the trust center',
} as const;

/** The document versions' words in the private app and the portal. */
export const VERSION_TEXTS = {
  versions: 'Versions',
  versionsOf: (name: string) => `Versions of ${name}`,
  replace: 'Replace file',
  replacing: 'Replacing…',
  replaced: (name: string) => `${name} is now the current version`,
  restore: 'Restore',
  restored: (n: number) => `Version ${n} restored as the current version`,
  current: 'Current',
  none: 'No earlier versions: replacing the file keeps this one as a version.',
  by: (who: string) => `replaced by ${who}`,
} as const;
