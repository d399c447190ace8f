/**
 * `npm run restore -- FILE [--force]`: the database and every stored file from a backup
 * (docs/deploy.md, Backup and restore), the server stopped: on the embedded database, the command
 * takes its lock, and is refused while a server holds it. The whole backup is checked against
 * its manifest first; a target holding an organisation or files is replaced only with --force.
 * Usage errors exit 2 with the usage; refusals and failures exit 1 with their message.
 */
import { parseArgs } from 'node:util';
import { BACKUP_MESSAGES } from '@trustfront/core';
import { loadConfig } from '../config.ts';
import { lockEmbeddedDatabase, type EmbeddedLock } from '../db/embedded-lock.ts';
import { databaseLocation } from '../services/backup/database-dump.ts';
import { restoreBackup } from '../services/backup/restore-backup.ts';
import { openStorage } from '../storage/index.ts';
import { exitOnLostLock } from './operator-run.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (--force replaces a non-empty target)';

let file = '';
let force = false;
try {
  const { positionals, values } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error('Name the one backup file to restore.');
  file = positionals[0] ?? '';
  force = values.force === true;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

let lock: EmbeddedLock | undefined;
try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    lock = await lockEmbeddedDatabase(config.dataDir, `npm run restore ${file}`, exitOnLostLock);
  }
  const { manifest, removedFiles, sameSecret } = await restoreBackup(
    {
      database: databaseLocation(config),
      storage: await openStorage(config),
      secret: config.secret,
    },
    file,
    { force },
  );
  console.log(
    `Restored the database (${manifest.schemaVersion}) and ${manifest.files.length} files of the backup made ${manifest.createdAt}.`,
  );
  if (removedFiles > 0) console.log(`Removed ${removedFiles} files the backup does not hold.`);
  if (!sameSecret) console.error(BACKUP_MESSAGES.otherSecret);
  console.log('Start the server: it applies any newer migrations of this version.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await lock?.release();
}
