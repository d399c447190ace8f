import { SETUP_LOGO_MAX_CHARS, ZSetupRequest, ZSetupStatus, ZStaffSession } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { isSetupOpen, runSetup, setupGate } from '../../services/organizations/setup.ts';
import { startStaffSession } from './session.ts';

/** The request's room beside the logo's base64. */
const FIELDS_BYTES = 64 * 1024;

/**
 * First-run setup (docs/setup.md), public: GET /api/setup says whether it is open; POST
 * /api/setup creates the first organisation with the setup token and signs its admin in.
 */
export function setupRoutes(app: App, deps: AppDeps) {
  const gate = setupGate(deps.config.setup.token);
  app.get(
    '/api/setup',
    { schema: { tags: ['auth'], response: { 200: ZSetupStatus } } },
    async () => ({
      open: await isSetupOpen(deps.db, gate),
    }),
  );
  app.post(
    '/api/setup',
    {
      schema: { tags: ['auth'], body: ZSetupRequest, response: { 200: ZStaffSession } },
      bodyLimit: SETUP_LOGO_MAX_CHARS + FIELDS_BYTES,
      // Attempts per client address, counted across instances; the token cannot be guessed.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (req, reply) => {
      const { userId } = await runSetup(deps, gate, req.body);
      return startStaffSession(deps.db, reply, userId);
    },
  );
}
