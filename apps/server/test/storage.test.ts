/**
 * The storage suite, run against local disk and an S3-compatible server on loopback: content
 * streams in and out whole, large uploads go in parts, an interrupted upload is never visible,
 * a removed file is gone from the store, and the store lists its keys; partial files a dead
 * process left are swept.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPartialFiles } from '../src/storage/disk.ts';
import { diskStorage, openStorage, type Storage } from '../src/storage/index.ts';
import { parseS3Url } from '../src/storage/s3.ts';
import { startS3Server, type S3Server } from './helpers/s3.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A stream of `size` random bytes in 64 KB chunks (never one buffer). */
function randomStream(
  size: number,
  failAfter?: number,
): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

interface Backend {
  name: string;
  storage: Storage;
  /** Every stored object's name, whatever the backend keeps beside it. */
  listed(): string[];
  close(): Promise<void>;
}

async function diskBackend(): Promise<Backend> {
  const root = mkdtempSync(join(tmpdir(), 'trustfront-storage-'));
  const storage = await openStorage({
    storageUrl: undefined,
    dataDir: root,
    databaseUrl: undefined,
  });
  return {
    name: 'disk',
    storage,
    listed: () => readdirSync(join(root, 'files'), { recursive: true }).map(String),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server: S3Server = await startS3Server();
  const storage = await openStorage({
    storageUrl: server.storageUrl('tf'),
    dataDir: tmpdir(),
    databaseUrl: undefined,
  });
  return {
    name: 's3',
    storage,
    listed: () => readdirSync(server.directory, { recursive: true }).map(String),
    close: () => server.close(),
  };
}

describe.each([
  ['disk', diskBackend],
  ['s3', s3Backend],
])('storage on %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('stores a buffer and a stream, and reads them back whole with their size', async () => {
    const { storage } = backend;
    await storage.put('files/a.pdf', Buffer.from('%PDF-1.7 hello'));
    expect((await readAll(storage.read('files/a.pdf'))).toString()).toBe('%PDF-1.7 hello');
    expect(await storage.size('files/a.pdf')).toBe(14);
    await storage.put('files/b.bin', Readable.from([Buffer.from('ab'), Buffer.from('cd')]));
    expect((await readAll(storage.read('files/b.bin'))).toString()).toBe('abcd');
  });

  it('streams a 12 MB upload in parts and reads the same bytes back', async () => {
    const size = 12 * 1024 * 1024;
    const { stream, digest } = randomStream(size);
    await backend.storage.put('files/large.bin', stream);
    expect(await backend.storage.size('files/large.bin')).toBe(size);
    expect(sha(await readAll(backend.storage.read('files/large.bin')))).toBe(digest());
  });

  it('never shows an upload that was cut off', async () => {
    const { stream } = randomStream(8 * 1024 * 1024, 6 * 1024 * 1024);
    await expect(backend.storage.put('files/cut.bin', stream)).rejects.toThrow();
    await expect(backend.storage.size('files/cut.bin')).rejects.toThrow();
    expect(backend.listed().filter((name) => name.includes('cut.bin'))).toEqual([]);
  });

  it('removes a file from the store, and a missing file errors its stream', async () => {
    const { storage } = backend;
    await storage.put('files/gone.txt', Buffer.from('bye'));
    await storage.remove('files/gone.txt');
    await expect(storage.size('files/gone.txt')).rejects.toThrow();
    await expect(readAll(storage.read('files/gone.txt'))).rejects.toThrow();
    expect(backend.listed().filter((name) => name.includes('gone.txt'))).toEqual([]);
    await storage.remove('files/never-was.txt');
  });

  it('lists every key it holds, and only those, as they were stored', async () => {
    const { storage } = backend;
    await storage.put('assets/deep/logo.svg', Buffer.from('<svg/>'));
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual([
      'assets/deep/logo.svg',
      'files/a.pdf',
      'files/b.bin',
      'files/large.bin',
    ]);
  });
});

describe('storage configuration', () => {
  it('reads bucket, prefix, endpoint and credentials from STORAGE_URL', () => {
    expect(
      parseS3Url(
        's3://key:sec%2Fret@docs/trust/center?endpoint=http://127.0.0.1:9000&region=eu-west-1',
      ),
    ).toEqual({
      bucket: 'docs',
      prefix: 'trust/center/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'sec/ret' },
    });
    expect(parseS3Url('s3://docs').credentials).toBeUndefined();
    expect(parseS3Url('s3://docs').forcePathStyle).toBe(false);
    expect(() => parseS3Url('https://docs')).toThrow('s3://');
  });

  it('refuses a key that leaves the disk root', () => {
    const storage = diskStorage(mkdtempSync(join(tmpdir(), 'trustfront-storage-')));
    expect(() => storage.read('../../etc/passwd')).toThrow('Invalid storage key');
  });
});

describe('partial files left by a process that died', () => {
  it('are swept at the next start once stale, and nothing else is', async () => {
    const root = await mkdtemp(join(tmpdir(), 'trustfront-sweep-'));
    try {
      const storage = diskStorage(root);
      await storage.put('files/org/kept', Buffer.from('complete'));
      const stale = join(root, 'files/org', `a.${randomUUID()}.partial`);
      const fresh = join(root, 'files/org', `b.${randomUUID()}.partial`);
      await writeFile(stale, 'half');
      await writeFile(fresh, 'half');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(stale, twoHoursAgo, twoHoursAgo);

      expect(await sweepPartialFiles(root, 60 * 60 * 1000)).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect((await readAll(storage.read('files/org/kept'))).toString()).toBe('complete');
      expect(await sweepPartialFiles(join(root, 'missing'), 0)).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
