import { describe, expect, it } from 'vitest';
import type { CardKind } from '../src/constants/cards.ts';
import { isCardOrderMovable, withMovedCards } from '../src/rules/ordering.ts';

const ALL: CardKind[] = ['Overview', 'Reports', 'Policies', 'Documents', 'Legal', 'Subprocessors'];

describe('the card order the Re-order cards dialog moves', () => {
  it('moves only the cards of the cards grid', () => {
    expect(ALL.filter(isCardOrderMovable)).toEqual(['Policies', 'Legal']);
  });

  it('puts the moved cards back in the places grid cards held, the others unmoved', () => {
    expect(withMovedCards(ALL, ['Legal', 'Policies'])).toEqual([
      'Overview',
      'Reports',
      'Legal',
      'Documents',
      'Policies',
      'Subprocessors',
    ]);
  });

  it('ignores kinds it does not move, duplicates and omissions keep every card once', () => {
    expect(withMovedCards(ALL, ['Overview', 'Legal', 'Legal'])).toEqual([
      'Overview',
      'Reports',
      'Legal',
      'Documents',
      'Policies',
      'Subprocessors',
    ]);
    expect(withMovedCards(ALL, [])).toEqual(ALL);
  });
});
