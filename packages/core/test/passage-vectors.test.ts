import { describe, expect, it } from 'vitest';
import { chunkText, fuseRankings, RRF_K } from '../src/search/passage-vectors.ts';

describe('chunkText', () => {
  it('keeps a short text whole and gives nothing for an empty or blank one', () => {
    expect(chunkText('Data is encrypted.', { size: 100, maxChunks: 5 })).toEqual([
      { start: 0, length: 18, text: 'Data is encrypted.' },
    ]);
    expect(chunkText('', { size: 100, maxChunks: 5 })).toEqual([]);
    expect(chunkText('   ', { size: 100, maxChunks: 5 })).toEqual([]);
  });

  it('cuts after a sentence end in the second half of a passage', () => {
    const text = 'First sentence here. Second one follows. Third sentence is long enough.';
    const spans = chunkText(text, { size: 45, maxChunks: 10 });
    expect(spans[0]?.text).toBe('First sentence here. Second one follows.');
    expect(spans.map((s) => s.text).join('')).toBe(text);
  });

  it('falls back to a space, then to a hard cut', () => {
    expect(chunkText('aaaa bbbb cccc', { size: 8, maxChunks: 10 }).map((s) => s.text)).toEqual([
      'aaaa ',
      'bbbb ',
      'cccc',
    ]);
    expect(chunkText('abcdefghij', { size: 4, maxChunks: 10 }).map((s) => s.text)).toEqual([
      'abcd',
      'efgh',
      'ij',
    ]);
  });

  it('counts characters as code points, so that spans match substr in the database', () => {
    const text = '🔒 locks 🔑 keys. More text follows here.';
    for (const span of chunkText(text, { size: 12, maxChunks: 10 })) {
      expect(
        Array.from(text)
          .slice(span.start, span.start + span.length)
          .join(''),
      ).toBe(span.text);
    }
  });

  it('stops at the maximum number of passages', () => {
    expect(chunkText('a b c d e f g h', { size: 2, maxChunks: 3 })).toHaveLength(3);
  });

  it('refuses a size that cannot make progress', () => {
    expect(() => chunkText('text', { size: 1, maxChunks: 3 })).toThrow(/at least 2/);
  });
});

describe('fuseRankings', () => {
  it('sums 1 / (k + rank) over the rankings', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(fused.map((f) => f.key)).toEqual(['a', 'c', 'b']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2));
    expect(fused[2]?.score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it('lets a key found by one ranking only come in after those both agree on', () => {
    const fused = fuseRankings([
      ['x', 'y'],
      ['y', 'z'],
    ]);
    expect(fused.map((f) => f.key)).toEqual(['y', 'x', 'z']);
  });

  it('counts a key once per ranking and keeps one ranking as it was', () => {
    expect(fuseRankings([['a', 'a', 'b']]).map((f) => f.key)).toEqual(['a', 'b']);
    expect(fuseRankings([['b', 'a', 'c']]).map((f) => f.key)).toEqual(['b', 'a', 'c']);
    expect(fuseRankings([])).toEqual([]);
  });
});
