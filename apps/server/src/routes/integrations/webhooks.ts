import { z } from 'zod';
import {
  ZWebhookAttemptList,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointUpdate,
  ZWebhookSecretShown,
  ZWebhookTestSent,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookAttempts,
  listWebhookEndpoints,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from '../../services/integrations/webhooks/endpoints.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const URL = '/api/app/settings/webhooks';
const params = z.object({ id: z.uuid() });

/**
 * Outgoing webhooks (Settings → Webhooks, scope app:settings; docs/integrations.md, Webhooks):
 * endpoints listed, registered (the secret answered once), changed, removed; a secret rotated
 * (the new one answered once); a test event sent; the delivery log read.
 */
export function webhookRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:settings');
  const tags = ['app'];
  app.get(
    URL,
    { config: guarded, schema: { tags, response: { 200: ZWebhookEndpointList } } },
    async (req) => ({ endpoints: await listWebhookEndpoints(db, staffOf(req).orgId) }),
  );
  app.post(
    URL,
    {
      config: guarded,
      schema: { tags, body: ZWebhookEndpointCreate, response: { 200: ZWebhookSecretShown } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return createWebhookEndpoint(deps, staffOf(req), req.body);
    },
  );
  app.patch(
    `${URL}/:id`,
    {
      config: guarded,
      schema: { tags, params, body: ZWebhookEndpointUpdate, response: { 200: ZWebhookEndpoint } },
    },
    async (req) => updateWebhookEndpoint(db, staffOf(req), req.params.id, req.body),
  );
  app.delete(`${URL}/:id`, { config: guarded, schema: { tags, params } }, async (req, reply) => {
    await deleteWebhookEndpoint(db, staffOf(req), req.params.id);
    return reply.code(204).send();
  });
  app.post(
    `${URL}/:id/rotate-secret`,
    { config: guarded, schema: { tags, params, response: { 200: ZWebhookSecretShown } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return rotateWebhookSecret(deps, staffOf(req), req.params.id);
    },
  );
  app.post(
    `${URL}/:id/test`,
    { config: guarded, schema: { tags, params, response: { 200: ZWebhookTestSent } } },
    async (req) => sendWebhookTest(db, staffOf(req), req.params.id),
  );
  app.get(
    `${URL}/:id/deliveries`,
    { config: guarded, schema: { tags, params, response: { 200: ZWebhookAttemptList } } },
    async (req) => ({
      attempts: await listWebhookAttempts(db, staffOf(req).orgId, req.params.id),
    }),
  );
}
