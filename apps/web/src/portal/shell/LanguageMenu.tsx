/**
 * The header's language menu (docs/languages.md, The reader's language): the offered languages
 * by their own names. A choice is saved in the language cookie and opens the page in it, at its
 * locale path; the page is loaded again so that everything on it, first render included, is in
 * the new language.
 */
import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  localeOfPath,
  localizedPath,
  portalBaseOf,
  type TLanguage,
} from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Saves the reader's choice and opens the page at `href` in it. */
function openIn(language: TLanguage, href: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  window.location.assign(href);
}

export default function LanguageMenu() {
  const t = useT();
  const { view, basePath } = usePortal();
  const language = view.language;
  if (!language) return null;
  const choose = (next: TLanguage) => {
    const base = portalBaseOf(basePath);
    const { path } = localeOfPath(window.location.pathname, base);
    const params = new URLSearchParams(window.location.search);
    params.delete('lang');
    const query = params.toString();
    const search = query ? `?${query}` : '';
    openIn(
      next,
      `${localizedPath(path, base, next, language.defaultLanguage)}${search}${window.location.hash}`,
    );
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={`${t('header.chooseLanguage')}: ${LANGUAGE_NAMES[language.current]}`}
          data-testid="language-menu"
        >
          {language.current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {language.offered.map((l) => (
          <Menu.Item
            key={l}
            lang={l}
            onClick={() => choose(l)}
            aria-current={l === language.current ? 'true' : undefined}
            data-testid={`language-${l}`}
          >
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
