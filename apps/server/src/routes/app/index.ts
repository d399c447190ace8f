import type { App, AppDeps } from '../../app-types.ts';
import { accessRequestRoutes } from './access-requests.ts';
import { analyticsRoutes } from './analytics.ts';
import { accountRoutes } from './accounts.ts';
import { staffCommentRoutes } from './comments.ts';
import { staffQuestionnaireRoutes } from './questionnaires.ts';
import { scriptsSettingsRoutes } from './scripts-settings.ts';
import { portalSettingsRoutes } from './portal-settings.ts';
import { identityProviderRoutes } from './identity-providers.ts';
import { outboxRoutes } from './outbox.ts';
import { subscriberRoutes } from './subscribers.ts';
import { trustUpdateRoutes } from './trust-updates.ts';
import { accessSettingsRoutes } from './access-settings.ts';
import { permissionProfileRoutes } from './permission-profiles.ts';
import { searchSettingsRoutes } from './search.ts';
import { knowledgeBaseAdminRoutes } from './knowledge-base.ts';
import { searchRecordRoutes } from './search-records.ts';
import { staffUserRoutes } from './staff-users.ts';

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
  portalSettingsRoutes(app, deps);
  identityProviderRoutes(app, deps);
  searchSettingsRoutes(app, deps);
  knowledgeBaseAdminRoutes(app, deps);
  analyticsRoutes(app, deps);
  searchRecordRoutes(app, deps);
  staffUserRoutes(app, deps);
}
