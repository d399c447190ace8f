import { Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MESSAGES, showsModeSwitch } from '@trustfront/core';
import { lazy, Suspense, useState } from 'react';
import { usePortal } from '../portal-context.tsx';

// The dialog, its results and the answer panel load only once the visitor starts searching.
const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

/**
 * The portal's search box (spec 2 §2): clicking it, typing in it, or Ctrl+K / Cmd+K opens the
 * search dialog with what was typed.
 */
export function SearchBox() {
  const { view } = usePortal();
  const [open, setOpen] = useState(false);
  const [initialTerm, setInitialTerm] = useState('');
  const combined = view.search.aiOnTrustCenter && showsModeSwitch(view.search.aiAccessLevel);
  const openWith = (term: string) => {
    setInitialTerm(term);
    setOpen(true);
  };
  useHotkeys([['mod+K', () => openWith('')]], []);
  return (
    <>
      <TextInput
        aria-label="Search"
        data-testid="search-box"
        placeholder={
          combined ? SEARCH_MESSAGES.placeholderContent : SEARCH_MESSAGES.placeholderItems
        }
        value=""
        onChange={(e) => openWith(e.currentTarget.value)}
        onClick={() => openWith('')}
        leftSection={<IconSearch size={16} />}
        rightSectionWidth={64}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        maw={560}
        w="100%"
      />
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog initialTerm={initialTerm} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
