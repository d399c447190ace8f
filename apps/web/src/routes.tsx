import { Suspense } from 'react';
import { MarkInteractive } from './app-providers.tsx';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { PortalPage } from './portal/PortalPage.tsx';
import { usePageMeta } from './portal/portal-context.tsx';
import { PortalCompanyNotFound, PortalNotPublished } from './portal/shell/PortalNotices.tsx';
import { lazyChunk } from './ui/lazy-chunk.ts';

/** `/trust/{orgSlug}/*`: the portal by path on the main host. */
function PortalByPath() {
  const { orgSlug = '' } = useParams();
  const meta = usePageMeta();
  if (meta.error === 'not-published') return <PortalNotPublished />;
  // A locale path's base carries its language (`/trust/acme/de`, docs/languages.md).
  const base = `/trust/${orgSlug}`;
  const basePath = meta.basePath.startsWith(`${base}/`) ? meta.basePath : base;
  return <PortalPage orgSlug={orgSlug} basePath={basePath} />;
}

/** `/`, `/item/*`, `/product/*`: the portal the server resolved from the host. */
function PortalByHost() {
  const meta = usePageMeta();
  if (meta.error === 'company-not-found') return <PortalCompanyNotFound />;
  if (meta.error === 'not-published') return <PortalNotPublished />;
  if (!meta.orgSlug) return <Navigate to="/app" replace />;
  return <PortalPage orgSlug={meta.orgSlug} basePath={meta.basePath} />;
}

// The Changes page (docs/portal.md, History) is its own chunk, loaded only when opened.
const ChangesPage = lazyChunk(() => import('./portal/history/ChangesPage.tsx'));

/** `/trust/{orgSlug}/changes`: the Changes page by path on the main host. */
function ChangesByPath() {
  const { orgSlug = '' } = useParams();
  if (usePageMeta().error === 'not-published') return <PortalNotPublished />;
  return <ChangesPage basePath={`/trust/${orgSlug}`} />;
}

/** `/changes`: the Changes page of the portal the server resolved from the host. */
function ChangesByHost() {
  const meta = usePageMeta();
  if (meta.error === 'company-not-found') return <PortalCompanyNotFound />;
  if (meta.error === 'not-published') return <PortalNotPublished />;
  if (!meta.orgSlug) return <Navigate to="/app" replace />;
  return <ChangesPage basePath={meta.basePath} />;
}

// Only visitors arriving with their company's token load the sign-in page.
const ByoidWelcomePage = lazyChunk(async () => ({
  default: (await import('./portal/access/byoid/ByoidWelcomePage.tsx')).ByoidWelcomePage,
}));

// The private app is its own chunk, loaded only when a page under /app is opened.
const AppRoot = lazyChunk(async () => {
  const { appRoutes } = await import('./app/routes.tsx');
  return {
    default: function AppRoot() {
      return useRoutes(appRoutes);
    },
  };
});

const routes: RouteObject[] = [
  { path: '/trust/:orgSlug/changes', element: <ChangesByPath /> },
  { path: '/trust/:orgSlug/*', element: <PortalByPath /> },
  { path: '/changes', element: <ChangesByHost /> },
  { path: '/byoid/:orgId/welcome', element: <ByoidWelcomePage /> },
  { path: '/app/*', element: <AppRoot /> },
  { path: '*', element: <PortalByHost /> },
];

/**
 * The page for the address. Routes are declared, not a data router: nothing here loads data
 * before rendering (queries do), and the declarative router is the lighter half of the library.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      {useRoutes(routes)}
      <MarkInteractive />
    </Suspense>
  );
}
