import {
  DOCUMENTS_LIST_SCOPES,
  ZDocumentTypesRequest,
  ZDocumentTypesResponse,
  ZTrustCenterDocuments,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { listTrustCenterDocuments, setDocumentTypes } from '../../services/editing/documents.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';
import { editorOf } from '../editing/params.ts';

/**
 * The trust center's documents (docs/documents.md, Documents and Managing documents): the list of
 * every document, read by staff of the Documents section and by editors (`documentsAccessOf`),
 * and the bulk type change of their items, for editors only.
 */
export function documentEditingRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked on request, before the body is read or validated: a refused caller learns nothing.
  const guarded = staffOnly('statuspage:edit');
  const tags = ['trust-center'];

  app.get(
    '/api/documents/trust-center',
    {
      config: staffOnly(DOCUMENTS_LIST_SCOPES),
      schema: { tags, response: { 200: ZTrustCenterDocuments } },
    },
    async (req) => listTrustCenterDocuments(db, staffOf(req).orgId),
  );
  app.patch(
    '/api/trust-center/documents/types',
    {
      config: guarded,
      schema: { tags, body: ZDocumentTypesRequest, response: { 200: ZDocumentTypesResponse } },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return setDocumentTypes(db, staff, caller, req.body);
    },
  );
}
