/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start.
 * `npm run db:plan -- {orgSlug} {plan} [feature=on|off …]`: the operator sets an organisation's
 * plan and its own feature flags.
 * `npm run db:rotate-feed-key`: a new key signs the trust feed from now on; the one it replaces
 * stays published for verification during its grace period (docs/portal.md, The signed feed).
 */
import { loadConfig } from '../config.ts';
import { log, setRootLogger } from '../lib/log-context.ts';
import { createLogger } from '../lib/logger.ts';
import { parsePlanArgs, setOrgPlan } from '../services/editing/set-plan.ts';
import { openStorage } from '../storage/index.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';
import { FEED_KEY_GRACE_DAYS, rotateFeedKey } from '../services/portal/feed-signing.ts';

// Until the configuration is read, the usage errors are logged at the default level.
setRootLogger(createLogger('info'));
const command = process.argv[2];
const COMMANDS = ['migrate', 'seed', 'plan', 'rotate-feed-key'];
if (!COMMANDS.includes(command ?? '')) {
  log().error(
    'Usage: cli.ts migrate|seed|rotate-feed-key|plan {orgSlug} {plan} [feature=on|off …]',
  );
  process.exit(2);
}
const planArgs = command === 'plan' ? parsePlanArgs(process.argv.slice(4)) : null;
if (typeof planArgs === 'string') {
  log().error(planArgs);
  process.exit(2);
}

const config = loadConfig();
setRootLogger(createLogger(config.logLevel));
const database = await openDatabase(config);
try {
  await database.migrate();
  log().info({ database: database.kind }, 'migrations applied');
  if (planArgs) {
    const slug = process.argv[3] ?? '';
    const features = await setOrgPlan(database.db, slug, planArgs.plan, planArgs.flags);
    if (!features) {
      log().error({ orgSlug: slug }, 'no such organisation');
      process.exitCode = 1;
    } else log().info({ orgSlug: slug, plan: planArgs.plan, features }, 'plan set');
  }
  if (command === 'rotate-feed-key') {
    const { kid, retired } = await rotateFeedKey(database.db, config.secret);
    log().info({ kid, retired, graceDays: FEED_KEY_GRACE_DAYS }, 'feed signing key rotated');
    console.log(`The trust feed is signed with key ${kid} from now on.`);
    if (retired.length > 0) {
      console.log(
        `Retired ${retired.join(', ')}: published for verification for ${FEED_KEY_GRACE_DAYS} more days.`,
      );
    }
  }
  if (command === 'seed') {
    const seeded = await seedDemo(database.db, await openStorage(config), {
      adminPassword: config.seedAdminPassword,
    });
    if (!seeded) log().info('the database already holds an organisation; nothing seeded');
    else {
      log().info({ adminEmail: seeded.adminEmail }, 'demo organisation seeded');
      // To the terminal and never to the log, which keeps no password.
      if (seeded.passwordGenerated) console.log(`Admin password: ${seeded.adminPassword}`);
    }
  }
} finally {
  await database.close();
}
