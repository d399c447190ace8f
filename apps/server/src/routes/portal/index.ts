import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { accessRoutes } from './access.ts';
import { bulkDownloadRoutes } from './bulk-download.ts';
import { commentRoutes } from './comments.ts';
import { markPortalRoute } from './caller.ts';
import { complianceUpdateRoutes } from './compliance-update.ts';
import { eventRoutes } from './events.ts';
import { fileRoutes } from './files.ts';
import { knowledgeBaseRoutes } from './knowledge-base.ts';
import { ndaRoutes } from './nda.ts';
import { questionnaireRoutes } from './questionnaires.ts';
import { searchRoutes } from './search.ts';
import { sinceLastVisitRoutes } from './since-last-visit.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { viewRoutes } from './view.ts';

/** Every `/api/portal/{orgSlug}/…` route, marked so that the caller guard resolves the caller once. */
export async function portalRoutes(app: App, deps: AppDeps) {
  await app.register(async (scope) => {
    const portal = scope.withTypeProvider<ZodTypeProvider>();
    portal.addHook('onRoute', markPortalRoute);
    viewRoutes(portal, deps);
    complianceUpdateRoutes(portal, deps);
    fileRoutes(portal, deps);
    bulkDownloadRoutes(portal, deps);
    knowledgeBaseRoutes(portal, deps);
    accessRoutes(portal, deps);
    ndaRoutes(portal, deps);
    searchRoutes(portal, deps);
    subscriptionRoutes(portal, deps);
    commentRoutes(portal, deps);
    questionnaireRoutes(portal, deps);
    eventRoutes(portal, deps);
    sinceLastVisitRoutes(portal, deps);
  });
}
