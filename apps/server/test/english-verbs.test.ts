import { describe, expect, it } from 'vitest';
import { englishVerbs, verbsOf } from '../src/services/search/english-verbs.ts';

describe("the answer engine's English verbs (docs/search.md, How an answer is chosen)", () => {
  it("keeps the words whose commonest tag is a verb's", () => {
    const verbs = verbsOf({ Happens: ['VBZ'], breaks: ['NNS', 'VBZ'], looked: ['VBD', 'VBN'] });
    expect([...verbs]).toEqual(['happens', 'looked']);
  });

  it("reads the package's lexicon: verbs in, nouns of topics out", () => {
    const verbs = englishVerbs();
    for (const verb of ['happens', 'looked', 'installed', 'decide'])
      expect(verbs.has(verb)).toBe(true);
    for (const noun of ['ransom', 'nurses', 'regulator', 'files'])
      expect(verbs.has(noun)).toBe(false);
  });
});
