/**
 * File storage: local disk under DATA_DIR/files by default, or an S3-compatible store when
 * `STORAGE_URL` is set (`s3://bucket/prefix?endpoint=…`).
 */
import { join } from 'node:path';
import { diskStorage } from './disk.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';
export { diskStorage } from './disk.ts';

export async function openStorage(config: {
  storageUrl: string | undefined;
  dataDir: string;
}): Promise<Storage> {
  if (!config.storageUrl) return diskStorage(join(config.dataDir, 'files'));
  // The S3 client is loaded only when it is used: it is most of the server's start-up modules.
  const { parseS3Url, s3Storage } = await import('./s3.ts');
  return s3Storage(parseS3Url(config.storageUrl));
}
