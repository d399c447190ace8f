import { apiTokenRoutes } from './staff/api-tokens.ts';
import { ssoRoutes } from './staff/sso.ts';
import type { App, AppDeps } from '../app-types.ts';
import { accessRequestRoutes } from './access/access-requests.ts';
import { analyticsRoutes } from './analytics/staff-analytics.ts';
import { accountRoutes } from './access/accounts.ts';
import { staffCommentRoutes } from './members/staff-comments.ts';
import { staffQuestionnaireRoutes } from './members/staff-questionnaires.ts';
import { scriptsSettingsRoutes } from './settings/scripts-settings.ts';
import { languageSettingsRoutes } from './settings/languages.ts';
import { portalSettingsRoutes } from './settings/portal-settings.ts';
import { identityProviderRoutes } from './access/identity-providers.ts';
import { outboxRoutes } from './settings/outbox.ts';
import { subscriberRoutes } from './updates/subscribers.ts';
import { trustUpdateRoutes } from './updates/staff-updates.ts';
import { accessSettingsRoutes } from './settings/access-settings.ts';
import { permissionProfileRoutes } from './access/permission-profiles.ts';
import { searchSettingsRoutes } from './search/search-settings.ts';
import { knowledgeBaseAdminRoutes } from './knowledge-base/staff-knowledge-base.ts';
import { knowledgeBaseImportRoutes } from './knowledge-base/imports.ts';
import { searchRecordRoutes } from './search/search-records.ts';
import { staffUserRoutes } from './staff/staff-users.ts';
import { exportRoutes } from './settings/export.ts';
import { publicationRoutes } from './settings/publication.ts';
import { todayRoutes } from './staff/today.ts';
import { webhookRoutes } from './integrations/webhooks.ts';
import { workspaceImportRoute } from './questionnaires/workspace-import.ts';
import { workspaceRoutes } from './questionnaires/workspace-routes.ts';
import { subprocessorChangeRoutes } from './editing/subprocessor-changes.ts';

/**
 * Every private-app API route (`/api/app/…`). Each module guards its routes with
 * `config: staffOnly('<section scope>')` from ./staff.ts; one line a module here.
 */
export async function privateAppRoutes(app: App, deps: AppDeps) {
  accessRequestRoutes(app, deps);
  accountRoutes(app, deps);
  trustUpdateRoutes(app, deps);
  subscriberRoutes(app, deps);
  outboxRoutes(app, deps);
  accessSettingsRoutes(app, deps);
  permissionProfileRoutes(app, deps);
  staffCommentRoutes(app, deps);
  staffQuestionnaireRoutes(app, deps);
  scriptsSettingsRoutes(app, deps);
  languageSettingsRoutes(app, deps);
  portalSettingsRoutes(app, deps);
  identityProviderRoutes(app, deps);
  searchSettingsRoutes(app, deps);
  knowledgeBaseAdminRoutes(app, deps);
  knowledgeBaseImportRoutes(app, deps);
  analyticsRoutes(app, deps);
  searchRecordRoutes(app, deps);
  staffUserRoutes(app, deps);
  exportRoutes(app, deps);
  publicationRoutes(app, deps);
  todayRoutes(app, deps);
  apiTokenRoutes(app, deps);
  ssoRoutes(app, deps);
  webhookRoutes(app, deps);
  workspaceRoutes(app, deps);
  subprocessorChangeRoutes(app, deps);
  workspaceImportRoute(app, deps);
}
