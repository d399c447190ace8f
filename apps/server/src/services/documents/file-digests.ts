/**
 * The SHA-256 and size of stored files, as the trust feed publishes them (docs/portal.md, The
 * signed feed). A stored object never changes; an upload records its digest, and a replaced
 * document's digest is replaced with its file (docs/documents.md, Versions). A file stored before
 * digests were recorded has its digest computed from storage the first time it is asked for, and
 * kept. Computing one changes no answer's revision.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileDigests, files } from '../../db/schema/index.ts';
import { log } from '../../lib/log-context.ts';
import type { Storage } from '../../storage/storage.ts';

export interface FileDigest {
  sha256: string;
  size: number;
}

async function digestOf(storage: Storage, key: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of storage.read(key)) {
    const bytes = chunk as Uint8Array;
    hash.update(bytes);
    size += bytes.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Digests of the organisation's files `fileIds`, computing and keeping those not known yet. A file
 * whose stored object cannot be read has none (logged): the feed then says null rather than fail.
 */
export async function fileDigestsOf(
  { db, storage }: { db: Db; storage: Storage },
  orgId: string,
  fileIds: readonly string[],
): Promise<Map<string, FileDigest>> {
  const found = new Map<string, FileDigest>();
  if (fileIds.length === 0) return found;
  const rows = await db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      sha256: fileDigests.sha256,
      size: fileDigests.size,
    })
    .from(files)
    .leftJoin(fileDigests, eq(fileDigests.fileId, files.id))
    .where(and(eq(files.orgId, orgId), inArray(files.id, [...fileIds])));
  for (const row of rows) {
    if (row.sha256 !== null && row.size !== null) {
      found.set(row.id, { sha256: row.sha256, size: row.size });
      continue;
    }
    try {
      const digest = await digestOf(storage, row.storageKey);
      await db
        .insert(fileDigests)
        .values({ fileId: row.id, ...digest })
        .onConflictDoNothing();
      found.set(row.id, digest);
    } catch (error) {
      log().warn(
        { fileId: row.id, err: error },
        'the stored file could not be read for its digest',
      );
    }
  }
  return found;
}
