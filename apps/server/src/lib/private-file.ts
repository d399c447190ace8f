/**
 * Files the operator's commands write (backups, organisation exports): they hold password hashes
 * and visitors' data, so they are readable by their owner alone (0600), and an existing file is
 * replaced only when asked (`--force`). Each is written beside its name and renamed once
 * complete: a failed write leaves no file.
 */
import { existsSync } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';

/** Refuses an existing `file` unless `force`. */
export function assertMayWrite(file: string, force: boolean): void {
  if (!force && existsSync(file)) {
    throw new Error(`${file} exists already: name another file, or pass --force to replace it.`);
  }
}

/**
 * Writes `file` through `write`, which writes the partial file it is handed (created 0600 by the
 * caller, and made so here whatever the process's umask); answers what `write` answers.
 */
export async function writePrivateFile<T>(
  file: string,
  force: boolean,
  write: (partial: string) => Promise<T>,
): Promise<T> {
  assertMayWrite(file, force);
  const partial = `${file}.partial`;
  try {
    await rm(partial, { force: true });
    const written = await write(partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return written;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
