/**
 * The header's language switch (docs/languages.md, The reader's language): its button is on the
 * page from the server's first byte; the menu's code, and the component library's styles it
 * needs, load when the reader points at it or opens it, not with every first visit.
 */
import { Suspense, useState } from 'react';
import { lazyChunk } from '../../ui/lazy-chunk.ts';
import { usePortal } from '../portal-context.tsx';
import { LanguageButton } from './LanguageButton.tsx';

const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazyChunk(loadMenu);

export function LanguageSwitch() {
  const language = usePortal().view.language;
  const [isWanted, setIsWanted] = useState(false);
  if (!language) return null;
  const button = (
    <LanguageButton
      current={language.current}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIsWanted(true)}
    />
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu opened />
    </Suspense>
  );
}
