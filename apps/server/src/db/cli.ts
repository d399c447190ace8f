/** `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start. */
import { loadConfig } from '../config.ts';
import { openStorage } from '../storage/index.ts';
import { openDatabase } from './client.ts';
import { seedDemo } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: cli.ts migrate|seed');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
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
