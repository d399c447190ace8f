import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ZMemberQuestionnaireList,
  ZQuestionnaireLink,
  ZQuestionnaireSender,
  ZQuestionnaireSent,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { PRIVATE_NO_STORE } from '../../lib/http.ts';
import { perSessionKey } from '../../lib/session.ts';
import { listAccountQuestionnaires } from '../../services/members/questionnaires/list-questionnaires.ts';
import { senderOf } from '../../services/members/questionnaires/sender.ts';
import {
  submitQuestionnaireFile,
  submitQuestionnaireLink,
} from '../../services/members/questionnaires/submit-questionnaire.ts';
import { enqueueIntake } from '../../services/questionnaires/workspace/member-side.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

const SEND_LIMIT = { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perSessionKey } };
const ZFileQuery = ZViewerQuery.extend(ZQuestionnaireSender.shape).extend({
  fileName: z.string().trim().min(1).max(500),
});

/**
 * Questionnaires (docs/access.md, Member features): POST {base}/questionnaires/link with a link,
 * POST {base}/questionnaires/file with the file as the raw body (streamed to storage, never held in
 * memory) and the sender in the query; GET {base}/questionnaires lists the member's account's.
 */
export function questionnaireRoutes(app: App, { db, storage }: AppDeps) {
  app.post(
    '/api/portal/:orgSlug/questionnaires/link',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZQuestionnaireLink,
        response: { 201: ZQuestionnaireSent },
      },
      config: SEND_LIMIT,
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const sender = senderOf(caller.viewer, req.body);
      const sent = await submitQuestionnaireLink(db, caller.org.id, sender, req.body.link);
      return reply.code(201).send(sent);
    },
  );

  void app.register(async (scope) => {
    // The file arrives as the body itself, as a stream; the service bounds its size.
    scope.addContentTypeParser('application/octet-stream', (_req, payload, done) =>
      done(null, payload),
    );
    scope.post(
      '/api/portal/:orgSlug/questionnaires/file',
      {
        schema: {
          tags: ['portal'],
          params: ZOrgParams,
          querystring: ZFileQuery,
          response: { 201: ZQuestionnaireSent },
        },
        config: SEND_LIMIT,
      },
      async (req, reply) => {
        const caller = callerOf(req);
        const query = ZFileQuery.parse(req.query);
        const sender = senderOf(caller.viewer, query);
        const length = Number(req.headers['content-length']);
        const sent = await submitQuestionnaireFile({ db, storage }, caller.org.id, sender, {
          fileName: query.fileName,
          contentLength: Number.isFinite(length) ? length : undefined,
          body: req.body as Readable,
        });
        await enqueueIntake(db, sent.id, query.fileName);
        return reply.code(201).send(sent);
      },
    );
  });

  app.get(
    '/api/portal/:orgSlug/questionnaires',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        response: { 200: ZMemberQuestionnaireList },
      },
      config: membersOnly('members_only', 'Questionnaires are listed for account members only'),
    },
    async (req, reply) => {
      const { org, viewer } = callerOf(req);
      if (viewer.mode !== 'account' || !viewer.accountId) throw unauthorized();
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { questionnaires: await listAccountQuestionnaires(db, org.id, viewer.accountId) };
    },
  );
}
