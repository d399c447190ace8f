import { z } from 'zod';
import { ZKbAdminEntry, ZKbAdminPage, ZKbAdminQuery, ZKbEntryInput } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  createKbEntry,
  deleteKbEntry,
  getKbEntry,
  listKbAdmin,
  updateKbEntry,
} from '../../services/knowledge-base/knowledge-base-admin.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZEntryParams = z.object({ id: z.string() });

/** /api/app/knowledge-base: the knowledge base table, one entry, create, update, delete. */
export function knowledgeBaseAdminRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:knowledge-base');
  const tags = ['app'];
  const url = '/api/app/knowledge-base';
  const entry = { 200: ZKbAdminEntry };

  app.get(
    url,
    {
      config: guarded,
      schema: { tags, querystring: ZKbAdminQuery, response: { 200: ZKbAdminPage } },
    },
    async (req) => listKbAdmin(db, staffOf(req).orgId, req.query),
  );
  app.get(
    `${url}/:id`,
    { config: guarded, schema: { tags, params: ZEntryParams, response: entry } },
    async (req) => getKbEntry(db, staffOf(req).orgId, req.params.id),
  );
  app.post(
    url,
    { config: guarded, schema: { tags, body: ZKbEntryInput, response: entry } },
    async (req) => createKbEntry(db, staffOf(req), req.body),
  );
  app.put(
    `${url}/:id`,
    {
      config: guarded,
      schema: { tags, params: ZEntryParams, body: ZKbEntryInput, response: entry },
    },
    async (req) => updateKbEntry(db, staffOf(req), req.params.id, req.body),
  );
  app.delete(
    `${url}/:id`,
    { config: guarded, schema: { tags, params: ZEntryParams } },
    async (req, reply) => {
      await deleteKbEntry(db, staffOf(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
