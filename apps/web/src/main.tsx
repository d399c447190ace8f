import './ui/styles/first-screen.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppError } from './api/client.ts';
import { createPortalI18n, languageOfPage } from './portal/i18n/i18n.ts';
import { I18nProvider } from './portal/i18n/use-t.tsx';
import { AppRoutes } from './routes.tsx';
import { applyDeferredStyles } from './ui/deferred-styles.ts';
import { colorSchemeManager, isPrivateAppPath } from './ui/color-scheme.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

// A 4xx answer (unknown company, no access) is final; only network and server errors are retried.
const retry = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof AppError && error.status < 500);

const queryClient = new QueryClient({
  defaultOptions: {
    // An answer stays fresh for a few seconds, so that components asking the same query a little
    // apart (sections rendered after the first frame) share it instead of asking again.
    queries: { retry, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

// A page left open across a release asks for code split off its own build (a dialog, the
// private app), which the new build no longer serves: load the page again, now of the new build.
// Once a minute at most, so that a chunk missing for another reason fails visibly, not in a loop.
const RELOADED_AT = 'trustfront:reloaded-for-chunk';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The server's shell stays on screen until the stylesheets apply: the app never paints unstyled.
// The interface's texts in the page's language, as the server wrote it (docs/languages.md).
const [i18n] = await Promise.all([
  createPortalI18n(languageOfPage(document.documentElement.lang)),
  applyDeferredStyles(),
]);
createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      forceColorScheme={isPrivateAppPath(window.location.pathname) ? 'light' : undefined}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        <I18nProvider instance={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
