/** An S3-compatible server (s3rver) on loopback for tests, with one bucket, in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** A STORAGE_URL for the bucket, with the given key prefix. */
  storageUrl(prefix?: string): string;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'trustfront'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'trustfront-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    directory,
    storageUrl: (prefix = '') =>
      `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
