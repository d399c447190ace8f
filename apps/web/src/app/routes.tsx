import { Center, Loader, Text } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppHome } from './AppHome.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { SetupRoute } from './staff/signin/SetupGate.tsx';
import { lazyChunk } from '../ui/lazy-chunk.ts';

// Pages load when first opened (useRoutes has no route-level `lazy`).
const ProfilesPage = lazyChunk(() => import('./access/accounts/ProfilesPage.tsx'));
const AccessLogPage = lazyChunk(() => import('./access/accounts/AccessLogPage.tsx'));
const AccessSettingsPage = lazyChunk(() => import('./settings/AccessSettingsPage.tsx'));
const AiSettingsPage = lazyChunk(() => import('./settings/AiSettingsPage.tsx'));
const DocumentsPage = lazyChunk(() => import('./documents/DocumentsPage.tsx'));
const KnowledgeBasePage = lazyChunk(() => import('./knowledge-base/KnowledgeBasePage.tsx'));
const KnowledgeBaseGapsPage = lazyChunk(() => import('./knowledge-base/KnowledgeBaseGapsPage.tsx'));
const SearchRecordsPage = lazyChunk(() => import('./knowledge-base/SearchRecordsPage.tsx'));
const AccessRequestsPage = lazyChunk(() => import('./access/requests/AccessRequestsPage.tsx'));
const DomainRulesPage = lazyChunk(() => import('./access/requests/DomainRulesPage.tsx'));
const AccountsPage = lazyChunk(() => import('./access/accounts/AccountsPage.tsx'));
const UpdatesPage = lazyChunk(() => import('./updates/UpdatesPage.tsx'));
const SubscribersPage = lazyChunk(() => import('./updates/subscribers/SubscribersPage.tsx'));
const OutboxPage = lazyChunk(() => import('./settings/outbox/OutboxPage.tsx'));
const CommentsPage = lazyChunk(() => import('./members/comments/CommentsPage.tsx'));
const SubprocessorChangesPage = lazyChunk(
  () => import('./subprocessor-changes/SubprocessorChangesPage.tsx'),
);
const QuestionnairesPage = lazyChunk(() => import('./questionnaires/WorkspaceListPage.tsx'));
const QuestionnaireImportPage = lazyChunk(() => import('./questionnaires/ImportPage.tsx'));
const QuestionnaireMappingPage = lazyChunk(() => import('./questionnaires/MappingPage.tsx'));
const QuestionnaireReviewPage = lazyChunk(() => import('./questionnaires/ReviewPage.tsx'));
const TrustHistoryPage = lazyChunk(() => import('./settings/TrustHistoryPage.tsx'));
const ScriptsSettingsPage = lazyChunk(() => import('./settings/ScriptsSettingsPage.tsx'));
const LanguagesSettingsPage = lazyChunk(() => import('./settings/LanguagesSettingsPage.tsx'));
const PortalSettingsPage = lazyChunk(() => import('./settings/portal/PortalSettingsPage.tsx'));
const IdentityProvidersPage = lazyChunk(() => import('./settings/IdentityProvidersPage.tsx'));
const AuditLogPage = lazyChunk(() => import('./settings/AuditLogPage.tsx'));
const ExportPage = lazyChunk(() => import('./settings/ExportPage.tsx'));
const AnalyticsPage = lazyChunk(() => import('./analytics/AnalyticsPage.tsx'));
const StaffPage = lazyChunk(() => import('./settings/StaffPage.tsx'));
const RolesPage = lazyChunk(() => import('./settings/RolesPage.tsx'));
const ApiTokensPage = lazyChunk(() => import('./settings/ApiTokensPage.tsx'));
const SsoSettingsPage = lazyChunk(() => import('./settings/SsoSettingsPage.tsx'));
const IntegrationsPage = lazyChunk(() => import('./settings/IntegrationsPage.tsx'));
const WebhooksPage = lazyChunk(() => import('./settings/WebhooksPage.tsx'));
const SetPasswordPage = lazyChunk(() => import('./staff/signin/SetPasswordPage.tsx'));

const lazyPage = (Page: ComponentType) => (
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
  // First-run setup (docs/setup.md); once an organisation exists, the private app's sign-in.
  { path: 'setup', element: <SetupRoute /> },
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
      { path: 'settings/history', element: lazyPage(TrustHistoryPage) },
      { path: 'updates', element: lazyPage(UpdatesPage) },
      { path: 'subscribers', element: lazyPage(SubscribersPage) },
      { path: 'outbox', element: lazyPage(OutboxPage) },
      { path: 'analytics', element: lazyPage(AnalyticsPage) },
      { path: 'comments', element: lazyPage(CommentsPage) },
      { path: 'subprocessor-changes', element: lazyPage(SubprocessorChangesPage) },
      { path: 'questionnaires', element: lazyPage(QuestionnairesPage) },
      { path: 'questionnaires/import', element: lazyPage(QuestionnaireImportPage) },
      { path: 'questionnaires/:id/mapping', element: lazyPage(QuestionnaireMappingPage) },
      { path: 'questionnaires/:id', element: lazyPage(QuestionnaireReviewPage) },
      { path: 'settings/scripts', element: lazyPage(ScriptsSettingsPage) },
      { path: 'settings/languages', element: lazyPage(LanguagesSettingsPage) },
      { path: 'settings/portal', element: lazyPage(PortalSettingsPage) },
      { path: 'settings/identity', element: lazyPage(IdentityProvidersPage) },
      { path: 'settings/staff', element: lazyPage(StaffPage) },
      { path: 'settings/roles', element: lazyPage(RolesPage) },
      { path: 'settings/export', element: lazyPage(ExportPage) },
      { path: 'settings/api-tokens', element: lazyPage(ApiTokensPage) },
      { path: 'settings/sso', element: lazyPage(SsoSettingsPage) },
      { path: 'settings/integrations', element: lazyPage(IntegrationsPage) },
      { path: 'settings/webhooks', element: lazyPage(WebhooksPage) },
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
