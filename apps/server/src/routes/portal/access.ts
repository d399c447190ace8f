/**
 * Access requests and member sign-in on the portal (spec 1 §4, §7): the request form's fields,
 * POST {base}/request, POST {base}/login, the sign-in link's landing and the signed-in member.
 */
import { z } from 'zod';
import {
  ZAccessRequestBody,
  ZAccessRequestForm,
  ZAccessRequestResponse,
  ZMemberAnswer,
  ZOkResponse,
  ZPortalLoginRequest,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { sessionToken, setSessionCookie } from '../../lib/session.ts';
import { refreshSessionKey } from '../../services/member-access/sessions.ts';
import { portalAddress } from '../../services/member-access/links.ts';
import { requestForm } from '../../services/member-access/request-form.ts';
import { findMemberCaller } from '../../services/member-access/member-caller.ts';
import { memberInfo } from '../../services/member-access/member-info.ts';
import { loginByEmail } from '../../services/member-access/portal-login.ts';
import { signInByLink } from '../../services/member-access/sign-in-link.ts';
import { submitAccessRequest } from '../../services/member-access/submit-request.ts';
import { callerOf } from './caller.ts';
import { ZOrgParams } from './params.ts';

/** Requests and logins per client address (the services also limit per e-mail address). */
const PER_ADDRESS = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

export function accessRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;

  app.get(
    '/api/portal/:orgSlug/request-form',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: z.object({ inviteToken: z.string().max(4000).optional() }),
        response: { 200: ZAccessRequestForm },
      },
    },
    async (req) => {
      const { org, customization } = callerOf(req);
      return requestForm(
        db,
        config.secret,
        { id: org.id, accessRequestFields: customization.accessRequestFields },
        req.query.inviteToken,
      );
    },
  );

  app.post(
    '/api/portal/:orgSlug/request',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        body: ZAccessRequestBody,
        response: { 200: ZAccessRequestResponse },
      },
      config: PER_ADDRESS,
    },
    async (req) => {
      const { org, customization } = callerOf(req);
      return submitAccessRequest(
        deps,
        { id: org.id, accessRequestFields: customization.accessRequestFields },
        req.body,
      );
    },
  );

  app.post(
    '/api/portal/:orgSlug/login',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        body: ZPortalLoginRequest,
        response: { 200: ZOkResponse },
      },
      config: PER_ADDRESS,
    },
    async (req) => loginByEmail(deps, callerOf(req).org.id, req.body.email),
  );

  app.get(
    '/api/portal/:orgSlug/auth/magic-link',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: z.object({ token: z.string().max(4000) }),
      },
      // Links are unguessable; the limit only keeps a client from hammering the verifier.
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (req, reply) => {
      const { org } = callerOf(req);
      const result = await signInByLink(db, config.secret, org.id, req.query.token);
      if (result.kind !== 'signed_in') {
        // The portal opens the login tab and says the link no longer works.
        return reply.redirect(
          await portalAddress(deps, org.id, { loginRequest: 'true', signInLink: result.kind }),
        );
      }
      setSessionCookie(reply, result.session.token, result.session.expiresAt);
      const params: Record<string, string> = { accountId: result.accountId };
      if (result.firstVisit) params.welcome = 'true';
      return reply.redirect(await portalAddress(deps, org.id, params));
    },
  );

  app.get(
    '/api/portal/:orgSlug/member',
    { schema: { tags: ['portal'], params: ZOrgParams, response: { 200: ZMemberAnswer } } },
    async (req, reply) => {
      const { org } = callerOf(req);
      const token = sessionToken(req);
      const member = await findMemberCaller(db, token);
      if (!member || member.org.id !== org.id) return { member: null };
      // The member's key is replaced once half of its lifetime has passed (spec 1 §9).
      const fresh = await refreshSessionKey(db, token);
      if (fresh) setSessionCookie(reply, fresh.token, fresh.expiresAt);
      return { member: await memberInfo(deps, member) };
    },
  );
}
