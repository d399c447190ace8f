import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import {
  bitapChunks,
  leastEdits,
  mayFuzzyMatch,
  prepareChunk,
} from '../src/search/fuzzy-prefilter.ts';

/** The textbook dynamic programme: fewest edits between the pattern and any part of the text. */
function naiveLeastEdits(pattern: string, text: string): number {
  let previous = Array.from({ length: text.length + 1 }, () => 0);
  for (let i = 1; i <= pattern.length; i++) {
    const row = [i];
    for (let j = 1; j <= text.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return Math.min(...previous);
}

function randomText(seed: number, length: number, alphabet: string): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

describe('the fuzzy prefilter of local search', () => {
  it('counts the fewest edits to a part of the text as the dynamic programme does', () => {
    for (let seed = 1; seed < 400; seed++) {
      const pattern = randomText(seed, 1 + (seed % 32), 'abcde ');
      const text = randomText(seed * 7 + 3, seed % 60, 'abcdef ');
      expect(leastEdits(pattern, text), `${pattern} in ${text}`).toBe(
        naiveLeastEdits(pattern, text),
      );
    }
  });

  it('counts characters beyond ASCII alike, with the chunk prepared once', () => {
    for (let seed = 1; seed < 200; seed++) {
      const pattern = randomText(seed, 1 + (seed % 32), 'aéüß€ ');
      const text = randomText(seed * 5 + 1, seed % 50, 'aéüß€b ');
      expect(leastEdits(prepareChunk(pattern), text), `${pattern} in ${text}`).toBe(
        naiveLeastEdits(pattern, text),
      );
    }
  });

  it('passes a text exactly when its fewest edits per character are within the threshold', () => {
    for (let seed = 1; seed < 300; seed++) {
      const pattern = randomText(seed, 1 + (seed % 32), 'abcd ');
      const text = randomText(seed * 11 + 7, seed % 60, 'abcde ');
      const ratio = naiveLeastEdits(pattern, text) / pattern.length;
      for (const threshold of [0.2, 0.35, 0.6]) {
        expect(mayFuzzyMatch([prepareChunk(pattern)], text, threshold)).toBe(ratio <= threshold);
      }
    }
  });

  it('cuts long patterns in 32-character chunks, the last ending the pattern', () => {
    const pattern = 'a'.repeat(32) + 'b'.repeat(32) + 'cdef';
    expect(bitapChunks(pattern)).toEqual(['a'.repeat(32), 'b'.repeat(32), `${'b'.repeat(28)}cdef`]);
    expect(bitapChunks('short')).toEqual(['short']);
  });

  it('never turns away a text that Fuse.js matches', () => {
    const texts = Array.from({ length: 300 }, (_, i) => ({
      text: randomText(i * 13 + 5, 10 + (i % 70), 'encryption at rest backup audit'),
    }));
    const fuse = new Fuse(texts, { keys: ['text'], threshold: 0.35, ignoreLocation: true });
    for (const pattern of [
      'encryption',
      'at rest',
      'bckup',
      'audti trail',
      'x'.repeat(40) + 'rest',
    ]) {
      for (const { item } of fuse.search(pattern)) {
        expect(
          mayFuzzyMatch(bitapChunks(pattern), item.text, 0.35),
          `${pattern} in ${item.text}`,
        ).toBe(true);
      }
    }
    expect(mayFuzzyMatch(bitapChunks('encryption'), 'backup audit', 0.35)).toBe(false);
  });
});
