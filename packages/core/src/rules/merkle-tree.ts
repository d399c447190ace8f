/**
 * The tree of the transparency log (docs/transparency-log.md), as Certificate Transparency
 * defines it (RFC 9162, section 2.1): a leaf's hash is SHA-256(0x00 || entry), a node's
 * SHA-256(0x01 || left || right), the left subtree of n leaves holds the largest power of two
 * below n; with the audit path proving that a leaf is in a tree and the consistency proof proving
 * that a tree is the continuation of a smaller one. SHA-256 is given by the caller (Node's crypto
 * on the server, WebCrypto in the browser), so the maths is the same on both sides.
 */

/** SHA-256 of some bytes. */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Lower-case hexadecimal of some bytes. */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The bytes of lower-case or upper-case hexadecimal; null when it is not. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The hash of a leaf: SHA-256(0x00 || entry). */
export const leafHash = (sha256: Sha256, entry: Uint8Array) =>
  sha256(concat(Uint8Array.of(LEAF_PREFIX), entry));

/** The hash of a node: SHA-256(0x01 || left || right). */
export const nodeHash = (sha256: Sha256, left: Uint8Array, right: Uint8Array) =>
  sha256(concat(Uint8Array.of(NODE_PREFIX), left, right));

/** The largest power of two smaller than n (n > 1). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The root of the tree over these leaf hashes (MTH): the hash of no bytes for an empty tree.
 * Folded bottom-up, each complete subtree once, so a tree of n leaves costs n - 1 node hashes.
 */
export async function treeRoot(sha256: Sha256, leaves: readonly Uint8Array[]): Promise<Uint8Array> {
  if (leaves.length === 0) return sha256(new Uint8Array(0));
  // Complete subtrees of decreasing sizes, as the binary digits of the count go.
  const stack: { size: number; hash: Uint8Array }[] = [];
  for (const leaf of leaves) {
    let top = { size: 1, hash: leaf };
    while (stack.length > 0 && stack[stack.length - 1]?.size === top.size) {
      const left = stack.pop() as { size: number; hash: Uint8Array };
      top = { size: left.size * 2, hash: await nodeHash(sha256, left.hash, top.hash) };
    }
    stack.push(top);
  }
  let hash = (stack.pop() as { hash: Uint8Array }).hash;
  while (stack.length > 0) {
    hash = await nodeHash(sha256, (stack.pop() as { hash: Uint8Array }).hash, hash);
  }
  return hash;
}

/** The audit path of leaf m in the tree of these leaves (PATH, RFC 9162 2.1.3.1). */
export async function inclusionProof(
  sha256: Sha256,
  leaves: readonly Uint8Array[],
  m: number,
): Promise<Uint8Array[]> {
  if (!Number.isInteger(m) || m < 0 || m >= leaves.length) throw new RangeError('No such leaf');
  if (leaves.length === 1) return [];
  const k = splitPoint(leaves.length);
  if (m < k) {
    return [
      ...(await inclusionProof(sha256, leaves.slice(0, k), m)),
      await treeRoot(sha256, leaves.slice(k)),
    ];
  }
  return [
    ...(await inclusionProof(sha256, leaves.slice(k), m - k)),
    await treeRoot(sha256, leaves.slice(0, k)),
  ];
}

async function subproof(
  sha256: Sha256,
  m: number,
  leaves: readonly Uint8Array[],
  complete: boolean,
): Promise<Uint8Array[]> {
  const n = leaves.length;
  if (m === n) return complete ? [] : [await treeRoot(sha256, leaves)];
  const k = splitPoint(n);
  if (m <= k) {
    return [
      ...(await subproof(sha256, m, leaves.slice(0, k), complete)),
      await treeRoot(sha256, leaves.slice(k)),
    ];
  }
  return [
    ...(await subproof(sha256, m - k, leaves.slice(k), false)),
    await treeRoot(sha256, leaves.slice(0, k)),
  ];
}

/**
 * The proof that the tree of the first m leaves is the start of the tree of all of them
 * (PROOF, RFC 9162 2.1.4.1): empty when m is 0 or all of them.
 */
export async function consistencyProof(
  sha256: Sha256,
  leaves: readonly Uint8Array[],
  m: number,
): Promise<Uint8Array[]> {
  if (!Number.isInteger(m) || m < 0 || m > leaves.length) throw new RangeError('No such size');
  if (m === 0 || m === leaves.length) return [];
  return subproof(sha256, m, leaves, true);
}

/** Shifts both right, as long as the first is even and not zero. */
function shiftWhileEven(fn: number, sn: number): [number, number] {
  while (fn % 2 === 0 && fn !== 0) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return [fn, sn];
}

/** Whether `path` proves leaf `index` (its hash `leaf`) in the tree of `size` with `root` (2.1.3.2). */
export async function verifyInclusion(
  sha256: Sha256,
  input: {
    index: number;
    size: number;
    leaf: Uint8Array;
    path: readonly Uint8Array[];
    root: Uint8Array;
  },
): Promise<boolean> {
  const { index, size, path, root } = input;
  if (!Number.isInteger(index) || !Number.isInteger(size) || index < 0 || index >= size) {
    return false;
  }
  let fn = index;
  let sn = size - 1;
  let r = input.leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(sha256, p, r);
      if (fn % 2 === 0) [fn, sn] = shiftWhileEven(fn, sn);
    } else {
      r = await nodeHash(sha256, r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(r, root);
}

/**
 * Whether `proof` shows the tree of `first` leaves (root `firstRoot`) to be the start of the tree
 * of `second` leaves (root `secondRoot`) (2.1.4.2). Equal sizes need equal roots and no proof; an
 * empty tree starts every tree.
 */
export async function verifyConsistency(
  sha256: Sha256,
  input: {
    first: number;
    second: number;
    firstRoot: Uint8Array;
    secondRoot: Uint8Array;
    proof: readonly Uint8Array[];
  },
): Promise<boolean> {
  const { first, second, firstRoot, secondRoot } = input;
  if (!Number.isInteger(first) || !Number.isInteger(second) || first < 0 || first > second) {
    return false;
  }
  if (first === second) return input.proof.length === 0 && equalBytes(firstRoot, secondRoot);
  if (first === 0) return input.proof.length === 0;
  if (input.proof.length === 0) return false;
  const isPowerOfTwo = (first & (first - 1)) === 0;
  const proof = isPowerOfTwo ? [firstRoot, ...input.proof] : [...input.proof];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = proof[0] as Uint8Array;
  let sr = fr;
  for (const c of proof.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHash(sha256, c, fr);
      sr = await nodeHash(sha256, c, sr);
      if (fn % 2 === 0) [fn, sn] = shiftWhileEven(fn, sn);
    } else {
      sr = await nodeHash(sha256, sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(fr, firstRoot) && equalBytes(sr, secondRoot);
}
