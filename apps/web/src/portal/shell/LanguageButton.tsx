import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '../../ui/icons/icons.ts';
import { LANGUAGE_NAMES, type TLanguage } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';

/**
 * The header's language button: the current language's code, named for screen readers with the
 * language's own name. The same button stands before and after the menu's code has loaded.
 */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & { current: TLanguage }
>(function LanguageButton({ current, ...props }, ref) {
  const t = useT();
  return (
    <Button
      ref={ref}
      variant="default"
      size="sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      aria-label={`${t('header.chooseLanguage')}: ${LANGUAGE_NAMES[current]}`}
      aria-haspopup="menu"
      data-testid="language-menu"
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
});
