/**
 * Local disk storage under a root folder. A file is written beside its final name and renamed
 * into place once complete, so a crash mid-write never leaves a partial file under its key; what
 * a crashed process left half-written is swept away at the next start.
 */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage.ts';

const PARTIAL = /\.[0-9a-f-]{36}\.partial$/;
/**
 * Files are read in 1 MB chunks instead of the default 64 KB: a zip or download of large
 * documents then passes through far fewer stream turns on the one JavaScript thread.
 */
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * Removes the partial files under `root` older than `olderThanMs`: writes a process killed
 * mid-way left behind. Younger ones may be another process's writes in progress.
 */
export async function sweepPartialFiles(root: string, olderThanMs: number): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  let swept = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !PARTIAL.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    swept += 1;
  }
  return swept;
}

/** Every file under `root` but the partial ones, by path relative to it ('/'-separated). */
async function* filesUnder(root: string): AsyncIterable<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile() || PARTIAL.test(entry.name)) continue;
    yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
  }
}

export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const p = normalize(join(root, key));
    if (!p.startsWith(normalize(root))) throw new Error(`Invalid storage key: ${key}`);
    return p;
  };
  return {
    async put(key: string, data: Buffer | Readable) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      const partial = `${p}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(partial, data);
        else await pipeline(data, createWriteStream(partial));
        await rename(partial, p);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    read: (key) => createReadStream(pathOf(key), { highWaterMark: READ_CHUNK_BYTES }),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
    list: () => filesUnder(root),
    // The folder is made at the first write, as `put` makes it; then it must be one we may use.
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK | constants.X_OK);
    },
  };
}
