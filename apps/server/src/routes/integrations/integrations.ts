import { z } from 'zod';
import {
  INTEGRATION_PROVIDERS,
  ZIntegrationConnectRequest,
  ZIntegrationQuery,
  ZIntegrationState,
  ZScorecardGrade,
  ZStatusPage,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  connectIntegration,
  disconnectIntegration,
  loadIntegration,
  lookUpStatusPage,
  refreshConnection,
} from '../../services/integrations/connection.ts';
import { lookUpScorecardGrade } from '../../services/integrations/scorecard-grade.ts';
import { integrationCalls } from '../../services/integrations/fetch-stats.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf } from '../editing/params.ts';

/**
 * The integrations of docs/integrations.md, Connecting in main mode: connect a product to a
 * HackerOne program or a Statuspage page, read the connection and its cached statistics, refresh
 * them now, disconnect; look a Statuspage page up before connecting it; and the scorecard provider's grade lookup ('Get Grade'). Each asks the editing rule
 * (Growth plan).
 */
export function integrationRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const guarded = staffOnly('statuspage:edit');
  const tags = ['integrations'];

  for (const provider of INTEGRATION_PROVIDERS) {
    const path = `/api/integrations/${provider}`;
    app.get(
      path,
      {
        config: guarded,
        schema: { tags, querystring: ZIntegrationQuery, response: { 200: ZIntegrationState } },
      },
      async (req) => {
        const { staff, caller } = await editorOf(deps, req);
        return loadIntegration(db, staff, caller, provider, req.query.productId);
      },
    );
    app.post(
      `${path}/connect`,
      {
        config: guarded,
        schema: { tags, body: ZIntegrationConnectRequest, response: { 200: ZIntegrationState } },
      },
      async (req) => {
        const { staff, caller } = await editorOf(deps, req);
        return connectIntegration(db, integrationCalls(config), staff, caller, provider, req.body);
      },
    );
    app.post(
      `${path}/refresh`,
      {
        config: guarded,
        schema: { tags, body: ZIntegrationQuery, response: { 200: ZIntegrationState } },
      },
      async (req) => {
        const { staff, caller } = await editorOf(deps, req);
        const { productId } = req.body;
        return refreshConnection(db, integrationCalls(config), staff, caller, provider, productId);
      },
    );
    app.delete(
      path,
      { config: guarded, schema: { tags, querystring: ZIntegrationQuery } },
      async (req, reply) => {
        const { staff, caller } = await editorOf(deps, req);
        await disconnectIntegration(db, staff, caller, provider, req.query.productId);
        return reply.code(204).send();
      },
    );
  }

  app.get(
    '/api/integrations/statuspageio/:pageUrl',
    {
      config: guarded,
      schema: {
        tags,
        params: z.object({ pageUrl: z.string().max(2000) }),
        response: { 200: ZStatusPage },
      },
    },
    async (req) => {
      const { caller } = await editorOf(deps, req);
      return lookUpStatusPage(integrationCalls(config), caller, req.params.pageUrl);
    },
  );
  app.get(
    '/api/integrations/ssc/:domain',
    {
      config: guarded,
      schema: {
        tags,
        params: z.object({ domain: z.string() }),
        response: { 200: ZScorecardGrade },
      },
    },
    async (req) => {
      const { caller } = await editorOf(deps, req);
      return lookUpScorecardGrade(integrationCalls(config), caller, req.params.domain);
    },
  );
}
