import { z } from 'zod';
import {
  ZLanguage,
  ZLanguageSettings,
  ZLanguageSettingsAnswer,
  ZTranslationsAnswer,
  ZTranslationsRequest,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { loadLanguageSettings, saveLanguageSettings } from '../../services/settings/languages.ts';
import { listTranslations, saveTranslations } from '../../services/settings/translations.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

/**
 * The portal's languages (docs/languages.md), scope app:settings: GET/PUT
 * /api/app/settings/languages (which are offered, the default); GET /api/app/translations
 * (every translatable text with its translation into `language`) and PUT (one thing's texts).
 */
export function languageSettingsRoutes(app: App, { db }: AppDeps) {
  const config = staffOnly('app:settings');
  const tags = ['app'];
  app.get(
    '/api/app/settings/languages',
    { config, schema: { tags, response: { 200: ZLanguageSettingsAnswer } } },
    async (req) => loadLanguageSettings(db, staffOf(req).orgId),
  );
  app.put(
    '/api/app/settings/languages',
    {
      config,
      schema: { tags, body: ZLanguageSettings, response: { 200: ZLanguageSettingsAnswer } },
    },
    async (req) => saveLanguageSettings(db, staffOf(req).orgId, req.body),
  );
  app.get(
    '/api/app/translations',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ language: ZLanguage }),
        response: { 200: ZTranslationsAnswer },
      },
    },
    async (req) => ({
      language: req.query.language,
      texts: await listTranslations(db, staffOf(req).orgId, req.query.language),
    }),
  );
  app.put(
    '/api/app/translations',
    { config, schema: { tags, body: ZTranslationsRequest, response: { 204: z.undefined() } } },
    async (req, reply) => {
      await saveTranslations(db, staffOf(req).orgId, req.body);
      return reply.code(204).send();
    },
  );
}
