import { z } from 'zod';
import type { App } from '../app-types.ts';

/** GET /api/health: 200 once the server runs, which happens only after migrations ran. */
export function healthRoutes(app: App) {
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
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
