import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '../../ui/icons/icons.ts';
import { otherColorScheme } from '@trustfront/core';

import { useT } from '../i18n/use-t.tsx';

const LABELS = { dark: 'header.useDark', light: 'header.useLight' } as const;

/**
 * The header's switch between light and dark colours (docs/accessibility.md, Colour scheme). The
 * page first follows the reader's system; a choice made here is kept in the browser and wins.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read from the page itself: the first script set it before the app ran.
  const shown = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = otherColorScheme(shown);
  const t = useT();
  return (
    <Tooltip label={t(LABELS[next])}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t(LABELS[next])}
        onClick={() => setColorScheme(next)}
        data-testid="color-scheme-toggle"
      >
        {next === 'dark' ? <IconMoon size={18} aria-hidden /> : <IconSun size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
