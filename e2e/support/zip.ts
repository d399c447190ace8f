/**
 * A tiny zip reader for checking downloads: walks the central directory (zip64 included) and
 * returns each entry's name and bytes, inflating deflated entries and checking every CRC-32.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
}

const SIG = {
  endOfCentralDirectory: 0x06054b50,
  zip64Locator: 0x07064b50,
  zip64End: 0x06064b50,
  centralHeader: 0x02014b50,
  localHeader: 0x04034b50,
} as const;
const ZIP64_EXTRA = 0x0001;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function fail(message: string): never {
  throw new Error(`Invalid zip: ${message}`);
}

function expectSignature(zip: Buffer, offset: number, signature: number, what: string) {
  if (offset < 0 || offset + 4 > zip.length || zip.readUInt32LE(offset) !== signature) {
    fail(`no ${what} at offset ${offset}`);
  }
}

/** The end of central directory record: the last signature within the final 64 KiB + 22 bytes. */
function findEnd(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - MAX16);
  for (let i = zip.length - 22; i >= lowest; i--) {
    if (zip.readUInt32LE(i) === SIG.endOfCentralDirectory) return i;
  }
  return fail('no end of central directory record');
}

/** Entry count and central directory offset, from the zip64 record when the classic one overflows. */
function centralDirectory(zip: Buffer): { count: number; offset: number } {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count !== MAX16 && offset !== MAX32) return { count, offset };
  const locator = end - 20;
  expectSignature(zip, locator, SIG.zip64Locator, 'zip64 end locator');
  const zip64End = Number(zip.readBigUInt64LE(locator + 8));
  expectSignature(zip, zip64End, SIG.zip64End, 'zip64 end record');
  return {
    count: Number(zip.readBigUInt64LE(zip64End + 32)),
    offset: Number(zip.readBigUInt64LE(zip64End + 48)),
  };
}

/** Sizes and offset that overflowed 32 bits are in the zip64 extra field, in this order. */
function applyZip64(
  extra: Buffer,
  fields: { size: number; compressedSize: number; localOffset: number },
) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let p = at + 4;
      const next = () => {
        const value = Number(extra.readBigUInt64LE(p));
        p += 8;
        return value;
      };
      if (fields.size === MAX32) fields.size = next();
      if (fields.compressedSize === MAX32) fields.compressedSize = next();
      if (fields.localOffset === MAX32) fields.localOffset = next();
    }
    at += 4 + length;
  }
}

/** Every entry of a zip, in central directory order. */
export function readZip(zip: Buffer): ZipEntry[] {
  const { count, offset } = centralDirectory(zip);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    expectSignature(zip, at, SIG.centralHeader, 'central directory header');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
    const fields = {
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    const extraStart = at + 46 + nameLength;
    applyZip64(zip.subarray(extraStart, extraStart + extraLength), fields);

    const local = fields.localOffset;
    expectSignature(zip, local, SIG.localHeader, `local header of ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + fields.compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) data = inflateRawSync(raw);
    else fail(`${name} uses compression method ${method}`);
    if (data.length !== fields.size) fail(`${name} is ${data.length} bytes, not ${fields.size}`);
    if (crc32(data) !== crc) fail(`${name} fails its CRC-32 check`);
    entries.push({ name, method, data });
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}
