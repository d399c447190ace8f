import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  fromHex,
  inclusionProof,
  leafHash,
  nodeHash,
  toHex,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Sha256,
} from '../src/index.ts';

/** WebCrypto, as the browser and Node both give it (core compiles without either's types). */
const { subtle } = (
  globalThis as unknown as {
    crypto: { subtle: { digest: (alg: string, data: Uint8Array) => Promise<ArrayBuffer> } };
  }
).crypto;
const sha256: Sha256 = async (data) => new Uint8Array(await subtle.digest('SHA-256', data));

/** MTH as RFC 9162 writes it, recursing over the entries themselves. */
async function naiveRoot(entries: Uint8Array[]): Promise<Uint8Array> {
  if (entries.length === 0) return sha256(new Uint8Array(0));
  if (entries.length === 1) return leafHash(sha256, entries[0] as Uint8Array);
  let k = 1;
  while (k * 2 < entries.length) k *= 2;
  return nodeHash(sha256, await naiveRoot(entries.slice(0, k)), await naiveRoot(entries.slice(k)));
}

const entriesOf = (min: number) =>
  fc.array(fc.uint8Array({ maxLength: 12 }), { minLength: min, maxLength: 40 });
const leavesOf = (entries: Uint8Array[]) => Promise.all(entries.map((e) => leafHash(sha256, e)));

describe('merkle tree', () => {
  it('hashes leaves and nodes with their prefixes', async () => {
    const entry = new TextEncoder().encode('entry');
    const expected = await sha256(Uint8Array.of(0, ...entry));
    expect(toHex(await leafHash(sha256, entry))).toBe(toHex(expected));
    // RFC 9162's empty leaf: SHA-256 of the single byte 0x00.
    expect(toHex(await leafHash(sha256, new Uint8Array(0)))).toBe(
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    );
    expect(toHex(await treeRoot(sha256, []))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(fromHex('zz')).toBeNull();
    expect(toHex(fromHex('00ff10') as Uint8Array)).toBe('00ff10');
  });

  it('computes the root as the recursive definition does', async () => {
    await fc.assert(
      fc.asyncProperty(entriesOf(0), async (entries) => {
        const root = await treeRoot(sha256, await leavesOf(entries));
        expect(toHex(root)).toBe(toHex(await naiveRoot(entries)));
      }),
    );
  });

  it('proves every leaf in the tree, and no other leaf or place', async () => {
    await fc.assert(
      fc.asyncProperty(entriesOf(1), fc.nat(), async (entries, pick) => {
        const leaves = await leavesOf(entries);
        const root = await naiveRoot(entries);
        const index = pick % entries.length;
        const path = await inclusionProof(sha256, leaves, index);
        const leaf = leaves[index] as Uint8Array;
        const size = entries.length;
        expect(await verifyInclusion(sha256, { index, size, leaf, path, root })).toBe(true);
        const other = await leafHash(sha256, Uint8Array.of(...(entries[index] ?? []), 1));
        expect(await verifyInclusion(sha256, { index, size, leaf: other, path, root })).toBe(false);
        expect(await verifyInclusion(sha256, { index: size, size, leaf, path, root })).toBe(false);
        if (path.length > 0) {
          const bent = [...path.slice(1), await sha256(Uint8Array.of(9))];
          expect(await verifyInclusion(sha256, { index, size, leaf, path: bent, root })).toBe(
            false,
          );
        }
      }),
    );
  });

  it('proves each smaller tree the start of the bigger one, and a rewritten one not', async () => {
    await fc.assert(
      fc.asyncProperty(entriesOf(1), fc.nat(), async (entries, pick) => {
        const leaves = await leavesOf(entries);
        const second = entries.length;
        const first = pick % (second + 1);
        const proof = await consistencyProof(sha256, leaves, first);
        const firstRoot = await naiveRoot(entries.slice(0, first));
        const secondRoot = await naiveRoot(entries);
        const input = { first, second, firstRoot, secondRoot, proof };
        expect(await verifyConsistency(sha256, input)).toBe(true);
        if (first > 0 && first < second) {
          // The same sizes, but a past entry rewritten in the bigger tree.
          const rewritten = [...entries];
          rewritten[pick % first] = Uint8Array.of(...(entries[pick % first] ?? []), 7);
          const rewrittenRoot = await naiveRoot(rewritten);
          const changed = { ...input, secondRoot: rewrittenRoot };
          expect(await verifyConsistency(sha256, changed)).toBe(false);
          const reproof = await consistencyProof(sha256, await leavesOf(rewritten), first);
          expect(await verifyConsistency(sha256, { ...changed, proof: reproof })).toBe(false);
        }
      }),
    );
  });
});
