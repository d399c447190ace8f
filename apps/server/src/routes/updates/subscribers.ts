/** Subscribers in the private app (`app:subscribers`): list, block, unblock, remove. */
import { z } from 'zod';
import { ZSubscribersResponse } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  listSubscribers,
  removeSubscriber,
  setSubscriberBlocked,
} from '../../services/updates/subscriptions/manage-subscribers.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZParams = z.object({ subscriberId: z.uuid() });
const ZOk = z.object({ ok: z.literal(true) });

export function subscriberRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:subscribers');
  const tags = ['app'];

  app.get(
    '/api/app/subscribers',
    { config: guarded, schema: { tags, response: { 200: ZSubscribersResponse } } },
    async (req) => ({ subscribers: await listSubscribers(db, staffOf(req).orgId) }),
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/api/app/subscribers/:subscriberId/${action}`,
      { config: guarded, schema: { tags, params: ZParams, response: { 200: ZOk } } },
      async (req) => {
        await setSubscriberBlocked(
          db,
          staffOf(req).orgId,
          req.params.subscriberId,
          action === 'block',
        );
        return { ok: true as const };
      },
    );
  }

  app.delete(
    '/api/app/subscribers/:subscriberId',
    { config: guarded, schema: { tags, params: ZParams, response: { 200: ZOk } } },
    async (req) => {
      await removeSubscriber(db, staffOf(req).orgId, req.params.subscriberId);
      return { ok: true as const };
    },
  );
}
