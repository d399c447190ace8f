import { useMounted } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';

/**
 * Children rendered once the page is mounted in the browser: never by the server, and not during
 * hydration. For dialogs and their lazy chunks, which the server has nothing to show of
 * (docs/portal.md, Server rendering): they load and open after the page is interactive.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}

/**
 * A lazily loaded part rendered once the page is mounted, nothing while its chunk loads: the
 * server never leaves a pending boundary for the browser to fill in.
 */
export function ClientSuspense({ children }: { children: ReactNode }) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>{children}</Suspense>
    </ClientOnly>
  );
}
