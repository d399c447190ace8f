import { describe, expect, it } from 'vitest';
import { PORTAL_MODES, showsSecurityReviewBanner } from '../src/index.ts';

describe('the security review banner', () => {
  it.each(PORTAL_MODES.map((mode) => [mode, mode === 'public'] as const))(
    'in %s mode: %s',
    (mode, shown) => {
      expect(
        showsSecurityReviewBanner({ mode, customization: { showSecurityReviewBanner: true } }),
      ).toBe(shown);
    },
  );

  it('stays away when the organisation hides it', () => {
    expect(
      showsSecurityReviewBanner({
        mode: 'public',
        customization: { showSecurityReviewBanner: false },
      }),
    ).toBe(false);
  });
});
