import type { App, AppDeps } from '../app.ts';
import { sessionRoutes } from './auth/session.ts';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.ts';
import { bulkDownloadRoutes } from './portal/bulk-download.ts';
import { complianceUpdateRoutes } from './portal/compliance-update.ts';
import { fileRoutes } from './portal/files.ts';
import { knowledgeBaseRoutes } from './portal/knowledge-base.ts';
import { viewRoutes } from './portal/view.ts';
import { assetRoutes } from './share/assets.ts';
import { socialImageRoutes } from './share/social-image.ts';

/** Every route of the server; one line a module. */
export async function registerRoutes(app: App, deps: AppDeps) {
  healthRoutes(app);
  sessionRoutes(app, deps);
  viewRoutes(app, deps);
  complianceUpdateRoutes(app, deps);
  fileRoutes(app, deps);
  bulkDownloadRoutes(app, deps);
  knowledgeBaseRoutes(app, deps);
  assetRoutes(app, deps);
  socialImageRoutes(app, deps);
  await pageRoutes(app, deps);
}
