/**
 * `npm run backup -- FILE [--force]`: the whole instance (database and every stored file) into
 * one zip, readable by its owner alone (docs/deploy.md, Backup and restore); an existing FILE is
 * replaced only with --force. Run by the command itself or by the server that has the embedded
 * database open (cli/operator-server.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../services/backup/create-backup.ts';
import { databaseLocation } from '../services/backup/database-dump.ts';
import { UsageError, type OperatorRun } from './operator-run.ts';

export const BACKUP_USAGE =
  'Usage: npm run backup -- FILE [--force]   (e.g. trustfront-2026-11-26.zip; --force replaces FILE)';

/** Checks the backup's arguments; answers what it runs. */
export function planBackupCommand(argv: string[], cwd: string): OperatorRun {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [name] = parsed.positionals;
  if (parsed.positionals.length !== 1 || !name) {
    throw new UsageError('Name the one file to write the backup to.');
  }
  const file = resolve(cwd, name);
  const force = parsed.values.force === true;
  return async ({ database, config, storage, out }) => {
    const { manifest, bytes } = await createBackup(
      {
        database: databaseLocation(config),
        embedded: database.embedded,
        storage,
        secret: config.secret,
      },
      file,
      { force },
    );
    const kind = manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
    out.log(
      `Backed up the ${kind} database (${manifest.schemaVersion}) and ${manifest.files.length} files to ${file} (${bytes} bytes).`,
    );
    return 0;
  };
}
