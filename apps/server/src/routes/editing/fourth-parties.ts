import type { FastifyRequest } from 'fastify';
import { ZFourthPartyFeedInput, ZFourthPartyFeedState } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  checkFourthPartyFeedNow,
  clearFourthPartyFeed,
  readFourthPartyFeed,
  setFourthPartyFeed,
  type FeedEntry,
} from '../../services/editing/companies/fourth-party-feeds.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZItemParams } from './params.ts';

/**
 * A subprocessor's trust feed (docs/fourth-parties.md): read, set, clear and check now. The
 * daily job checks every feed; these routes are the staff's.
 */
export function fourthPartyRoutes(app: App, deps: AppDeps) {
  const config = staffOnly('statuspage:edit');
  const path = '/api/trust-center/products/:productId/companies/:itemUid/trust-feed';
  const schema = (description: string) => ({
    tags: ['trust-center'],
    params: ZItemParams,
    response: { 200: ZFourthPartyFeedState },
    description,
  });
  /** The entry the path names, and the staff member asking with their edit rights. */
  const entryOf = async (req: FastifyRequest): Promise<FeedEntry> => {
    const { productId, itemUid } = ZItemParams.parse(req.params);
    return { ...(await editorOf(deps, req)), productId, itemUid };
  };

  app.get(
    path,
    {
      config,
      schema: schema(
        'The trust feed a subprocessor entry names, with the certifications its last good check kept, when that was, and since when and why the check fails',
      ),
    },
    async (req) => readFourthPartyFeed(deps, await entryOf(req)),
  );
  app.put(
    path,
    {
      config,
      schema: {
        ...schema(
          'Names the subprocessor’s trust feed: an https address (http and private addresses only where the operator allows them, as for webhooks). A new address starts unchecked.',
        ),
        body: ZFourthPartyFeedInput,
      },
    },
    async (req) => setFourthPartyFeed(deps, await entryOf(req), req.body),
  );
  app.delete(
    path,
    {
      config,
      schema: {
        tags: ['trust-center'],
        params: ZItemParams,
        description: 'Clears the subprocessor’s trust feed and what its checks kept',
      },
    },
    async (req, reply) => {
      await clearFourthPartyFeed(deps, await entryOf(req));
      return reply.code(204).send();
    },
  );
  app.post(
    `${path}/check`,
    {
      config,
      schema: schema(
        'Checks the subprocessor’s trust feed now, as the daily check does: fetched, its signature verified against the JWKS of its origin, its certifications kept (a failed check keeps the last good ones)',
      ),
    },
    async (req) => checkFourthPartyFeedNow(deps, await entryOf(req)),
  );
}
