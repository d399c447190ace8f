import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '../../ui/icons/icons.ts';
import { answerPagePath, SEARCH_PAGE, showsModeSwitch } from '@trustfront/core';
import { Suspense, useState, type CSSProperties } from 'react';
import { usePortal } from '../portal-context.tsx';
import { lazyChunk } from '../../ui/lazy-chunk.ts';
import { useT } from '../i18n/use-t.tsx';

// The dialog, its results and the answer panel load only once the visitor starts searching.
const SearchDialog = lazyChunk(() => import('./SearchDialog.tsx'));

// A plain input styled with the theme's variables: the first visit loads no input component.
const BOX: CSSProperties = {
  width: '100%',
  height: 40,
  padding: '0 64px 0 36px',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-md)',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
};

/**
 * The portal's search box (docs/search.md, Search): clicking it, typing in it, or Ctrl+K / Cmd+K
 * opens the search dialog with what was typed. It is a form of the search page the server
 * answers, which a search typed before the page's script runs opens (docs/portal.md, Taps before
 * the script).
 */
export function SearchBox() {
  const t = useT();
  const { view, basePath } = usePortal();
  const [open, setOpen] = useState(false);
  const [initialTerm, setInitialTerm] = useState('');
  const combined = view.search.aiOnTrustCenter && showsModeSwitch(view.search.aiAccessLevel);
  const openWith = (term: string) => {
    setInitialTerm(term);
    setOpen(true);
  };
  // The box stays empty: each key typed in it arrives alone. Those typed while the dialog opens
  // (its code loading, its transition) extend what opened it, so that none is lost.
  const typeInBox = (typed: string) => openWith(open ? initialTerm + typed : typed);
  // Once open, the dialog keeps its term: Ctrl+K from its input or a button does not clear it.
  useHotkeys([['mod+K', () => (open ? undefined : openWith(''))]], []);
  return (
    <>
      <form
        method="get"
        action={answerPagePath(basePath, SEARCH_PAGE)}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          openWith(initialTerm);
        }}
        style={{ position: 'relative', maxWidth: 560, width: '100%' }}
      >
        <IconSearch
          size={16}
          aria-hidden
          style={{ position: 'absolute', left: 12, top: 12, color: 'var(--mantine-color-dimmed)' }}
        />
        <input
          type="search"
          name="q"
          aria-label={t('search.label')}
          data-testid="search-box"
          placeholder={t(combined ? 'search.placeholderContent' : 'search.placeholderItems')}
          value=""
          onChange={(e) => typeInBox(e.currentTarget.value)}
          onClick={() => openWith('')}
          style={BOX}
        />
        <kbd
          style={{
            position: 'absolute',
            right: 10,
            top: 10,
            fontSize: 11,
            color: 'var(--mantine-color-dimmed)',
          }}
        >
          Ctrl K
        </kbd>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog initialTerm={initialTerm} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
