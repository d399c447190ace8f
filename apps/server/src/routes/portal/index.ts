import type { RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { accessRoutes } from '../access/portal-access.ts';
import { bulkDownloadRoutes } from '../documents/bulk-download.ts';
import { commentRoutes } from '../members/comments.ts';
import { complianceUpdateRoutes } from '../updates/compliance-update.ts';
import { eventRoutes } from '../analytics/events.ts';
import { fileRoutes } from '../documents/portal-files.ts';
import { verifyRoutes } from '../documents/portal-verify.ts';
import { knowledgeBaseRoutes } from '../knowledge-base/portal-knowledge-base.ts';
import { ndaRoutes } from '../access/nda.ts';
import { questionnaireAnswerRoutes } from '../members/questionnaire-answers.ts';
import { questionnaireRoutes } from '../members/questionnaires.ts';
import { searchRoutes } from '../search/portal-search.ts';
import { sinceLastVisitRoutes } from '../members/since-last-visit.ts';
import { subscriptionRoutes } from '../updates/subscriptions.ts';
import { subprocessorObjectionRoutes } from '../members/subprocessor-objections.ts';
import { viewRoutes } from './view.ts';

/** An `onRoute` hook of the portal's routes: the caller guard resolves their portal caller. */
function markPortalRoute(route: RouteOptions): void {
  route.config = { ...route.config, portal: true };
}

/** Every `/api/portal/{orgSlug}/…` route, marked so that the caller guard resolves the caller once. */
export async function portalRoutes(app: App, deps: AppDeps) {
  await app.register(async (scope) => {
    const portal = scope.withTypeProvider<ZodTypeProvider>();
    portal.addHook('onRoute', markPortalRoute);
    viewRoutes(portal, deps);
    complianceUpdateRoutes(portal, deps);
    fileRoutes(portal, deps);
    verifyRoutes(portal, deps);
    bulkDownloadRoutes(portal, deps);
    knowledgeBaseRoutes(portal, deps);
    accessRoutes(portal, deps);
    ndaRoutes(portal, deps);
    searchRoutes(portal, deps);
    subscriptionRoutes(portal, deps);
    commentRoutes(portal, deps);
    questionnaireRoutes(portal, deps);
    questionnaireAnswerRoutes(portal, deps);
    eventRoutes(portal, deps);
    sinceLastVisitRoutes(portal, deps);
    subprocessorObjectionRoutes(portal, deps);
  });
}
