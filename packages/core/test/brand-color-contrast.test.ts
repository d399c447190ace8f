import { describe, expect, it } from 'vitest';
import { brandColorContrastWarning, contrastOnWhite } from '../src/index.ts';

describe('brand colour contrast', () => {
  it('measures the contrast with the white page as WCAG does', () => {
    expect(contrastOnWhite('#000000')).toBe(21);
    expect(contrastOnWhite('#ffffff')).toBe(1);
    // WCAG's own example pair: #767676 on white is 4.54:1, the lightest grey that passes.
    expect(contrastOnWhite('#767676')).toBe(4.5);
    expect(contrastOnWhite('#777777')).toBe(4.4);
  });

  it('warns below 4.5:1 only, and says nothing of what is not a colour', () => {
    expect(brandColorContrastWarning('#74c0fc')).toMatch(
      /^Its contrast with the white page is 1\.\d:1/,
    );
    expect(brandColorContrastWarning('#0b7285')).toBeNull();
    expect(brandColorContrastWarning('#767676')).toBeNull();
    expect(brandColorContrastWarning('teal')).toBeNull();
  });
});
