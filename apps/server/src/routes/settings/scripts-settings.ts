import { ZScripts, ZScriptsAnswer, ZScriptsReach } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  loadScriptsReach,
  loadScriptsSettings,
  saveScriptsSettings,
} from '../../services/settings/scripts-settings.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * GET/PUT /api/app/settings/scripts (scope app:settings): the organisation's scripts (hubspot,
 * google_ua, gtag, gtm, intercom) and cookie banner; an unsupported banner type is refused.
 * GET /api/app/settings/scripts/reach: where they run (docs/portal.md, Scripts and cookies).
 */
export function scriptsSettingsRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:settings');
  app.get(
    '/api/app/settings/scripts',
    { config: guarded, schema: { tags: ['app'], response: { 200: ZScriptsAnswer } } },
    async (req) => loadScriptsSettings(deps.db, staffOf(req).orgId),
  );
  app.put(
    '/api/app/settings/scripts',
    {
      config: guarded,
      schema: { tags: ['app'], body: ZScripts, response: { 200: ZScriptsAnswer } },
    },
    async (req) => saveScriptsSettings(deps.db, staffOf(req).orgId, req.body),
  );
  app.get(
    '/api/app/settings/scripts/reach',
    { config: guarded, schema: { tags: ['app'], response: { 200: ZScriptsReach } } },
    async (req) => loadScriptsReach(deps.db, staffOf(req), deps.config.publicUrl),
  );
}
