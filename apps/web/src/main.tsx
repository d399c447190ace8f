import './ui/styles/first-screen.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app-providers.tsx';
import { readPortalData, seedPortalQueries } from './api/portal-seed.ts';
import { createPortalI18n, languageOfPage } from './portal/i18n/i18n.ts';
import { AppRoutes } from './routes.tsx';
import { applyDeferredStyles } from './ui/deferred-styles.ts';

const queryClient = createQueryClient();

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
// The interface's texts in the page's language, as the server wrote it in `<html lang>` and
// rendered the page in, so that hydration matches (docs/languages.md).
const i18n = await createPortalI18n(languageOfPage(document.documentElement.lang));
const app = (
  <AppProviders queryClient={queryClient} pathname={window.location.pathname} i18n={i18n}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
// A portal page rendered by the server carries the answers it was rendered from: the queries
// start with them and the page is hydrated, with no second fetch (docs/portal.md, Server rendering).
const rendered = readPortalData();
if (rendered) {
  seedPortalQueries(queryClient, rendered, window.location);
  hydrateRoot(root, app);
} else {
  // The server's shell stays on screen until the stylesheets apply: the app never paints unstyled.
  await applyDeferredStyles();
  createRoot(root).render(app);
}
