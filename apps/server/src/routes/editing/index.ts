import { ZAuditLog, ZAuditLogQuery, ZEditorInfo } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { listAudit } from '../../services/audit/audit.ts';
import { loadEditorInfo } from '../../services/editing/context.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';
import { cardEditingRoutes } from './cards.ts';
import { companyRoutes } from './companies.ts';
import { fourthPartyRoutes } from './fourth-parties.ts';
import { documentEditingRoutes } from '../documents/staff-documents.ts';
import { documentVersionRoutes } from '../documents/document-versions.ts';
import { fileUploadRoutes } from './files.ts';
import { cardIconRoutes } from './icons.ts';
import { integrationRoutes } from '../integrations/integrations.ts';
import { editingImportRoutes } from './imports.ts';
import { itemEditingRoutes } from './items.ts';

/**
 * Editing the portal in main mode (`/api/trust-center/…`, scope statuspage:edit; each route asks
 * the editing rule of core for its action), the integrations (`/api/integrations/…`) and the
 * audit log of the private app.
 */
export function trustCenterRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  cardEditingRoutes(app, deps);
  itemEditingRoutes(app, deps);
  companyRoutes(app, deps);
  fourthPartyRoutes(app, deps);
  fileUploadRoutes(app, deps);
  cardIconRoutes(app, deps);
  documentEditingRoutes(app, deps);
  documentVersionRoutes(app, deps);
  integrationRoutes(app, deps);
  editingImportRoutes(app, deps);
  app.get(
    '/api/trust-center/editor',
    {
      config: staffOnly('statuspage:edit'),
      schema: { tags: ['trust-center'], response: { 200: ZEditorInfo } },
    },
    async (req) => loadEditorInfo(db, staffOf(req)),
  );
  app.get(
    '/api/app/audit-log',
    {
      config: staffOnly('app:settings'),
      schema: { tags: ['app'], querystring: ZAuditLogQuery, response: { 200: ZAuditLog } },
    },
    async (req) => listAudit(db, staffOf(req).orgId, req.query.page),
  );
}
