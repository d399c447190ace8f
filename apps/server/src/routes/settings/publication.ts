/**
 * The setup checklist of the private app's home (docs/staff.md, Setup checklist) and publishing
 * the trust center (docs/portal.md, Publication).
 */
import { ZPublication, ZPublicationChange, ZSetupChecklist } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { setPublication } from '../../services/settings/publication.ts';
import { loadSetupChecklist } from '../../services/staff/setup-checklist.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

export function publicationRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/app/setup-checklist',
    {
      config: staffOnly('any'),
      schema: { tags: ['app'], response: { 200: ZSetupChecklist } },
    },
    async (req) => loadSetupChecklist(db, staffOf(req).orgId),
  );
  app.put(
    '/api/app/publication',
    {
      config: staffOnly('app:settings'),
      schema: { tags: ['app'], body: ZPublicationChange, response: { 200: ZPublication } },
    },
    async (req) => setPublication(db, staffOf(req), req.body.published),
  );
}
