import { ZFourthPartyFeedInput, ZFourthPartyFeedState } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  checkFourthPartyFeedNow,
  clearFourthPartyFeed,
  readFourthPartyFeed,
  setFourthPartyFeed,
} from '../../services/editing/companies/fourth-party-feeds.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZItemParams } from './params.ts';

/**
 * A subprocessor's trust feed (docs/fourth-parties.md): read, set, clear and check now. The
 * daily job checks every feed; these routes are the staff's.
 */
export function fourthPartyRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('statuspage:edit');
  const tags = ['trust-center'];
  const path = '/api/trust-center/products/:productId/companies/:itemUid/trust-feed';
  const params = ZItemParams;
  const response = { 200: ZFourthPartyFeedState };

  app.get(
    path,
    {
      config: guarded,
      schema: {
        tags,
        params,
        response,
        description:
          'The trust feed a subprocessor entry names, with the certifications its last good check kept, when that was, and since when and why the check fails',
      },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return readFourthPartyFeed(deps, staff, caller, req.params.productId, req.params.itemUid);
    },
  );
  app.put(
    path,
    {
      config: guarded,
      schema: {
        tags,
        params,
        body: ZFourthPartyFeedInput,
        response,
        description:
          'Names the subprocessor’s trust feed: an https address (http and private addresses only where the operator allows them, as for webhooks). A new address starts unchecked.',
      },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, itemUid } = req.params;
      return setFourthPartyFeed(deps, staff, caller, productId, itemUid, req.body);
    },
  );
  app.delete(
    path,
    {
      config: guarded,
      schema: {
        tags,
        params,
        description: 'Clears the subprocessor’s trust feed and what its checks kept',
      },
    },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      await clearFourthPartyFeed(deps, staff, caller, req.params.productId, req.params.itemUid);
      return reply.code(204).send();
    },
  );
  app.post(
    `${path}/check`,
    {
      config: guarded,
      schema: {
        tags,
        params,
        response,
        description:
          'Checks the subprocessor’s trust feed now, as the daily check does: fetched, its signature verified against the JWKS of its origin, its certifications kept (a failed check keeps the last good ones)',
      },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return checkFourthPartyFeedNow(deps, staff, caller, req.params.productId, req.params.itemUid);
    },
  );
}
