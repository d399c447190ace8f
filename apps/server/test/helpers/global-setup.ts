/**
 * Vitest's global setup of the API tests, run once per run before any test file: migrates the
 * templates the test databases are copied from (template-databases.ts), bundles the server for
 * the tests that start it as a process (server-bundle.ts), hands them to the workers, and removes
 * them when the run ends.
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from './server-bundle.ts';
import {
  createPostgresTemplate,
  dropDatabase,
  migratedPgliteDump,
  postgresAnswers,
  uniqueDatabaseName,
} from './template-databases.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgliteTemplateFile = join(tmpdir(), `${uniqueDatabaseName('trustfront-pglite')}.tar`);
  const [dump, postgresTemplate, serverBundle] = await Promise.all([
    migratedPgliteDump(),
    postgresAnswers().then((answers) => (answers ? createPostgresTemplate() : '')),
    bundleServer(),
  ]);
  await writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('serverBundle', serverBundle);
  return async () => {
    await rm(pgliteTemplateFile, { force: true });
    await rm(serverBundle, { recursive: true, force: true });
    if (postgresTemplate) await dropDatabase(postgresTemplate);
  };
}
