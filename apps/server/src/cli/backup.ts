/**
 * `npm run backup -- FILE [--force]` (cli/backup-command.ts), through the running server when it
 * has the embedded database open (cli/operator-run.ts).
 */
import { BACKUP_USAGE, planBackupCommand } from './backup-command.ts';
import { planOrExit, runOperatorCommand } from './operator-run.ts';

const argv = process.argv.slice(2);
await runOperatorCommand('backup', argv, planOrExit(planBackupCommand, argv, BACKUP_USAGE));
