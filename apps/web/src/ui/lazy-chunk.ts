import { lazy, type ComponentType } from 'react';

/**
 * Code loaded on demand (a dialog, a panel, a page of the private app) together with every
 * stylesheet of the component library: the first screen carries only the styles of the
 * components it shows (styles/first-screen.ts).
 */
export async function withAllStyles<T>(load: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load, import('./styles/all.ts')]);
  return loaded;
}

/** `React.lazy` for a component whose code and styles load when it first renders. */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() => withAllStyles(load()));
}
