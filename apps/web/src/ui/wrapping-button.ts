import type { ButtonProps } from '@mantine/core';

/**
 * Styles of a Button whose label may wrap onto more lines instead of being cut, for buttons with
 * long labels that must stay whole on the narrowest screens. On one line it looks as usual.
 */
export const WRAPPING_BUTTON_STYLES = {
  root: {
    height: 'auto',
    minHeight: 'var(--button-height)',
    maxWidth: '100%',
    paddingBlock: 4,
  },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, textAlign: 'start' },
} satisfies ButtonProps['styles'];
