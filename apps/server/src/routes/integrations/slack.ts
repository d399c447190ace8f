/**
 * Slack approvals (docs/integrations.md, Slack): the settings under Settings → Integrations
 * (scope app:settings), and the address each organisation's Slack app sends its button clicks to,
 * POST /api/integrations/slack/{orgSlug}/interactions. That one is public: Slack's signature over
 * the raw form body, made with the organisation's signing secret, is its credential.
 */
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSlackSettings, ZSlackSettingsRequest } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { handleSlackInteraction } from '../../services/integrations/slack-requests.ts';
import {
  loadSlackSettings,
  removeSlackSettings,
  saveSlackSettings,
} from '../../services/integrations/slack-settings.ts';
import { ZOrgParams } from '../../portal-request/params.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/** A Slack interaction payload is bounded by Slack; the message it carries is ours. */
const INTERACTION_BODY_LIMIT = 256 * 1024;

const ZClickAnswer = z.object({
  outcome: z.enum([
    'approved',
    'declined',
    'not_staff',
    'no_scope',
    'already_decided',
    'not_found',
    'failed',
  ]),
});

export function slackRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:settings');
  const tags = ['integrations'];
  const path = '/api/app/settings/integrations/slack';

  app.get(
    path,
    { config: guarded, schema: { tags, response: { 200: ZSlackSettings } } },
    async (req) => loadSlackSettings(deps, staffOf(req)),
  );
  app.put(
    path,
    {
      config: guarded,
      schema: { tags, body: ZSlackSettingsRequest, response: { 200: ZSlackSettings } },
    },
    async (req) => saveSlackSettings(deps, staffOf(req), req.body),
  );
  app.delete(path, { config: guarded, schema: { tags } }, async (req, reply) => {
    await removeSlackSettings(deps, staffOf(req));
    return reply.code(204).send();
  });

  // Slack posts a form; its signature covers the body's very bytes, so they are kept as sent.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: INTERACTION_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/integrations/slack/:orgSlug/interactions',
      {
        config: { acceptsForms: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags,
          description: 'Slack’s callback for the Approve and Decline buttons (signed by Slack)',
          params: ZOrgParams,
          response: { 200: ZClickAnswer },
        },
      },
      async (req) => {
        const header = (name: string) => {
          const value = req.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const outcome = await handleSlackInteraction(deps, req.params.orgSlug, {
          timestamp: header('x-slack-request-timestamp'),
          signature: header('x-slack-signature'),
          rawBody: typeof req.body === 'string' ? req.body : '',
        });
        return { outcome };
      },
    );
  });
}
