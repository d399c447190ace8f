/**
 * `npm run org -- …`, the operator's organisation commands (cli/org-commands.ts), through the
 * running server when it has the embedded database open (cli/operator-run.ts). `delete` asks, on
 * a terminal, for the organisation's slug to be typed unless given --yes.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ORG_USAGE, planOrgCommand } from './org-commands.ts';
import { planOrExit, runOperatorCommand } from './operator-run.ts';

/** Asks the operator, on a terminal, to type the slug of the organisation to delete. */
async function confirmDeletion(slug: string): Promise<boolean> {
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

/** The arguments, `--yes` added once the operator confirmed a deletion on a terminal. */
async function confirmed(argv: string[]): Promise<string[] | undefined> {
  if (argv[0] !== 'delete' || argv.includes('--yes') || !process.stdin.isTTY) return argv;
  const { values } = parseArgs({
    args: argv,
    options: { slug: { type: 'string' } },
    allowPositionals: true,
    strict: false,
  });
  const slug = typeof values.slug === 'string' ? values.slug : undefined;
  // Without a slug, the command's own check says what is missing.
  if (slug === undefined) return argv;
  return (await confirmDeletion(slug)) ? [...argv, '--yes'] : undefined;
}

const argv = await confirmed(process.argv.slice(2));
if (!argv) {
  console.error('The slug typed does not match: nothing deleted.');
  process.exitCode = 1;
} else {
  await runOperatorCommand('org', argv, planOrExit(planOrgCommand, argv, ORG_USAGE));
}
