import type { App, AppDeps } from '../../app-types.ts';
import { previewImport } from '@trustfront/core';
import { importKnowledgeBase } from '../../services/knowledge-base/import-knowledge-base.ts';
import { importControls } from '../../services/search/import-controls.ts';
import { importRoutes } from '../import-routes.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * Imports of the knowledge-base section (docs/import.md): entries and controls from a CSV or XLSX
 * file, `POST /api/app/imports/{knowledge-base|controls}/preview` then `POST …/{kind}`.
 */
export function knowledgeBaseImportRoutes(app: App, { db }: AppDeps) {
  const config = staffOnly('app:knowledge-base');
  importRoutes(app, {
    url: '/api/app/imports/knowledge-base',
    config,
    preview: async (_req, upload) =>
      previewImport('knowledge-base', upload.fileName, upload.sheets),
    commit: (req, upload) => importKnowledgeBase(db, staffOf(req), upload.fileName, upload.sheets),
  });
  importRoutes(app, {
    url: '/api/app/imports/controls',
    config,
    preview: async (_req, upload) => previewImport('controls', upload.fileName, upload.sheets),
    commit: (req, upload) => importControls(db, staffOf(req), upload.fileName, upload.sheets),
  });
}
