import { z } from 'zod';
import type { App, AppDeps } from '../app-types.ts';
import { checkReadiness } from '../services/system/readiness.ts';

const ZCheckState = z.enum(['ok', 'failed']);
const ZReadiness = z.object({
  status: z.enum(['ready', 'unready']),
  checks: z.object({ database: ZCheckState, storage: ZCheckState, migrations: ZCheckState }),
});

/**
 * GET /api/health: 200 once the process serves, which happens only after migrations ran.
 * GET /api/ready: 200 while the database, the file store and the migrations are all right; 503
 * naming the check that failed (docs/deploy.md, Health and readiness). Why it failed goes to the
 * log, not to whoever asks.
 */
export function healthRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (request, reply) => {
      const results = await checkReadiness(deps);
      const failed = results.filter((r) => !r.ok);
      for (const check of failed) {
        request.log.warn({ check: check.name, reason: check.error }, 'readiness check failed');
      }
      const state = (name: string) => (failed.some((r) => r.name === name) ? 'failed' : 'ok');
      return reply.code(failed.length > 0 ? 503 : 200).send({
        status: failed.length > 0 ? 'unready' : 'ready',
        checks: {
          database: state('database'),
          storage: state('storage'),
          migrations: state('migrations'),
        },
      });
    },
  );
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
