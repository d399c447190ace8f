/**
 * File storage: local disk under DATA_DIR/files by default, or an S3-compatible store when
 * `STORAGE_URL` is set (`s3://bucket/prefix?endpoint=…`).
 */
import { join } from 'node:path';
import { diskStorage, sweepPartialFiles } from './disk.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';
export { diskStorage } from './disk.ts';

/**
 * A partial file this old was left by a process that died while writing it, when several
 * instances (on PostgreSQL) may share the folder.
 */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Opens the store. On local disk, the partial files of interrupted writes are removed: every one
 * on the embedded database, whose lock this process holds (no other process writes there), and
 * those older than STALE_PARTIAL_MS on PostgreSQL, where another instance may be writing.
 */
export async function openStorage(config: {
  storageUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Storage> {
  if (!config.storageUrl) {
    const root = join(config.dataDir, 'files');
    await sweepPartialFiles(root, config.databaseUrl ? STALE_PARTIAL_MS : 0);
    return diskStorage(root);
  }
  // The S3 client is loaded only when it is used: it is most of the server's start-up modules.
  const { parseS3Url, s3Storage } = await import('./s3.ts');
  return s3Storage(parseS3Url(config.storageUrl));
}
