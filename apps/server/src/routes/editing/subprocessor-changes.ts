import { z } from 'zod';
import {
  ZObjectionAnswer,
  ZObjectionClose,
  ZStaffObjection,
  ZStaffObjectionList,
  ZSubprocessorChange,
  ZSubprocessorChangeCreate,
  ZSubprocessorChangeList,
  ZSubprocessorNoticeSettings,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  handleObjection,
  listAccountObjections,
  listChangeObjections,
} from '../../services/editing/subprocessor-changes/objections.ts';
import {
  noticeDaysOf,
  saveNoticeDays,
} from '../../services/editing/subprocessor-changes/notice-period.ts';
import {
  announceChange,
  cancelChange,
  listChanges,
} from '../../services/editing/subprocessor-changes/planned-changes.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';
import { editorOf } from './params.ts';

const ZIdParams = z.object({ id: z.uuid() });

/**
 * Planned subprocessor changes and their objections (docs/editing.md, Planned subprocessor
 * changes): staff who edit the Subprocessors card announce, list and cancel changes and handle
 * objections; the notice period is a setting; an account's objections show on its page.
 */
export function subprocessorChangeRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const editors = staffOnly('statuspage:edit');
  const tags = ['app'];
  const one = { 200: ZSubprocessorChange };

  app.get(
    '/api/app/subprocessor-changes',
    { config: editors, schema: { tags, response: { 200: ZSubprocessorChangeList } } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return listChanges(db, staff, caller);
    },
  );
  app.post(
    '/api/app/subprocessor-changes',
    {
      config: editors,
      schema: { tags, body: ZSubprocessorChangeCreate, response: { 201: ZSubprocessorChange } },
    },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      return reply.code(201).send(await announceChange(db, staff, caller, req.body));
    },
  );
  app.post(
    '/api/app/subprocessor-changes/:id/cancel',
    { config: editors, schema: { tags, params: ZIdParams, response: one } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return cancelChange(db, staff, caller, req.params.id);
    },
  );
  app.get(
    '/api/app/subprocessor-changes/:id/objections',
    {
      config: editors,
      schema: { tags, params: ZIdParams, response: { 200: ZStaffObjectionList } },
    },
    async (req) => ({
      objections: await listChangeObjections(db, staffOf(req).orgId, req.params.id),
    }),
  );
  app.post(
    '/api/app/subprocessor-objections/:id/answer',
    {
      config: editors,
      schema: {
        tags,
        params: ZIdParams,
        body: ZObjectionAnswer,
        response: { 200: ZStaffObjection },
      },
    },
    async (req) =>
      handleObjection(db, staffOf(req), req.params.id, { type: 'answer', answer: req.body.answer }),
  );
  app.post(
    '/api/app/subprocessor-objections/:id/close',
    {
      config: editors,
      schema: {
        tags,
        params: ZIdParams,
        body: ZObjectionClose,
        response: { 200: ZStaffObjection },
      },
    },
    async (req) =>
      handleObjection(db, staffOf(req), req.params.id, { type: 'close', as: req.body.as }),
  );
  app.get(
    '/api/app/accounts/:id/subprocessor-objections',
    {
      config: staffOnly('app:accounts'),
      schema: { tags, params: ZIdParams, response: { 200: ZStaffObjectionList } },
    },
    async (req) => ({
      objections: await listAccountObjections(db, staffOf(req).orgId, req.params.id),
    }),
  );
  app.get(
    '/api/app/subprocessor-changes/settings',
    { config: editors, schema: { tags, response: { 200: ZSubprocessorNoticeSettings } } },
    async (req) => ({ noticeDays: await noticeDaysOf(db, staffOf(req).orgId) }),
  );
  app.put(
    '/api/app/subprocessor-changes/settings',
    {
      config: staffOnly('app:settings'),
      schema: {
        tags,
        body: ZSubprocessorNoticeSettings,
        response: { 200: ZSubprocessorNoticeSettings },
      },
    },
    async (req) => saveNoticeDays(db, staffOf(req), req.body),
  );
}
