import type { App, AppDeps } from '../../app-types.ts';
import { accessSettingsRoutes } from './access-settings.ts';
import { permissionProfileRoutes } from './permission-profiles.ts';

/**
 * Every private-app API route (`/api/app/…`). Each module guards its routes with
 * `requireStaff(deps, '<section scope>')` from ./staff.ts; one line a module here.
 */
export async function privateAppRoutes(app: App, deps: AppDeps) {
  app.decorateRequest('staffCaller', null);
  accessSettingsRoutes(app, deps);
  permissionProfileRoutes(app, deps);
}
