import type { App, AppDeps } from '../app.ts';
import { sessionRoutes } from './auth/session.ts';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.ts';
import { complianceUpdateRoutes } from './portal/compliance-update.ts';
import { viewRoutes } from './portal/view.ts';
import { assetRoutes } from './share/assets.ts';

/** Every route of the server; one line a module. */
export async function registerRoutes(app: App, deps: AppDeps) {
  healthRoutes(app);
  sessionRoutes(app, deps);
  viewRoutes(app, deps);
  complianceUpdateRoutes(app, deps);
  assetRoutes(app, deps);
  await pageRoutes(app, deps);
}
