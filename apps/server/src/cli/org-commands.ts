/**
 * The operator's organisation commands (`npm run org`, cli/org.ts), run by the command itself or,
 * while a server has the embedded database open, by that server (cli/operator-channel.ts):
 *   org create --name N --slug S --admin-email E [--admin-name A]
 *   org list
 *   org delete --slug S --yes
 *   org plan --slug S --plan P [feature=on|off …]
 *   org export --slug S --out FILE [--personal-data] [--force]
 *   org import --file FILE [--slug S] [--name N] [--admin-email E] [--admin-name A] [--with-staff]
 */
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { format, parseArgs } from 'node:util';
import { createOrganization } from '../services/organizations/create-organization.ts';
import { deleteOrganization } from '../services/organizations/delete-organization.ts';
import { exportOrganization } from '../services/organizations/export-organization.ts';
import { importOrganization } from '../services/organizations/import-organization.ts';
import { listOrganizations } from '../services/organizations/list-organizations.ts';
import { parsePlanArgs, setOrgPlan } from '../services/editing/set-plan.ts';
import { writePrivateFile } from '../lib/private-file.ts';
import { UsageError, type OperatorRun } from './operator-run.ts';

export const ORG_USAGE = `Usage:
  npm run org -- create --name "Acme" --slug acme --admin-email admin@acme.example [--admin-name "Ann Admin"]
  npm run org -- list
  npm run org -- delete --slug acme [--yes]
  npm run org -- plan --slug acme --plan free|growth|enterprise [feature=on|off …]
  npm run org -- export --slug acme --out acme.trustfront.zip [--personal-data] [--force]
  npm run org -- import --file acme.trustfront.zip [--slug acme2] [--name "Acme 2"]
                        [--admin-email admin@acme.example] [--admin-name "Ann Admin"] [--with-staff]`;

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
  force: { type: 'boolean' },
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

/** Checks the arguments of a command before the database is opened; answers what it runs. */
export function planOrgCommand(argv: string[], cwd: string): OperatorRun {
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
      return async ({ database: { db }, config, out }) => {
        const created = await createOrganization({ db, config }, input);
        out.log(`Created ${created.name} (${created.slug}), plan ${created.plan}.`);
        out.log(`Admin: ${created.admin.email}`);
        if (config.smtpUrl || !created.passwordLink) {
          out.log(`The link to set the admin's password is mailed to ${created.admin.email}.`);
        } else {
          out.log('Set-password link (works once, for 3 days):');
          out.log(created.passwordLink);
        }
        return 0;
      };
    }
    case 'list': {
      allow(command, options, []);
      return async ({ database: { db }, out }) => {
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
          out.log(
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
      if (values.yes !== true) {
        throw new UsageError('delete asks for confirmation on a terminal; pass --yes to skip it');
      }
      return async ({ database: { db }, storage, out }) => {
        const deleted = await deleteOrganization({ db, storage }, slug);
        out.log(
          `Deleted ${deleted.name} (${deleted.slug}); ${deleted.removedFiles} files removed.`,
        );
        for (const { key, error } of deleted.failedFiles) {
          out.error(`Could not remove the stored file ${key}: ${error}`);
        }
        return deleted.failedFiles.length > 0 ? 1 : 0;
      };
    }
    case 'plan': {
      allow(command, options, ['slug', 'plan'], true);
      const slug = required(values, 'slug');
      const planArgs = parsePlanArgs([required(values, 'plan'), ...positionals.slice(1)]);
      if (typeof planArgs === 'string') throw new UsageError(planArgs);
      return async ({ database: { db }, out }) => {
        const features = await setOrgPlan(db, slug, planArgs.plan, planArgs.flags);
        if (!features) {
          out.error(`No organisation with the slug '${slug}'.`);
          return 1;
        }
        out.log(format(`${slug}: ${planArgs.plan}`, features));
        return 0;
      };
    }
    case 'export': {
      allow(command, options, ['slug', 'out', 'personal-data', 'force']);
      const slug = required(values, 'slug');
      const file = resolve(cwd, required(values, 'out'));
      const personalData = values['personal-data'] === true;
      const force = values.force === true;
      return async ({ database: { db }, storage, out }) => {
        const { stream } = await exportOrganization({ db, storage }, slug, { personalData });
        // Written beside its name and renamed once complete: a failed export leaves no archive.
        await writePrivateFile(file, force, (partial) =>
          pipeline(stream, createWriteStream(partial, { mode: 0o600 })),
        );
        const what = personalData
          ? "with visitors' personal data"
          : "without visitors' personal data";
        out.log(`Exported ${slug} to ${file} (${what}).`);
        return 0;
      };
    }
    case 'import': {
      allow(command, options, ['file', 'slug', 'name', 'admin-email', 'admin-name', 'with-staff']);
      const file = resolve(cwd, required(values, 'file'));
      const input = {
        slug: values.slug,
        name: values.name,
        adminEmail: values['admin-email'],
        adminName: values['admin-name'],
        withStaff: values['with-staff'] === true,
      };
      return async ({ database: { db }, config, storage, out }) => {
        const imported = await importOrganization({ db, storage, config }, file, input);
        const rows = Object.values(imported.tables).reduce((sum, n) => sum + n, 0);
        out.log(
          `Imported ${imported.name} (${imported.slug}): ${rows} rows, ${imported.files} files.`,
        );
        for (const domain of imported.skippedDomains) {
          out.log(`The custom domain ${domain} serves another organisation: left out.`);
        }
        for (const { email, link } of imported.passwordLinks) {
          if (config.smtpUrl) out.log(`The link to set a password is mailed to ${email}.`);
          else out.log(`Set-password link of ${email} (works once, for 3 days):\n${link}`);
        }
        return 0;
      };
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'A command is required');
  }
}
