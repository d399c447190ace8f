import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Children rendered once the page is mounted in the browser: never by the server, and not during
 * hydration. For dialogs and their lazy chunks, which the server has nothing to show of
 * (docs/portal.md, Server rendering): they load and open after the page is interactive.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}
