import { ZAccessSettings, ZAccessSettingsAnswer } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { loadAccessSettings, saveAccessSettings } from '../../services/settings/access-settings.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/** GET/PUT /api/app/settings/access: NDA, access duration, watermarking, legal links. */
export function accessSettingsRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:settings');
  app.get(
    '/api/app/settings/access',
    { config: guarded, schema: { tags: ['app'], response: { 200: ZAccessSettingsAnswer } } },
    async (req) => loadAccessSettings(deps.db, staffOf(req).orgId),
  );
  app.put(
    '/api/app/settings/access',
    {
      config: guarded,
      schema: { tags: ['app'], body: ZAccessSettings, response: { 200: ZAccessSettingsAnswer } },
    },
    async (req) => saveAccessSettings(deps.db, staffOf(req).orgId, req.body),
  );
}
