/**
 * File storage: local disk under DATA_DIR/files by default, or an S3-compatible store when
 * `STORAGE_URL` is set (`s3://bucket/prefix?endpoint=…`).
 */
import { join } from 'node:path';
import { diskStorage } from './disk.ts';
import { parseS3Url, s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';
export { diskStorage } from './disk.ts';

export function openStorage(config: { storageUrl: string | undefined; dataDir: string }): Storage {
  return config.storageUrl
    ? s3Storage(parseS3Url(config.storageUrl))
    : diskStorage(join(config.dataDir, 'files'));
}
