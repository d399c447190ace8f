import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { AppHome } from './AppHome.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

// Pages load when first opened (useRoutes has no route-level `lazy`).
const ProfilesPage = lazy(() => import('./accounts/ProfilesPage.tsx'));
const AccessLogPage = lazy(() => import('./accounts/AccessLogPage.tsx'));
const AccessSettingsPage = lazy(() => import('./settings/AccessSettingsPage.tsx'));
const AiSettingsPage = lazy(() => import('./settings/AiSettingsPage.tsx'));
const DocumentsPage = lazy(() => import('./documents/DocumentsPage.tsx'));
const KnowledgeBasePage = lazy(() => import('./knowledge-base/KnowledgeBasePage.tsx'));
const KnowledgeBaseGapsPage = lazy(() => import('./knowledge-base/KnowledgeBaseGapsPage.tsx'));
const SearchRecordsPage = lazy(() => import('./knowledge-base/SearchRecordsPage.tsx'));
const AccessRequestsPage = lazy(() => import('./access-requests/AccessRequestsPage.tsx'));
const DomainRulesPage = lazy(() => import('./access-requests/DomainRulesPage.tsx'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage.tsx'));
const UpdatesPage = lazy(() => import('./updates/UpdatesPage.tsx'));
const SubscribersPage = lazy(() => import('./subscribers/SubscribersPage.tsx'));
const OutboxPage = lazy(() => import('./outbox/OutboxPage.tsx'));
const CommentsPage = lazy(() => import('./comments/CommentsPage.tsx'));
const QuestionnairesPage = lazy(() => import('./questionnaires/QuestionnairesPage.tsx'));
const ScriptsSettingsPage = lazy(() => import('./settings/ScriptsSettingsPage.tsx'));
const PortalSettingsPage = lazy(() => import('./settings/portal/PortalSettingsPage.tsx'));
const IdentityProvidersPage = lazy(() => import('./settings/IdentityProvidersPage.tsx'));
const AuditLogPage = lazy(() => import('./settings/AuditLogPage.tsx'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage.tsx'));
const StaffPage = lazy(() => import('./settings/StaffPage.tsx'));
const RolesPage = lazy(() => import('./settings/RolesPage.tsx'));
const SetPasswordPage = lazy(() => import('./signin/SetPasswordPage.tsx'));

const lazyPage = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense
    fallback={
      <Center mih="30vh">
        <Loader />
      </Center>
    }
  >
    <Page />
  </Suspense>
);

/** Routes of the private app under /app (code-split from the portal). */
export const appRoutes: RouteObject[] = [
  // Outside the signed-in layout: reached from a mailed link, before any sign-in.
  { path: 'set-password', element: lazyPage(SetPasswordPage) },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <AppHome /> },
      { path: 'access-requests', element: lazyPage(AccessRequestsPage) },
      { path: 'access-requests/domains', element: lazyPage(DomainRulesPage) },
      { path: 'accounts', element: lazyPage(AccountsPage) },
      { path: 'accounts/profiles', element: lazyPage(ProfilesPage) },
      { path: 'accounts/activity', element: lazyPage(AccessLogPage) },
      { path: 'settings/access', element: lazyPage(AccessSettingsPage) },
      { path: 'settings/ai', element: lazyPage(AiSettingsPage) },
      { path: 'documents', element: lazyPage(DocumentsPage) },
      { path: 'knowledge-base', element: lazyPage(KnowledgeBasePage) },
      { path: 'knowledge-base/gaps', element: lazyPage(KnowledgeBaseGapsPage) },
      { path: 'knowledge-base/controls', element: lazyPage(SearchRecordsPage) },
      { path: 'knowledge-base/facts', element: lazyPage(SearchRecordsPage) },
      { path: 'knowledge-base/webpages', element: lazyPage(SearchRecordsPage) },
      { path: 'settings/audit-log', element: lazyPage(AuditLogPage) },
      { path: 'updates', element: lazyPage(UpdatesPage) },
      { path: 'subscribers', element: lazyPage(SubscribersPage) },
      { path: 'outbox', element: lazyPage(OutboxPage) },
      { path: 'analytics', element: lazyPage(AnalyticsPage) },
      { path: 'comments', element: lazyPage(CommentsPage) },
      { path: 'questionnaires', element: lazyPage(QuestionnairesPage) },
      { path: 'settings/scripts', element: lazyPage(ScriptsSettingsPage) },
      { path: 'settings/portal', element: lazyPage(PortalSettingsPage) },
      { path: 'settings/identity', element: lazyPage(IdentityProvidersPage) },
      { path: 'settings/staff', element: lazyPage(StaffPage) },
      { path: 'settings/roles', element: lazyPage(RolesPage) },
      {
        path: '*',
        element: (
          <Center mih="50vh">
            <Text c="dimmed">Page not found</Text>
          </Center>
        ),
      },
    ],
  },
];
