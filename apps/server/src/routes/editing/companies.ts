import {
  ZCompanyEntry,
  ZCompanyEntryCreate,
  ZCompanyEntryUpdate,
  ZCompanySearchQuery,
  ZCompanySearchResponse,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  addCompanyEntry,
  deleteCompanyEntry,
  updateCompanyEntry,
} from '../../services/editing/companies/company-entries.ts';
import { searchCompanies } from '../../services/editing/companies/search-companies.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZCardParams, ZItemParams } from './params.ts';

/**
 * The company picker's search (docs/editing.md, Company entries) and the company entries of the
 * Trusted By and Subprocessors cards: add, edit (a PUT replaces the entry's texts) and delete.
 */
export function companyRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked on request, before the body is read or validated: a refused caller learns nothing.
  const guarded = staffOnly('statuspage:edit');
  const tags = ['trust-center'];
  const response = { 200: ZCompanyEntry };

  app.get(
    '/api/trust-center/companies',
    {
      config: guarded,
      schema: { tags, querystring: ZCompanySearchQuery, response: { 200: ZCompanySearchResponse } },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return searchCompanies(db, caller, staff.orgId, req.query.search);
    },
  );
  app.post(
    '/api/trust-center/products/:productId/cards/:kind/companies',
    { config: guarded, schema: { tags, params: ZCardParams, body: ZCompanyEntryCreate, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, kind } = req.params;
      return addCompanyEntry(db, staff, caller, productId, kind, req.body);
    },
  );
  app.put(
    '/api/trust-center/products/:productId/companies/:itemUid',
    { config: guarded, schema: { tags, params: ZItemParams, body: ZCompanyEntryUpdate, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, itemUid } = req.params;
      return updateCompanyEntry(db, staff, caller, productId, itemUid, req.body);
    },
  );
  app.delete(
    '/api/trust-center/products/:productId/companies/:itemUid',
    { config: guarded, schema: { tags, params: ZItemParams } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      await deleteCompanyEntry(db, staff, caller, req.params.productId, req.params.itemUid);
      return reply.code(204).send();
    },
  );
}
