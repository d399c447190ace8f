/**
 * Subscribing to trust updates from the portal (docs/updates.md, Subscriptions): subscribe (double
 * opt-in), the confirmation link, unsubscribe by the token of a mail's link, and the one-click
 * unsubscribe of the `List-Unsubscribe` header (RFC 8058). Limited per client address and per
 * e-mail; the answers say nothing of the address.
 */
import { z } from 'zod';
import {
  AppError,
  SUBSCRIPTION_MESSAGES,
  ZSubscribeRequest,
  ZSubscriptionAnswer,
  ZUnsubscribeRequest,
  SERVER_ERRORS,
  refusalOf,
} from '@trustfront/core';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import {
  confirmSubscription,
  subscribeResultUrl,
} from '../../services/updates/subscriptions/confirm.ts';
import { findOrganizationBySlug } from '../../services/portal/find-organization.ts';
import { subscribe } from '../../services/updates/subscriptions/subscribe.ts';
import { readerLanguage } from '../../portal-request/locale.ts';
import { unsubscribe } from '../../services/updates/subscriptions/unsubscribe.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams } from '../../portal-request/params.ts';

/** Subscribe calls per client address, and confirmation mails per address subscribed. */
export const SUBSCRIBE_LIMITS = {
  perClient: { max: 20, timeWindow: '10 minutes' },
  perEmail: { max: 3, timeWindow: '1 hour' },
} as const;
const UNSUBSCRIBE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

const ZTokenQuery = z.object({ token: z.string().max(4096).optional() });

const unsubscribeFailed = () =>
  new AppError('unsubscribe_failed', SUBSCRIPTION_MESSAGES.unsubscribeFailedBody, 400);

export function subscriptionRoutes(app: App, deps: AppDeps) {
  const perEmail = app.createRateLimit({
    ...SUBSCRIBE_LIMITS.perEmail,
    keyGenerator: (req: FastifyRequest) => {
      const { orgSlug } = req.params as { orgSlug: string };
      return `subscribe:${orgSlug}:${(req.body as { email: string }).email}`;
    },
  });

  app.post(
    '/api/portal/:orgSlug/subscribe',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        body: ZSubscribeRequest,
        response: { 200: ZSubscriptionAnswer },
      },
      config: { rateLimit: SUBSCRIBE_LIMITS.perClient },
    },
    async (req) => {
      const limit = await perEmail(req);
      if (!limit.isAllowed && limit.isExceeded) {
        throw refusalOf(SERVER_ERRORS.rateLimitedLater, 429);
      }
      const caller = callerOf(req);
      const language = readerLanguage(req, caller.customization);
      await subscribe(deps, caller.org.id, { ...req.body, language });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/portal/:orgSlug/subscribe/confirm',
    { schema: { tags: ['portal'], params: ZOrgParams, querystring: ZTokenQuery } },
    async (req, reply) => {
      const orgId = callerOf(req).org.id;
      const status = await confirmSubscription(deps, orgId, req.query.token);
      return reply.redirect(await subscribeResultUrl(deps, orgId, status), 303);
    },
  );

  app.post(
    '/api/portal/:orgSlug/unsubscribe',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        body: ZUnsubscribeRequest,
        response: { 200: ZSubscriptionAnswer },
      },
      config: { mailedLink: true, rateLimit: UNSUBSCRIBE_LIMIT },
    },
    async (req) => {
      const org = await findOrganizationBySlug(deps.db, req.params.orgSlug);
      if (!(await unsubscribe(deps, org.id, req.body.token))) {
        throw unsubscribeFailed();
      }
      return { ok: true as const };
    },
  );

  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the token is in the URL.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/portal/:orgSlug/unsubscribe/one-click',
      {
        schema: {
          tags: ['portal'],
          params: ZOrgParams,
          querystring: ZTokenQuery,
          response: { 200: ZSubscriptionAnswer },
        },
        config: { mailedLink: true, acceptsForms: true, rateLimit: UNSUBSCRIBE_LIMIT },
      },
      async (req) => {
        const { token } = req.query;
        const org = await findOrganizationBySlug(deps.db, req.params.orgSlug);
        if (!token || !(await unsubscribe(deps, org.id, token))) {
          throw unsubscribeFailed();
        }
        return { ok: true as const };
      },
    );
  });
}
