import { describe, expect, it } from 'vitest';
import { foreignProductIds } from '../src/index.ts';

describe('product ids an entry may name', () => {
  it("answers the ids that are not the organisation's, each once", () => {
    expect(foreignProductIds([], ['a'])).toEqual([]);
    expect(foreignProductIds(['a', 'b'], ['a', 'b', 'c'])).toEqual([]);
    expect(foreignProductIds(['a', 'x', 'x', 'y'], ['a'])).toEqual(['x', 'y']);
    expect(foreignProductIds(['x'], [])).toEqual(['x']);
  });
});
