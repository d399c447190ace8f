/**
 * The operator's organisation commands:
 *   org create --name N --slug S --admin-email E [--admin-name A]
 *   org list
 *   org delete --slug S [--yes]
 *   org plan --slug S --plan P [feature=on|off …]
 *   org export --slug S --out FILE [--personal-data]
 *   org import --file FILE [--slug S] [--name N] [--admin-email E] [--admin-name A] [--with-staff]
 * Usage errors exit 2 with the usage; failures exit 1 with their message.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createOrganization } from '../services/organizations/create-organization.ts';
import { deleteOrganization } from '../services/organizations/delete-organization.ts';
import { exportOrganization } from '../services/organizations/export-organization.ts';
import { importOrganization } from '../services/organizations/import-organization.ts';
import { listOrganizations } from '../services/organizations/list-organizations.ts';
import { parsePlanArgs, setOrgPlan } from '../services/editing/set-plan.ts';
import { openStorage } from '../storage/index.ts';

const USAGE = `Usage:
  npm run org -- create --name "Acme" --slug acme --admin-email admin@acme.example [--admin-name "Ann Admin"]
  npm run org -- list
  npm run org -- delete --slug acme [--yes]
  npm run org -- plan --slug acme --plan free|growth|enterprise [feature=on|off …]
  npm run org -- export --slug acme --out acme.trustfront.zip [--personal-data]
  npm run org -- import --file acme.trustfront.zip [--slug acme2] [--name "Acme 2"]
                        [--admin-email admin@acme.example] [--admin-name "Ann Admin"] [--with-staff]`;

class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  slug: { type: 'string' },
  'admin-email': { type: 'string' },
  'admin-name': { type: 'string' },
  plan: { type: 'string' },
  yes: { type: 'boolean' },
  out: { type: 'string' },
  file: { type: 'string' },
  'personal-data': { type: 'boolean' },
  'with-staff': { type: 'boolean' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;

function parse(argv: string[]): Options {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function required(
  values: Options['values'],
  name: 'name' | 'slug' | 'admin-email' | 'plan' | 'out' | 'file',
) {
  const value = values[name];
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

function allow(
  command: string,
  { values, positionals }: Options,
  names: (keyof Options['values'])[],
  extra = false,
): void {
  const unexpected = Object.keys(values).find((n) => !names.includes(n as keyof typeof values));
  if (unexpected) throw new UsageError(`${command} does not take --${unexpected}`);
  if (!extra && positionals.length > 1) {
    throw new UsageError(`${command} does not take '${positionals[1]}'`);
  }
}

/** Asks the operator, on a terminal, to type the slug of the organisation to delete. */
async function confirmDeletion(slug: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const typed = await rl.question(
      `This deletes the organisation '${slug}', all its content and its files.\nType its slug to confirm: `,
    );
    return typed.trim() === slug;
  } finally {
    rl.close();
  }
}

/** Checks the arguments of a command before the database is opened; answers what it runs. */
function plan(argv: string[]): (database: Database, config: Config) => Promise<number> {
  const options = parse(argv);
  const { values, positionals } = options;
  const command = positionals[0];
  switch (command) {
    case 'create': {
      allow(command, options, ['name', 'slug', 'admin-email', 'admin-name']);
      const input = {
        name: required(values, 'name'),
        slug: required(values, 'slug'),
        adminEmail: required(values, 'admin-email'),
        adminName: values['admin-name'],
      };
      return async ({ db }, config) => {
        const created = await createOrganization({ db, config }, input);
        console.log(`Created ${created.name} (${created.slug}), plan ${created.plan}.`);
        console.log(`Admin: ${created.admin.email}`);
        if (config.smtpUrl) {
          console.log(`The link to set the admin's password is mailed to ${created.admin.email}.`);
        } else {
          console.log('Set-password link (works once, for 3 days):');
          console.log(created.passwordLink);
        }
        return 0;
      };
    }
    case 'list': {
      allow(command, options, []);
      return async ({ db }) => {
        const rows = await listOrganizations(db);
        const header = ['SLUG', 'NAME', 'PLAN', 'CREATED', 'STAFF'];
        const table = [
          header,
          ...rows.map((r) => [
            r.slug,
            r.name,
            r.plan,
            r.createdAt.toISOString().slice(0, 10),
            String(r.staffCount),
          ]),
        ];
        const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
        for (const row of table) {
          console.log(
            row
              .map((cell, i) => cell.padEnd(widths[i] ?? 0))
              .join('  ')
              .trimEnd(),
          );
        }
        return 0;
      };
    }
    case 'delete': {
      allow(command, options, ['slug', 'yes']);
      const slug = required(values, 'slug');
      const yes = values.yes === true;
      if (!yes && !process.stdin.isTTY) {
        throw new UsageError('delete asks for confirmation on a terminal; pass --yes to skip it');
      }
      return async ({ db }, config) => {
        if (!(await confirmDeletion(slug, yes))) {
          console.error('The slug typed does not match: nothing deleted.');
          return 1;
        }
        const deleted = await deleteOrganization({ db, storage: await openStorage(config) }, slug);
        console.log(
          `Deleted ${deleted.name} (${deleted.slug}); ${deleted.removedFiles} files removed.`,
        );
        for (const { key, error } of deleted.failedFiles) {
          console.error(`Could not remove the stored file ${key}: ${error}`);
        }
        return deleted.failedFiles.length > 0 ? 1 : 0;
      };
    }
    case 'plan': {
      allow(command, options, ['slug', 'plan'], true);
      const slug = required(values, 'slug');
      const planArgs = parsePlanArgs([required(values, 'plan'), ...positionals.slice(1)]);
      if (typeof planArgs === 'string') throw new UsageError(planArgs);
      return async ({ db }) => {
        const features = await setOrgPlan(db, slug, planArgs.plan, planArgs.flags);
        if (!features) {
          console.error(`No organisation with the slug '${slug}'.`);
          return 1;
        }
        console.log(`${slug}: ${planArgs.plan}`, features);
        return 0;
      };
    }
    case 'export': {
      allow(command, options, ['slug', 'out', 'personal-data']);
      const slug = required(values, 'slug');
      const out = required(values, 'out');
      const personalData = values['personal-data'] === true;
      return async ({ db }, config) => {
        const storage = await openStorage(config);
        const { stream } = await exportOrganization({ db, storage }, slug, { personalData });
        // Written beside its name and renamed once complete: a failed export leaves no archive.
        const partial = `${out}.partial`;
        try {
          await pipeline(stream, createWriteStream(partial));
          await rename(partial, out);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
        const what = personalData
          ? "with visitors' personal data"
          : "without visitors' personal data";
        console.log(`Exported ${slug} to ${out} (${what}).`);
        return 0;
      };
    }
    case 'import': {
      allow(command, options, ['file', 'slug', 'name', 'admin-email', 'admin-name', 'with-staff']);
      const file = required(values, 'file');
      const input = {
        slug: values.slug,
        name: values.name,
        adminEmail: values['admin-email'],
        adminName: values['admin-name'],
        withStaff: values['with-staff'] === true,
      };
      return async ({ db }, config) => {
        const storage = await openStorage(config);
        const imported = await importOrganization({ db, storage, config }, file, input);
        const rows = Object.values(imported.tables).reduce((sum, n) => sum + n, 0);
        console.log(
          `Imported ${imported.name} (${imported.slug}): ${rows} rows, ${imported.files} files.`,
        );
        for (const domain of imported.skippedDomains) {
          console.log(`The custom domain ${domain} serves another organisation: left out.`);
        }
        for (const { email, link } of imported.passwordLinks) {
          if (config.smtpUrl) console.log(`The link to set a password is mailed to ${email}.`);
          else console.log(`Set-password link of ${email} (works once, for 3 days):\n${link}`);
        }
        return 0;
      };
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'A command is required');
  }
}

let run: ReturnType<typeof plan>;
try {
  run = plan(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  process.exitCode = await run(database, config);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
