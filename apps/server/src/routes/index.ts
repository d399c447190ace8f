import type { App, AppDeps } from '../app-types.ts';
import { privateAppRoutes } from './app/index.ts';
import { passwordRoutes } from './auth/password.ts';
import { sessionRoutes } from './auth/session.ts';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.ts';
import { portalRoutes } from './portal/index.ts';
import { assetRoutes } from './share/assets.ts';
import { byoidRoutes } from './share/byoid.ts';
import { memberRoutes } from './share/member.ts';
import { socialImageRoutes } from './share/social-image.ts';
import { tprmRoutes } from './share/tprm.ts';
import { trustCenterRoutes } from './trust-center/index.ts';

/** Every route of the server; one line a module. */
export async function registerRoutes(app: App, deps: AppDeps) {
  healthRoutes(app);
  sessionRoutes(app, deps);
  passwordRoutes(app, deps);
  await portalRoutes(app, deps);
  await privateAppRoutes(app, deps);
  trustCenterRoutes(app, deps);
  assetRoutes(app, deps);
  memberRoutes(app, deps);
  socialImageRoutes(app, deps);
  tprmRoutes(app, deps);
  byoidRoutes(app, deps);
  await pageRoutes(app, deps);
}
