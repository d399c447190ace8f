import { z } from 'zod';
import { ZStaffQuestionnaireList } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders } from '../../lib/http.ts';
import {
  listQuestionnaires,
  openQuestionnaireFile,
} from '../../services/members/questionnaires/list-questionnaires.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

const ZIdParams = z.object({ id: z.uuid() });

/** Questionnaires received (scope app:accounts); their files download for staff only. */
export function staffQuestionnaireRoutes(app: App, deps: AppDeps) {
  const guarded = staffOnly('app:accounts');
  const tags = ['app'];
  app.get(
    '/api/app/questionnaires',
    { config: guarded, schema: { tags, response: { 200: ZStaffQuestionnaireList } } },
    async (req) => ({ questionnaires: await listQuestionnaires(deps.db, staffOf(req)) }),
  );
  app.get(
    '/api/app/questionnaires/:id/file',
    { config: guarded, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      const file = await openQuestionnaireFile(deps, staffOf(req), req.params.id);
      documentHeaders(reply, { ...file, disposition: 'attachment' });
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
