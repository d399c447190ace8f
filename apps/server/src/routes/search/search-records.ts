import { z } from 'zod';
import {
  SEARCH_RECORD_KINDS,
  SEARCH_RECORD_SCHEMAS,
  type SearchRecordKind,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  createRecord,
  deleteRecord,
  listRecords,
  updateRecord,
  type RecordTypes,
} from '../../services/search/search-records-admin.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZRecordParams = z.object({ id: z.string() });

function recordRoutes<K extends SearchRecordKind>(app: App, deps: AppDeps, kind: K) {
  const { db } = deps;
  const guarded = staffOnly('app:knowledge-base');
  const tags = ['app'];
  const url = `/api/app/${kind}`;
  const { input, record } = SEARCH_RECORD_SCHEMAS[kind];
  const body = input as z.ZodType<RecordTypes[K]['input']>;

  app.get(
    url,
    {
      config: guarded,
      schema: { tags, response: { 200: z.object({ records: z.array(record) }) } },
    },
    async (req) => ({ records: await listRecords(db, kind, staffOf(req).orgId) }),
  );
  app.post(
    url,
    { config: guarded, schema: { tags, body, response: { 200: record } } },
    async (req) => createRecord(db, staffOf(req), kind, req.body as RecordTypes[K]['input']),
  );
  app.put(
    `${url}/:id`,
    { config: guarded, schema: { tags, params: ZRecordParams, body, response: { 200: record } } },
    async (req) =>
      updateRecord(db, staffOf(req), kind, req.params.id, req.body as RecordTypes[K]['input']),
  );
  app.delete(
    `${url}/:id`,
    { config: guarded, schema: { tags, params: ZRecordParams } },
    async (req, reply) => {
      await deleteRecord(db, staffOf(req), kind, req.params.id);
      return reply.code(204).send();
    },
  );
}

/**
 * /api/app/controls, /api/app/facts, /api/app/webpages: what reviewers' searches find besides
 * cards and the knowledge base, kept by knowledge-base staff.
 */
export function searchRecordRoutes(app: App, deps: AppDeps) {
  for (const kind of SEARCH_RECORD_KINDS) recordRoutes(app, deps, kind);
}
