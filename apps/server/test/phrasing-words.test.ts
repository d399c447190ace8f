import { describe, expect, it } from 'vitest';
import { englishPhrasingWords, phrasingWordsOf } from '../src/services/search/phrasing-words.ts';

describe("the answer engine's English phrasing words (docs/search.md, How an answer is chosen)", () => {
  it('keeps the words whose commonest tag is a verb, an adverb or a preposition', () => {
    const words = phrasingWordsOf({
      Happens: ['VBZ'],
      breaks: ['NNS', 'VBZ'],
      promptly: ['RB'],
      outside: ['IN', 'JJ', 'NN'],
      medical: ['JJ'],
      five: ['CD'],
    });
    expect([...words]).toEqual(['happens', 'promptly', 'outside']);
  });

  it("reads the package's lexicon: verbs in, the nouns and adjectives of topics out", () => {
    const words = englishPhrasingWords();
    for (const w of ['happens', 'looked', 'installed', 'outside']) expect(words.has(w)).toBe(true);
    for (const w of ['ransom', 'nurses', 'regulator', 'files', 'medical']) {
      expect(words.has(w)).toBe(false);
    }
  });
});
