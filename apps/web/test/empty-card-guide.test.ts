import { describe, expect, it } from 'vitest';
import { emptyCardGuide } from '../src/portal/cards/texts.ts';

describe('emptyCardGuide', () => {
  it('sends staff to Edit where it is: behind the card’s expand button', () => {
    expect(emptyCardGuide('Reports', true)).toBe(
      'Add your reports: open the card with its expand button and choose Edit. Visitors do not see this card until you show it.',
    );
    expect(emptyCardGuide('Reports', false)).not.toContain("card's menu");
  });
});
