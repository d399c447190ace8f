/**
 * The database commands (`npm run db:…`, cli/db.ts), run by the command itself or by the server
 * that has the embedded database open (cli/operator-server.ts):
 *   migrate: the migrations (every command applies them first)
 *   seed: the demo organisation into an empty database
 *   plan {orgSlug} {plan} [feature=on|off …]: an organisation's plan and its own feature flags
 *   rotate-feed-key: a new key signs the trust feed from now on; the one it replaces stays
 *     published for verification during its grace period (docs/portal.md, The signed feed)
 */
import { format } from 'node:util';
import { seedDemo } from '../db/seed/index.ts';
import { parsePlanArgs, setOrgPlan } from '../services/editing/set-plan.ts';
import { FEED_KEY_GRACE_DAYS, rotateFeedKey } from '../services/portal/feed-signing.ts';
import { UsageError, type OperatorRun } from './operator-run.ts';

export const DB_USAGE =
  'Usage: npm run db:migrate | db:seed | db:rotate-feed-key | db:plan -- {orgSlug} {plan} [feature=on|off …]';

/** Checks a database command's arguments; answers what it runs. */
export function planDbCommand(argv: string[]): OperatorRun {
  const [command, ...rest] = argv;
  switch (command) {
    case 'migrate':
      return async ({ database, out }) => {
        out.log(
          `The ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database is migrated.`,
        );
        return 0;
      };
    case 'seed':
      return async ({ database, config, storage, out }) => {
        const seeded = await seedDemo(database.db, storage, {
          adminPassword: config.seedAdminPassword,
        });
        if (!seeded) out.log('The database already holds an organisation: nothing seeded.');
        else {
          out.log(`Demo organisation seeded; its admin is ${seeded.adminEmail}.`);
          // Printed and never logged: the log keeps no password.
          if (seeded.passwordGenerated) out.log(`Admin password: ${seeded.adminPassword}`);
        }
        return 0;
      };
    case 'plan': {
      const [slug = '', ...planWords] = rest;
      const planArgs = parsePlanArgs(planWords);
      if (typeof planArgs === 'string') throw new UsageError(planArgs);
      return async ({ database, out }) => {
        const features = await setOrgPlan(database.db, slug, planArgs.plan, planArgs.flags);
        if (!features) {
          out.error(`No organisation with the slug '${slug}'.`);
          return 1;
        }
        out.log(format(`${slug}: ${planArgs.plan}`, features));
        return 0;
      };
    }
    case 'rotate-feed-key':
      return async ({ database, config, out }) => {
        const { kid, retired } = await rotateFeedKey(database.db, config.secret);
        out.log(`The trust feed is signed with key ${kid} from now on.`);
        if (retired.length > 0) {
          out.log(
            `Retired ${retired.join(', ')}: published for verification for ${FEED_KEY_GRACE_DAYS} more days.`,
          );
        }
        return 0;
      };
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'A command is required');
  }
}
