/**
 * The rules of the optional embeddings: how a document's text is cut into the passages that are
 * embedded one by one, and how the nearest passages and the full-text ranking are fused into
 * one ranking (reciprocal rank fusion).
 */

/** A piece of a text, in characters (code points, as PostgreSQL's `substr` counts them). */
export interface TextSpan {
  start: number;
  length: number;
  text: string;
}

export interface ChunkOptions {
  /** A passage holds at most this many characters. */
  size: number;
  /** At most this many passages are cut from one text (the rest is not embedded). */
  maxChunks: number;
}

/**
 * Cuts a text into consecutive passages of at most `size` characters, each ending after the last
 * sentence end (or else the last space) that falls in its second half, so that sentences are
 * kept whole where they can be. Blank passages are left out; an empty text has none.
 */
export function chunkText(text: string, { size, maxChunks }: ChunkOptions): TextSpan[] {
  if (!Number.isInteger(size) || size < 2) throw new Error('A passage size must be at least 2');
  const chars = Array.from(text);
  const spans: TextSpan[] = [];
  let start = 0;
  while (start < chars.length && spans.length < maxChunks) {
    let end = Math.min(start + size, chars.length);
    if (end < chars.length) {
      const half = start + Math.floor(size / 2);
      let cut = -1;
      for (let i = end - 1; i >= half && cut < 0; i--) {
        if (/[.!?]/.test(chars[i] ?? '') && /\s/.test(chars[i + 1] ?? '')) cut = i + 1;
      }
      for (let i = end - 1; i >= half && cut < 0; i--) if (/\s/.test(chars[i] ?? '')) cut = i + 1;
      if (cut > start) end = cut;
    }
    const piece = chars.slice(start, end).join('');
    if (piece.trim()) spans.push({ start, length: end - start, text: piece });
    start = end;
  }
  return spans;
}

/** The constant of reciprocal rank fusion: how much the first ranks weigh over the next. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each key scores the sum of 1 / (k + rank) over the rankings it appears
 * in (rank 1 first). Answers the keys best first with their fused scores; ties keep the order of
 * the first ranking that holds them.
 */
export function fuseRankings(
  rankings: readonly (readonly string[])[],
  k: number = RRF_K,
): { key: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [index, key] of ranking.entries()) {
      if (ranking.indexOf(key) !== index) continue;
      scores.set(key, (scores.get(key) ?? 0) + 1 / (k + index + 1));
    }
  }
  return [...scores.entries()]
    .map(([key, score]) => ({ key, score }))
    .sort((a, b) => b.score - a.score);
}
