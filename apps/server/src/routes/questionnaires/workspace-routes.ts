/**
 * The questionnaire workspace's API (docs/questionnaires.md), scope app:questionnaires (staff
 * sessions and API tokens alike): the list, one questionnaire, its mapping, drafting, review,
 * approve-high, export, send-back and delete. The import is in workspace-import.ts.
 */
import { z } from 'zod';
import {
  QUESTIONNAIRE_FORMATS,
  ZApprovedHigh,
  ZDraftStarted,
  ZMappingPatch,
  ZMappingSaved,
  ZQuestionnaireAssignees,
  ZQuestionnaireSentBack,
  ZQuestionPatch,
  ZWorkspaceList,
  ZWorkspaceQuestion,
  ZWorkspaceQuestionnaire,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders } from '../../lib/http.ts';
import { startDrafting } from '../../services/questionnaires/workspace/drafting.ts';
import {
  deleteWorkspaceQuestionnaire,
  exportQuestionnaire,
  sendBack,
} from '../../services/questionnaires/workspace/export-questionnaire.ts';
import {
  getWorkspaceQuestionnaire,
  listAssignees,
  listWorkspace,
} from '../../services/questionnaires/workspace/load-workspace.ts';
import { saveMapping } from '../../services/questionnaires/workspace/mapping.ts';
import { approveHigh, patchQuestion } from '../../services/questionnaires/workspace/review.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZIdParams = z.object({ id: z.uuid() });
const ZQuestionParams = ZIdParams.extend({ questionId: z.uuid() });
const ZExportQuery = z.object({ format: z.enum(QUESTIONNAIRE_FORMATS).optional() });
const BASE = '/api/app/questionnaires';

export function workspaceRoutes(app: App, deps: AppDeps) {
  const config = staffOnly('app:questionnaires');
  const tags = ['app'];
  app.get(
    `${BASE}/workspace`,
    { config, schema: { tags, response: { 200: ZWorkspaceList } } },
    async (req) => listWorkspace(deps.db, staffOf(req).orgId),
  );
  app.get(
    `${BASE}/assignees`,
    { config, schema: { tags, response: { 200: ZQuestionnaireAssignees } } },
    async (req) => listAssignees(deps.db, staffOf(req).orgId),
  );
  app.get(
    `${BASE}/:id`,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZWorkspaceQuestionnaire } } },
    async (req) => getWorkspaceQuestionnaire(deps.db, staffOf(req).orgId, req.params.id),
  );
  app.patch(
    `${BASE}/:id/mapping`,
    {
      config,
      schema: { tags, params: ZIdParams, body: ZMappingPatch, response: { 200: ZMappingSaved } },
    },
    async (req) => saveMapping(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    `${BASE}/:id/draft`,
    { config, schema: { tags, params: ZIdParams, response: { 202: ZDraftStarted } } },
    async (req, reply) =>
      reply.code(202).send(await startDrafting(deps.db, staffOf(req), req.params.id)),
  );
  app.patch(
    `${BASE}/:id/questions/:questionId`,
    {
      config,
      schema: {
        tags,
        params: ZQuestionParams,
        body: ZQuestionPatch,
        response: { 200: ZWorkspaceQuestion },
      },
    },
    async (req) =>
      patchQuestion(deps, staffOf(req), req.params.id, req.params.questionId, req.body),
  );
  app.post(
    `${BASE}/:id/approve-high`,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZApprovedHigh } } },
    async (req) => approveHigh(deps.db, staffOf(req), req.params.id),
  );
  app.get(
    `${BASE}/:id/export`,
    { config, schema: { tags, params: ZIdParams, querystring: ZExportQuery } },
    async (req, reply) => {
      const file = await exportQuestionnaire(deps, staffOf(req), req.params.id, req.query.format);
      documentHeaders(reply, { ...file, disposition: 'attachment' });
      return reply.send(file.body);
    },
  );
  app.post(
    `${BASE}/:id/send`,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZQuestionnaireSentBack } } },
    async (req) => sendBack(deps, staffOf(req), req.params.id),
  );
  app.delete(`${BASE}/:id`, { config, schema: { tags, params: ZIdParams } }, async (req, reply) => {
    await deleteWorkspaceQuestionnaire(deps, staffOf(req), req.params.id);
    return reply.code(204).send();
  });
}
