import { API_ERRORS, refusalOf } from '@trustfront/core';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { isDomainAllowed } from '../../services/domains/allowed-domain.ts';

const ZAllowedQuery = z.object({
  domain: z
    .string({ error: 'Name the domain: ?domain=trust.example.com' })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\.$/, ''))
    .pipe(z.string().min(1, 'Name the domain: ?domain=trust.example.com')),
});

/**
 * GET /api/domains/allowed?domain=: 200 when the portal answers on the domain (a verified custom
 * domain, not lapsed), 404 otherwise. Public, for a TLS proxy asking before it obtains a
 * certificate on demand (docs/deploy.md, Custom domains and TLS).
 */
export function domainRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/domains/allowed',
    {
      schema: {
        tags: ['system'],
        querystring: ZAllowedQuery,
        response: { 200: z.object({ domain: z.string() }) },
      },
    },
    async (req) => {
      const { domain } = req.query;
      if (!(await isDomainAllowed(deps.db, domain))) {
        throw refusalOf(API_ERRORS.domainNotCustom, 404);
      }
      return { domain };
    },
  );
}
