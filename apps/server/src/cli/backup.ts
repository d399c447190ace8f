/**
 * `npm run backup -- FILE`: the whole instance (database and every stored file) into one zip
 * (docs/deploy.md, Backup and restore). On the embedded database, stop the server first: it is
 * open to one process at a time. Usage errors exit 2 with the usage; failures exit 1.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup } from '../services/backup/create-backup.ts';
import { databaseLocation } from '../services/backup/database-dump.ts';
import { openStorage } from '../storage/index.ts';

const USAGE = 'Usage: npm run backup -- FILE   (e.g. trustfront-2026-11-26.zip)';

let file: string | undefined;
try {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error('Name the one file to write the backup to.');
  file = positionals[0];
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const { manifest, bytes } = await createBackup(
    {
      database: databaseLocation(config),
      storage: await openStorage(config),
      secret: config.secret,
    },
    file ?? '',
  );
  const kind = manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
  console.log(
    `Backed up the ${kind} database (${manifest.schemaVersion}) and ${manifest.files.length} files to ${file} (${bytes} bytes).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
