/**
 * The outbox in the private app (`app:settings`: it holds sign-in links): every mail the
 * organisation's portal wrote, one mail with its bodies and links, a mail sent again; and, for
 * every staff member, whether this instance sends mails at all.
 */
import { z } from 'zod';
import {
  ZMailDelivery,
  ZOutboxMail,
  ZOutboxMailDetail,
  ZOutboxQuery,
  ZOutboxResponse,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  findOutboxMail,
  listOutbox,
  resendOutboxMail,
} from '../../services/settings/list-outbox.ts';
import { staffOf, staffOnly } from '../staff/guard.ts';

export function outboxRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const guarded = staffOnly('app:settings');
  const tags = ['app'];

  app.get(
    '/api/app/outbox',
    {
      config: guarded,
      schema: { tags, querystring: ZOutboxQuery, response: { 200: ZOutboxResponse } },
    },
    async (req) => listOutbox(db, staffOf(req).orgId, req.query),
  );

  app.get(
    '/api/app/outbox/:mailId',
    {
      config: guarded,
      schema: {
        tags,
        params: z.object({ mailId: z.uuid() }),
        response: { 200: ZOutboxMailDetail },
      },
    },
    async (req) => findOutboxMail(db, staffOf(req).orgId, req.params.mailId),
  );

  app.post(
    '/api/app/outbox/:mailId/resend',
    {
      config: guarded,
      schema: { tags, params: z.object({ mailId: z.uuid() }), response: { 200: ZOutboxMail } },
    },
    async (req) => resendOutboxMail(deps, staffOf(req).orgId, req.params.mailId),
  );

  // Home and the Outbox tell staff when mails stay here (docs/staff.md, Mail delivery).
  app.get(
    '/api/app/mail-delivery',
    { config: staffOnly('any'), schema: { tags, response: { 200: ZMailDelivery } } },
    async () => ({ sends: Boolean(deps.config.smtpUrl) }),
  );
}
