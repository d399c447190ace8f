import { Suspense, useState, type ComponentType } from 'react';
import { lazyChunk } from './lazy-chunk.ts';

const NoDialog = () => null;

/**
 * A dialog whose code is loaded the first time it opens, so that it stays out of the page's first
 * load. Once opened it stays mounted, so that its closing transition plays as usual.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazyChunk(async () => {
    // Undefined when its code failed to load and the page reloads for a newer build (main.tsx).
    const Loaded: ComponentType<P> | undefined = await load();
    return { default: Loaded ?? NoDialog };
  });
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
