import type { App, AppDeps } from '../app-types.ts';
import { privateAppRoutes } from './private-app.ts';
import { passwordRoutes } from './staff/password.ts';
import { sessionRoutes } from './staff/session.ts';
import { setupRoutes } from './staff/setup.ts';
import { healthRoutes } from './health.ts';
import { domainRoutes } from './domains/allowed.ts';
import { metricsRoutes } from './metrics.ts';
import { pageRoutes } from './portal/pages.ts';
import { portalRoutes } from './portal/index.ts';
import { assetRoutes } from './portal/assets.ts';
import { byoidRoutes } from './access/byoid.ts';
import { memberRoutes } from './access/member.ts';
import { socialImageRoutes } from './portal/social-image.ts';
import { trustFeedRoutes } from './portal/trust-feed.ts';
import { badgeRoutes } from './portal/badges.ts';
import { crawlerRoutes } from './portal/crawlers.ts';
import { mcpRoutes } from './portal/mcp.ts';
import { slackRoutes } from './integrations/slack.ts';
import { trustHistoryRoutes } from './portal/trust-history.ts';
import { transparencyLogRoutes } from './portal/transparency-log.ts';
import { tprmRoutes } from './members/tprm.ts';
import { trustCenterRoutes } from './editing/index.ts';
import { scimRoutes } from './scim/index.ts';

/** Every route of the server; one line a module. */
export async function registerRoutes(app: App, deps: AppDeps) {
  // First: its hook times every route after it.
  metricsRoutes(app, deps);
  healthRoutes(app, deps);
  domainRoutes(app, deps);
  sessionRoutes(app, deps);
  passwordRoutes(app, deps);
  setupRoutes(app, deps);
  await portalRoutes(app, deps);
  await privateAppRoutes(app, deps);
  trustCenterRoutes(app, deps);
  slackRoutes(app, deps);
  assetRoutes(app, deps);
  memberRoutes(app, deps);
  socialImageRoutes(app, deps);
  tprmRoutes(app, deps);
  byoidRoutes(app, deps);
  trustFeedRoutes(app, deps);
  badgeRoutes(app, deps);
  crawlerRoutes(app, deps);
  scimRoutes(app, deps);
  mcpRoutes(app, deps);
  trustHistoryRoutes(app, deps);
  transparencyLogRoutes(app, deps);
  await pageRoutes(app, deps);
}
