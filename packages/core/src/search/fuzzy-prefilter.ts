/**
 * A necessary condition for a Fuse.js (bitap) match, checked in one pass over a text: the
 * fewest edits that turn the pattern into some part of the text (Myers' bit-vector algorithm).
 * Fuse.js matches a pattern with `ignoreLocation` when errors / length ≤ threshold, for the
 * pattern or for one of its 32-character chunks; a text that fails this check cannot match, so
 * local search hands Fuse.js only the texts that pass, and its results stay the same.
 */

/** Fuse.js's bitap searches a pattern in chunks of at most this many characters. */
const BITAP_BITS = 32;

/** The pattern's chunks as Fuse.js cuts them: 32 characters each, the last one ending the pattern. */
export function bitapChunks(pattern: string): string[] {
  if (pattern.length <= BITAP_BITS) return [pattern];
  const chunks: string[] = [];
  const end = pattern.length - (pattern.length % BITAP_BITS);
  for (let i = 0; i < end; i += BITAP_BITS) chunks.push(pattern.slice(i, i + BITAP_BITS));
  if (end < pattern.length) chunks.push(pattern.slice(-BITAP_BITS));
  return chunks;
}

/**
 * A chunk with its bit masks (which of its positions hold each character), made once for all
 * the texts of a keystroke: by character code, in an array for the first 128 codes.
 */
export interface PreparedChunk {
  length: number;
  ascii: Int32Array;
  other: Map<number, number>;
}

export function prepareChunk(chunk: string): PreparedChunk {
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < chunk.length; i++) {
    const code = chunk.charCodeAt(i);
    if (code < 128) ascii[code] = (ascii[code] ?? 0) | (1 << i);
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  return { length: chunk.length, ascii, other };
}

/**
 * The fewest edits between the chunk and any part of the text, or, once it is found to be at
 * most `enough`, that many or fewer (the text is not read further).
 */
function edits(chunk: PreparedChunk, text: string, enough: number): number {
  const m = chunk.length;
  if (m === 0) return 0;
  const { ascii, other } = chunk;
  const mask = m === BITAP_BITS ? 0xffffffff : (1 << m) - 1;
  const high = 1 << (m - 1);
  let pv = mask;
  let mv = 0;
  let score = m;
  let least = m;
  for (let j = 0; j < text.length && least > enough; j++) {
    const code = text.charCodeAt(j);
    const eq = (code < 128 ? ascii[code] : other.get(code)) ?? 0;
    const xv = eq | mv;
    const xh = ((((eq & pv) + pv) & mask) ^ pv) | eq;
    let ph = mv | (~(xh | pv) & mask);
    let mh = pv & xh;
    if (ph & high) score++;
    else if (mh & high) score--;
    ph = (ph << 1) & mask;
    mh = (mh << 1) & mask;
    pv = mh | (~(xv | ph) & mask);
    mv = ph & xv;
    if (score < least) least = score;
  }
  return least;
}

/** The fewest edits between the chunk (at most 32 characters) and any part of the text. */
export function leastEdits(chunk: string | PreparedChunk, text: string): number {
  return edits(typeof chunk === 'string' ? prepareChunk(chunk) : chunk, text, 0);
}

/** Whether Fuse.js could match the (already lower-cased) pattern in the text at this threshold. */
export function mayFuzzyMatch(
  chunks: readonly (string | PreparedChunk)[],
  text: string,
  threshold: number,
): boolean {
  return chunks.some((given) => {
    const chunk = typeof given === 'string' ? prepareChunk(given) : given;
    // The most edits e with e / length ≤ threshold, as Fuse.js compares (floating point).
    let allowed = Math.floor(threshold * chunk.length);
    if ((allowed + 1) / chunk.length <= threshold) allowed++;
    return edits(chunk, text, allowed) <= allowed;
  });
}
