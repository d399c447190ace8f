/**
 * How much of a question a passage covers (docs/search.md, How an answer is chosen): the weighted
 * share of the question's concepts its text holds, a concept named only in its title counting
 * half, each weighted by how rare it is in the content the caller may see. Pure.
 */
import { holds } from '../search/extractive-answer.ts';
import {
  conceptWeight,
  contentTerms,
  type Concept,
  type Vocabulary,
} from '../search/question-terms.ts';

export function coverageOf(
  concepts: readonly Concept[],
  passage: { title: string; text: string },
  vocabulary: Vocabulary,
): number {
  const text = new Set(contentTerms(passage.text));
  const title = new Set(contentTerms(passage.title));
  let total = 0;
  let hit = 0;
  for (const c of concepts) {
    const w = conceptWeight(c, vocabulary);
    total += w;
    hit += holds(text, c) ? w : holds(title, c) ? w / 2 : 0;
  }
  return total > 0 ? hit / total : 0;
}
