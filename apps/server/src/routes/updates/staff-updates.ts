/** Trust updates in the private app (`app:updates`): topics, their updates, delivery. */
import { z } from 'zod';
import {
  ZComplianceUpdateCreate,
  ZStaffTopicsResponse,
  ZTopicPatch,
  ZTopicUpdateCreate,
  ZUpdateDelivery,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  addTopicUpdate,
  createComplianceUpdate,
  deleteTopic,
  updateTopic,
} from '../../services/updates/author.ts';
import { listStaffTopics, updateDelivery } from '../../services/updates/list.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZTopicParams = z.object({ topicId: z.uuid() });
const ZUpdateParams = ZTopicParams.extend({ updateId: z.uuid() });
const ZOk = z.object({ ok: z.literal(true) });
const ZCreated = z.object({ topicId: z.string(), updateId: z.string() });

export function trustUpdateRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:updates');
  const tags = ['app'];

  app.get(
    '/api/app/updates',
    { config: guarded, schema: { tags, response: { 200: ZStaffTopicsResponse } } },
    async (req) => listStaffTopics(db, staffOf(req).orgId),
  );

  app.post(
    '/api/app/updates',
    {
      config: guarded,
      schema: { tags, body: ZComplianceUpdateCreate, response: { 200: ZCreated } },
    },
    async (req) => createComplianceUpdate(db, staffOf(req).orgId, req.body),
  );

  app.patch(
    '/api/app/updates/:topicId',
    {
      config: guarded,
      schema: { tags, params: ZTopicParams, body: ZTopicPatch, response: { 200: ZOk } },
    },
    async (req) => {
      await updateTopic(db, staffOf(req).orgId, req.params.topicId, req.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/app/updates/:topicId',
    { config: guarded, schema: { tags, params: ZTopicParams, response: { 200: ZOk } } },
    async (req) => {
      await deleteTopic(db, staffOf(req).orgId, req.params.topicId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/app/updates/:topicId/updates',
    {
      config: guarded,
      schema: {
        tags,
        params: ZTopicParams,
        body: ZTopicUpdateCreate,
        response: { 200: z.object({ updateId: z.string() }) },
      },
    },
    async (req) => addTopicUpdate(db, staffOf(req).orgId, req.params.topicId, req.body),
  );

  app.get(
    '/api/app/updates/:topicId/updates/:updateId/delivery',
    {
      config: guarded,
      schema: { tags, params: ZUpdateParams, response: { 200: ZUpdateDelivery } },
    },
    async (req) => updateDelivery(db, staffOf(req).orgId, req.params.updateId),
  );
}
