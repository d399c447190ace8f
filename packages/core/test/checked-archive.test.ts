/**
 * The refusals every checked archive shares, one table worded for backups and organisation
 * imports alike (docs/deploy.md, Backup and restore, Moving an organisation).
 */
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES, BACKUP_MESSAGES } from '../src/index.ts';

describe('checked archive messages', () => {
  it("word a backup's refusals as a restore's", () => {
    expect(BACKUP_MESSAGES.unsafeName('../x')).toBe(
      "The backup holds an entry named '../x', which no backup writes; nothing was restored.",
    );
    expect(BACKUP_MESSAGES.tooManyEntries(3)).toBe(
      'The backup holds more than 3 entries, the most a restore reads; nothing was restored.',
    );
    expect(BACKUP_MESSAGES.noManifest).toBe(
      'The file holds no manifest.json: it is not a Trustfront backup.',
    );
    expect(BACKUP_MESSAGES.newerSchema('0042', '0041')).toBe(
      'The backup was made by a newer server (database 0042; this one is at 0041): upgrade this server first.',
    );
  });

  it("word an organisation archive's refusals as an import's", () => {
    expect(ARCHIVE_MESSAGES.duplicateEntry('a.json')).toBe(
      "The archive holds 'a.json' twice; nothing was imported.",
    );
    expect(ARCHIVE_MESSAGES.tooLarge(10)).toBe(
      'The archive unpacks to more than 10 bytes, the most an import reads; nothing was imported.',
    );
    expect(ARCHIVE_MESSAGES.formatVersion(9)).toBe(
      'The archive is of format version 9; this server reads version 1 only.',
    );
    expect(ARCHIVE_MESSAGES.newerSchema('0042', '0041')).toBe(
      'The archive was exported from a newer server (database 0042; this one is at 0041): upgrade this server first.',
    );
  });

  it('share the unreadable-zip message', () => {
    expect(ARCHIVE_MESSAGES.notAZip('end of central directory not found')).toBe(
      BACKUP_MESSAGES.notAZip('end of central directory not found'),
    );
  });
});
