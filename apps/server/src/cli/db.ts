/**
 * `npm run db:migrate`, `db:seed`, `db:plan -- {orgSlug} {plan} [feature=on|off …]` and
 * `db:rotate-feed-key` (cli/db-commands.ts), through the running server when it has the embedded
 * database open (cli/operator-run.ts).
 */
import { DB_USAGE, planDbCommand } from './db-commands.ts';
import { planOrExit, runOperatorCommand } from './operator-run.ts';

const argv = process.argv.slice(2);
await runOperatorCommand('db', argv, planOrExit(planDbCommand, argv, DB_USAGE));
