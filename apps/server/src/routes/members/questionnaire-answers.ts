/**
 * The answers to a member's questionnaire (docs/questionnaires.md, The member's side), for the
 * members of the account that sent it only: GET {base}/questionnaires/{id}/drafts (the answers so
 * far, as the core rule lets them reach the member) and GET {base}/questionnaires/{id}/answered
 * (the file staff sent back).
 */
import { z } from 'zod';
import { QUESTIONNAIRE_MESSAGES, ZMemberDrafts } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { documentHeaders, PRIVATE_NO_STORE } from '../../lib/http.ts';
import {
  memberDrafts,
  openAnsweredFile,
} from '../../services/questionnaires/workspace/member-side.ts';
import { memberSourceReach } from '../../answers/member-reach.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

const ZParams = ZOrgParams.extend({ id: z.uuid() });
const config = membersOnly('members_only', QUESTIONNAIRE_MESSAGES.membersOnly);

/** The member's account, or 401 (a preview has none). */
function accountOf(req: Parameters<typeof callerOf>[0]) {
  const { org, viewer } = callerOf(req);
  if (viewer.mode !== 'account' || !viewer.accountId || !viewer.member) throw unauthorized();
  return { orgId: org.id, accountId: viewer.accountId, memberId: viewer.member.id };
}

export function questionnaireAnswerRoutes(app: App, deps: AppDeps) {
  const tags = ['portal'];
  app.get(
    '/api/portal/:orgSlug/questionnaires/:id/drafts',
    {
      config,
      schema: {
        tags,
        params: ZParams,
        querystring: ZViewerQuery,
        response: { 200: ZMemberDrafts },
      },
    },
    async (req, reply) => {
      const caller = accountOf(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      const reaches = await memberSourceReach(deps.db, caller.orgId, caller.memberId);
      return memberDrafts(deps.db, caller, req.params.id, reaches);
    },
  );
  app.get(
    '/api/portal/:orgSlug/questionnaires/:id/answered',
    { config, schema: { tags, params: ZParams, querystring: ZViewerQuery } },
    async (req, reply) => {
      const { orgId, accountId } = accountOf(req);
      const file = await openAnsweredFile(deps, orgId, accountId, req.params.id);
      documentHeaders(reply, { ...file, disposition: 'attachment' });
      reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
