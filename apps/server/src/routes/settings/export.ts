/**
 * Settings → Export (`app:settings`): the staff member's organisation as one archive, streamed
 * (docs/deploy.md, Moving an organisation); `personalData=true` adds visitors' personal data.
 */
import { ZOrgExportQuery } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders } from '../../lib/http.ts';
import { exportOrganization } from '../../services/organizations/export-organization.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

export function exportRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/app/settings/export',
    {
      config: staffOnly('app:settings'),
      schema: { tags: ['app'], querystring: ZOrgExportQuery },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const { fileName, stream } = await exportOrganization(deps, staff.orgSlug, {
        personalData: req.query.personalData,
      });
      stream.on('error', (error) => req.log.error({ err: error }, 'Organisation export failed'));
      documentHeaders(reply, {
        contentType: 'application/zip',
        fileName,
        disposition: 'attachment',
      });
      return reply.send(stream);
    },
  );
}
