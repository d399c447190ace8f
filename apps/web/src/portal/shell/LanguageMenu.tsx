/**
 * The header's language menu (docs/languages.md, The reader's language): the offered languages
 * by their own names. A choice is saved in the language cookie and opens the page in it, at its
 * locale path; the page is loaded again so that everything on it, first render included, is in
 * the new language.
 */
import { Menu } from '@mantine/core';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  localeOfPath,
  localizedPath,
  portalBaseOf,
  type TLanguage,
} from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';
import { LanguageButton } from './LanguageButton.tsx';
import { usePortal } from '../portal-context.tsx';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Saves the reader's choice and opens the page at `href` in it. */
function openIn(language: TLanguage, href: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  window.location.assign(href);
}

/** The menu, opened at once when it loads because the reader opened it (LanguageSwitch.tsx). */
export default function LanguageMenu({ opened = false }: { opened?: boolean }) {
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
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        {/* Replaces the button the reader pressed: focus stays where they were. */}
        <LanguageButton current={language.current} autoFocus={opened} />
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
