/**
 * The messages a checked archive (an instance's backup, an organisation's export) is refused
 * with while it is opened: one table, worded for each kind of archive (docs/deploy.md, Backup and
 * restore, Moving an organisation).
 */

/** What differs between the archives the server reads: their names and what a refusal leaves. */
export interface ArchiveWording {
  /** 'The backup', 'The archive'. */
  the: string;
  /** What writes such archives: 'backup', 'export'. */
  writer: string;
  /** What reads them: 'a restore', 'an import'. */
  reader: string;
  /** 'nothing was restored', 'nothing was imported'. */
  nothingDone: string;
  /** How a newer server made it: 'was made by', 'was exported from'. */
  madeBy: string;
  /** When the zip holds no manifest. */
  noManifest: string;
  /** The format version this server reads. */
  formatVersion: number;
}

/** The refusals every checked archive shares, in the archive's own words. */
export function checkedArchiveMessages(w: ArchiveWording) {
  const its = `${w.the}'s`;
  return {
    notAZip: (reason: string) => `The file is not a readable zip archive: ${reason}`,
    unsafeName: (name: string) =>
      `${w.the} holds an entry named '${name}', which no ${w.writer} writes; ${w.nothingDone}.`,
    duplicateEntry: (name: string) => `${w.the} holds '${name}' twice; ${w.nothingDone}.`,
    tooLarge: (limit: number) =>
      `${w.the} unpacks to more than ${limit} bytes, the most ${w.reader} reads; ${w.nothingDone}.`,
    tooManyEntries: (limit: number) =>
      `${w.the} holds more than ${limit} entries, the most ${w.reader} reads; ${w.nothingDone}.`,
    noManifest: w.noManifest,
    badManifest: (detail: string) => `${its} manifest.json is not valid: ${detail}`,
    formatVersion: (found: number) =>
      `${w.the} is of format version ${found}; this server reads version ${w.formatVersion} only.`,
    newerSchema: (found: string, current: string) =>
      `${w.the} ${w.madeBy} a newer server (database ${found}; this one is at ${current}): upgrade this server first.`,
  };
}

export type CheckedArchiveMessages = ReturnType<typeof checkedArchiveMessages>;
