import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { PortalPage } from './portal/PortalPage.tsx';
import { readPageMeta } from './portal/portal-context.tsx';
import { CompanyNotFound } from './ui/ErrorPage.tsx';
import { withAllStyles } from './ui/lazy-chunk.ts';

/** `/trust/{orgSlug}/*`: the portal by path on the main host. */
function PortalByPath() {
  const { orgSlug = '' } = useParams();
  return <PortalPage orgSlug={orgSlug} basePath={`/trust/${orgSlug}`} />;
}

/** `/`, `/item/*`, `/product/*`: the portal the server resolved from the host. */
function PortalByHost() {
  const meta = readPageMeta();
  if (meta.error === 'company-not-found') return <CompanyNotFound />;
  if (!meta.orgSlug) return <Navigate to="/app" replace />;
  return <PortalPage orgSlug={meta.orgSlug} basePath={meta.basePath} />;
}

export const routes: RouteObject[] = [
  { path: '/trust/:orgSlug/*', element: <PortalByPath /> },
  {
    path: '/byoid/:orgId/welcome',
    // Only visitors arriving with their company's token load the sign-in page.
    lazy: async () => ({
      Component: (await withAllStyles(import('./portal/byoid/ByoidWelcomePage.tsx')))
        .ByoidWelcomePage,
    }),
  },
  {
    path: '/app/*',
    // The private app is its own chunk, loaded only when a page under /app is opened.
    lazy: async () => {
      const { appRoutes } = await withAllStyles(import('./app/routes.tsx'));
      return {
        Component: function AppRoot() {
          return useRoutes(appRoutes);
        },
      };
    },
  },
  { path: '*', element: <PortalByHost /> },
];
