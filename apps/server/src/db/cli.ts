/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start.
 * `npm run db:plan -- {orgSlug} {plan} [feature=on|off …]`: the operator sets an organisation's
 * plan and its own feature flags.
 */
import { loadConfig } from '../config.ts';
import { parsePlanArgs, setOrgPlan } from '../services/editing/set-plan.ts';
import { openStorage } from '../storage/index.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'plan') {
  console.error('Usage: cli.ts migrate|seed|plan {orgSlug} {plan} [feature=on|off …]');
  process.exit(2);
}
const planArgs = command === 'plan' ? parsePlanArgs(process.argv.slice(4)) : null;
if (typeof planArgs === 'string') {
  console.error(planArgs);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  if (planArgs) {
    const slug = process.argv[3] ?? '';
    const features = await setOrgPlan(database.db, slug, planArgs.plan, planArgs.flags);
    if (!features) {
      console.error(`No organisation '${slug}'`);
      process.exitCode = 1;
    } else console.log(`${slug}: ${planArgs.plan}`, features);
  }
  if (command === 'seed') {
    const seeded = await seedDemo(database.db, await openStorage(config), {
      adminPassword: config.seedAdminPassword,
    });
    if (!seeded) console.log('The database already holds an organisation; nothing seeded.');
    else {
      console.log(`Demo organisation seeded; admin: ${seeded.adminEmail}`);
      if (seeded.passwordGenerated) console.log(`Admin password: ${seeded.adminPassword}`);
    }
  }
} finally {
  await database.close();
}
