/**
 * The CRC-32 yazl writes into bulk-download zips, answered by zlib: the standard check value,
 * chunked computation carried over from chunk to chunk as yazl does, and a yazl zip whose
 * entries carry the CRC-32 of their content.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { bufferCrc32 } from '../src/lib/zip-crc.ts';

describe('zip CRC-32', () => {
  it('gives the standard check value', () => {
    expect(bufferCrc32.unsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(bufferCrc32.unsigned(Buffer.alloc(0))).toBe(0);
  });

  it('carries a running CRC from chunk to chunk, as a number or a Buffer', () => {
    const data = randomBytes(300_000);
    let running = 0;
    for (let at = 0; at < data.length; at += 65_536) {
      running = bufferCrc32.unsigned(data.subarray(at, at + 65_536), running);
    }
    expect(running).toBe(crc32(data));
    const head = Buffer.alloc(4);
    head.writeUInt32BE(bufferCrc32.unsigned(data.subarray(0, 1000)));
    expect(bufferCrc32.unsigned(data.subarray(1000), head)).toBe(crc32(data));
  });

  it('is what yazl writes for a streamed entry', async () => {
    const content = randomBytes(200_000);
    const zip = new yazl.ZipFile();
    zip.addReadStreamLazy('a.bin', { size: content.length, compress: false }, (callback) => {
      callback(null, Readable.from([content]));
    });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // The central directory entry (signature 0x02014b50) holds the CRC-32 at offset 16.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(central).toBeGreaterThan(0);
    expect(bytes.readUInt32LE(central + 16)).toBe(crc32(content));
  });
});
