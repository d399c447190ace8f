/** The repository's root folder, where the tests run commands and read the project's files. */
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../../..');
