/**
 * The providers every page of the web app renders inside (theme, colour scheme, queries,
 * notifications), shared by the browser's entry (main.tsx) and the server's rendering of the
 * portal (entry-server.tsx), so that both render the same tree and the browser hydrates it.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { INTERACTIVE_ATTRIBUTE } from '@trustfront/core';
import { AppError } from './api/client.ts';
import { I18nProvider } from './portal/i18n/use-t.tsx';
import { colorSchemeManager, isPrivateAppPath } from './ui/color-scheme.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

// A 4xx answer (unknown company, no access) is final; only network and server errors are retried.
const retry = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof AppError && error.status < 500);

/** The query client of one page (the browser's) or one rendering (the server's). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An answer stays fresh for a few seconds, so that components asking the same query a
      // little apart (sections rendered after the first frame) share it instead of asking again.
      queries: { retry, refetchOnWindowFocus: false, staleTime: 10_000 },
    },
  });
}

/**
 * Marks the page interactive once the page itself is committed: hydrated, or rendered in the
 * browser. It stands inside the page's own Suspense boundary (routes.tsx), so a page hydrated
 * after the frame around it, or whose code still loads, is not marked before it answers.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

export function AppProviders({
  queryClient,
  pathname,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** The portal interface's texts in the page's language (portal/i18n/i18n.ts). */
  i18n: I18n;
  /** The page's path: the private app stays light whatever the reader chose. */
  pathname: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        forceColorScheme={isPrivateAppPath(pathname) ? 'light' : undefined}
      >
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          <I18nProvider instance={i18n}>{children}</I18nProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
