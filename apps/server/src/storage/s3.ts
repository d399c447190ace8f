/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2, …). Uploads stream as multipart uploads
 * (an interrupted one is never visible as an object); downloads stream from the store.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage.ts';

export interface S3Location {
  bucket: string;
  /** Prepended to every key, e.g. 'trustfront/'. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Reads `STORAGE_URL` of the form
 * `s3://[accessKey:secretKey@]bucket[/prefix]?region=…&endpoint=http://host:port&forcePathStyle=true`.
 * Without credentials in the URL the SDK's usual sources apply (AWS_ACCESS_KEY_ID, roles, …).
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  if (!url.hostname) throw new Error('STORAGE_URL must name a bucket: s3://bucket');
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle:
      (url.searchParams.get('forcePathStyle') ?? String(Boolean(endpoint))) === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/** A part of a multipart upload: the S3 minimum, so memory stays at a few parts per upload. */
const PART_SIZE = 5 * 1024 * 1024;

export function s3Storage(location: S3Location): Storage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where S3 requires them: S3-compatible stores differ in their support.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const keyOf = (key: string) => `${location.prefix}${key}`;
  return {
    async put(key, data) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: data },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    read(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        .then((res) => {
          const body = res.Body as Readable | undefined;
          if (!body) throw new Error(`Empty object: ${key}`);
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async size(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return head.ContentLength ?? 0;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: location.prefix || undefined,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(location.prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // One request that needs the bucket and our credentials for it.
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
