/**
 * yazl checks every byte it zips with `buffer-crc32`, a CRC-32 written in JavaScript that runs
 * at a tenth of the speed of zlib's own (`zlib.crc32`, Node ≥ 20.15): for a bulk download of
 * stored documents that check is most of the work. The two compute the same CRC-32 (IEEE,
 * reflected, as zip files use), so yazl's calls are answered by zlib's: the module is required
 * from yazl's own folder, so it is the very object yazl holds (Node loads a module once).
 */
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

interface BufferCrc32 {
  unsigned(data: Buffer, previous?: number | Buffer): number;
}

const fromHere = createRequire(import.meta.url);
const fromYazl = createRequire(fromHere.resolve('yazl'));
const bufferCrc32 = fromYazl('buffer-crc32') as BufferCrc32;

bufferCrc32.unsigned = (data, previous = 0) =>
  crc32(data, Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : previous);

export { bufferCrc32 };
