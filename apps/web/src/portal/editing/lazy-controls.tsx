/**
 * The main-mode editing controls as lazy chunks: visitors' pages load none of their code. Clicks
 * inside them (their dialogs sit in portals) never reach the card that would expand.
 */
import type { TCardView, TPortalView } from '@trustfront/core';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { lazyChunk } from '../../ui/lazy-chunk.ts';

const CardEditMenu = lazyChunk(() => import('./CardEditMenu.tsx'));
const EditToolbarChunk = lazyChunk(() => import('./EditToolbar.tsx'));
const CardEditorChunk = lazyChunk(() => import('./CardEditor.tsx'));
const DocumentsEditingChunk = lazyChunk(() => import('./DocumentsEditingView.tsx'));

const stop = (event: MouseEvent) => event.stopPropagation();

export function CardEditControls({ card }: { card: TCardView }) {
  return (
    <span onClick={stop} data-no-expand>
      <Suspense fallback={null}>
        <CardEditMenu card={card} />
      </Suspense>
    </span>
  );
}

export function EditToolbar({ view }: { view: TPortalView }) {
  return (
    <Suspense fallback={null}>
      <EditToolbarChunk view={view} />
    </Suspense>
  );
}

/** The expanded card's content with its Edit button and edit form; the content while loading. */
export function CardEditor({ card, children }: { card: TCardView; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <CardEditorChunk card={card}>{children}</CardEditorChunk>
    </Suspense>
  );
}

/** The Documents card's per-kind editing view. */
export function DocumentsEditing({ view }: { view: TPortalView }) {
  return (
    <Suspense fallback={null}>
      <DocumentsEditingChunk view={view} />
    </Suspense>
  );
}
