import { z } from 'zod';
import { ZSetPasswordRequest } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { setStaffPassword } from '../../services/staff/password-link.ts';

/** A staff member sets their password from the link they were mailed (no session needed). */
export function passwordRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        body: ZSetPasswordRequest,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (req) => {
      await setStaffPassword(deps, req.body.token, req.body.password);
      return { ok: true as const };
    },
  );
}
