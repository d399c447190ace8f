import { z } from 'zod';
import { ZIdentityProviderInput, ZIdentityProviderList } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  addIdentityProvider,
  listIdentityProviders,
  removeIdentityProvider,
} from '../../services/access/identity-providers/manage-providers.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const URL = '/api/app/settings/identity-providers';

/**
 * The identity providers that sign companies' users in (docs/access.md, Bring your own identity),
 * scope app:settings: list, add (its key checked first) and remove.
 */
export function identityProviderRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:settings');
  const schema = { tags: ['app'], response: { 200: ZIdentityProviderList } };
  app.get(URL, { config: guarded, schema }, async (req) =>
    listIdentityProviders(deps, staffOf(req).orgId),
  );
  app.post(
    URL,
    { config: guarded, schema: { ...schema, body: ZIdentityProviderInput } },
    async (req) => addIdentityProvider(deps, staffOf(req).orgId, req.body),
  );
  app.delete(
    `${URL}/:id`,
    { config: guarded, schema: { ...schema, params: z.object({ id: z.uuid() }) } },
    async (req) => removeIdentityProvider(deps, staffOf(req).orgId, req.params.id),
  );
}
