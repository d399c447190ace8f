/** Reads the archives the bulk download streams, with yauzl. */
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * Every entry of a zip, in central directory order, with its bytes inflated. yauzl checks the
 * structure and each entry's size; the CRC-32 of each entry is checked here, as yauzl does not.
 */
export async function readZip(zip: Buffer): Promise<ZipEntry[]> {
  const file = await yauzl.fromBufferPromise(zip);
  const entries: ZipEntry[] = [];
  for await (const entry of file.eachEntry()) {
    const data = await buffer(await file.openReadStreamPromise(entry));
    if (crc32(data) !== entry.crc32) {
      throw new Error(`Invalid zip: ${entry.fileName} fails its CRC-32 check`);
    }
    entries.push({ name: entry.fileName, data });
  }
  return entries;
}
