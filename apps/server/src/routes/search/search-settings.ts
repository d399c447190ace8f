import {
  ZAiSettings,
  ZAiSettingsAnswer,
  ZUnansweredList,
  type TUnansweredList,
} from '@trustfront/core';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/errors.ts';
import { listKbConflicts } from '../../services/knowledge-base/kb-conflicts.ts';
import { loadAiSettings, saveAiSettings } from '../../services/search/ai-settings.ts';
import { dismissUnanswered, listUnanswered } from '../../services/search/unanswered.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * GET/PUT /api/app/settings/ai (Ask AI on the trust center, Generative AI per product, the plan
 * and the answerer in use); GET /api/app/knowledge-base/unanswered and DELETE …/{id} (the
 * questions Ask AI could not answer: the knowledge-base gaps).
 */
export function searchSettingsRoutes(app: App, deps: AppDeps) {
  const settings = staffOnly('app:settings');
  app.get(
    '/api/app/settings/ai',
    { config: settings, schema: { tags: ['app'], response: { 200: ZAiSettingsAnswer } } },
    async (req) => loadAiSettings(deps.db, deps.config, staffOf(req).orgId),
  );
  app.put(
    '/api/app/settings/ai',
    {
      config: settings,
      schema: { tags: ['app'], body: ZAiSettings, response: { 200: ZAiSettingsAnswer } },
    },
    async (req) => saveAiSettings(deps.db, deps.config, staffOf(req).orgId, req.body),
  );

  const knowledgeBase = staffOnly('app:knowledge-base');
  app.get(
    '/api/app/knowledge-base/unanswered',
    { config: knowledgeBase, schema: { tags: ['app'], response: { 200: ZUnansweredList } } },
    async (req): Promise<TUnansweredList> => {
      const { orgId } = staffOf(req);
      const [rows, conflicts] = await Promise.all([
        listUnanswered(deps.db, orgId),
        listKbConflicts(deps.db, orgId),
      ]);
      return {
        conflicts,
        questions: rows.map((r) => ({
          id: r.id,
          question: r.question,
          timesAsked: r.timesAsked,
          firstAskedAt: r.firstAskedAt.toISOString(),
          lastAskedAt: r.lastAskedAt.toISOString(),
        })),
      };
    },
  );
  app.delete(
    '/api/app/knowledge-base/unanswered/:id',
    {
      config: knowledgeBase,
      schema: { tags: ['app'], params: z.object({ id: z.uuid() }) },
    },
    async (req, reply) => {
      if (!(await dismissUnanswered(deps.db, staffOf(req).orgId, req.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );
}
