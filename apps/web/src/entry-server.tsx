/**
 * The portal page rendered on the server (docs/portal.md, Server rendering): the same providers,
 * routes and components as the browser's entry, from the answers the server's view and trust
 * updates routes give the same caller, streamed as HTML once every section is ready. The
 * server's page route loads this module from the SSR build (`dist/ssr/entry-server.js`).
 */
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AnswerPageData, TLanguage } from '@trustfront/core';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app-providers.tsx';
import { portalDataScript, seedPortalQueries, type PortalPageData } from './api/portal-seed.ts';
import { PageMetaContext } from './portal/portal-context.tsx';
import { createPortalI18n } from './portal/i18n/i18n.ts';
import { AppRoutes } from './routes.tsx';
import { AnswerPage } from './portal/shell/AnswerPage.tsx';

export { portalDataScript, type PortalPageData };

/**
 * The HTML of `#root` for a page the server answers a portal's link or form with, before or
 * without any script (docs/portal.md, Taps before the script), in the page's language.
 */
export async function renderAnswerPage(
  data: AnswerPageData,
  language: TLanguage,
  pathname: string,
): Promise<string> {
  const i18n = await createPortalI18n(language);
  return renderToString(
    <AppProviders queryClient={createQueryClient()} pathname={pathname} i18n={i18n}>
      <AnswerPage data={data} />
    </AppProviders>,
  );
}

/**
 * The HTML of `#root` for the portal page at `url` (path and query), as a stream that starts
 * once everything is rendered, so that a reader without JavaScript gets the whole page. Fails
 * when the rendering fails before anything was sent.
 */
export async function renderPortal(data: PortalPageData, url: string): Promise<Readable> {
  const queryClient = createQueryClient();
  const location = new URL(url, 'http://localhost');
  seedPortalQueries(queryClient, data, location);
  // The page's language, its texts loaded before rendering (docs/languages.md).
  const i18n = await createPortalI18n(data.language);
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    // A rendering still waiting after this long is abandoned: the page is sent as a shell.
    const timer = setTimeout(() => abort(), 10_000);
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders queryClient={queryClient} pathname={location.pathname} i18n={i18n}>
        <PageMetaContext.Provider
          value={{
            orgSlug: data.orgSlug,
            basePath: data.basePath,
            error: null,
            language: data.viewLanguage,
          }}
        >
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </PageMetaContext.Provider>
      </AppProviders>,
      {
        onAllReady() {
          clearTimeout(timer);
          if (failed) return;
          const out = new PassThrough();
          pipe(out);
          resolve(out);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed = error;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}
