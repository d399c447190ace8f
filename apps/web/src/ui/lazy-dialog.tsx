import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { ClientOnly } from './ClientOnly.tsx';
import { lazyChunk } from './lazy-chunk.ts';

const NoDialog = () => null;

/**
 * A dialog whose code is loaded the first time it opens, so that it stays out of the page's first
 * load. Once opened it stays mounted, so that its closing transition plays as usual.
 *
 * The loaded dialog mounts closed and opens on the next frame: a Mantine modal notes the element that
 * had focus (the button that opened it) only when it goes from closed to open, and gives focus
 * back to it on close (docs/accessibility.md, Keyboard).
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazyChunk(async () => {
    // Undefined when its code failed to load and the page reloads for a newer build (main.tsx).
    const Loaded: ComponentType<P> | undefined = await load();
    const Shown = Loaded ?? NoDialog;
    return {
      default: function OpenedOnceMounted(props: P) {
        const [mounted, setMounted] = useState(false);
        useEffect(() => {
          const frame = requestAnimationFrame(() => setMounted(true));
          return () => cancelAnimationFrame(frame);
        }, []);
        return <Shown {...props} opened={props.opened && mounted} />;
      },
    };
  });
  return function LazyDialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.opened);
    if (props.opened && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <ClientOnly>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </ClientOnly>
    );
  };
}
