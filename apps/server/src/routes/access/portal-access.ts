/**
 * Access requests and member sign-in on the portal (docs/access.md, Request outcomes and Sign-in
 * link): the request form's fields, POST {base}/request, POST {base}/login, the sign-in link's
 * landing and the signed-in member.
 */
import { z } from 'zod';
import {
  API_ERRORS,
  refusalOf,
  SERVER_ERRORS,
  ZAccessRequestBody,
  ZAccessRequestForm,
  ZAccessRequestResponse,
  ZMemberAnswer,
  ZOkResponse,
  ZPortalLoginRequest,
  ZSignInLinkAnswer,
  ZSignInLinkDetails,
  ZSignInLinkToken,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { sessionToken, setSessionCookie } from '../../lib/session.ts';
import { refreshSessionKey } from '../../services/access/sessions.ts';
import { portalAddress } from '../../services/access/links.ts';
import { requestForm } from '../../services/access/request-form.ts';
import { findMemberCaller } from '../../services/access/member-caller.ts';
import { memberInfo } from '../../services/access/member-info.ts';
import { loginByEmail } from '../../services/access/portal-login.ts';
import { limitOutcomeLookups } from '../../services/access/attempts.ts';
import { inspectSignInLink, signInByLink } from '../../services/access/sign-in-link.ts';
import { submitAccessRequest } from '../../services/access/submit-request.ts';
import { callerOf } from '../../portal-request/caller.ts';
import { ZOrgParams } from '../../portal-request/params.ts';

/** Requests and logins per client address (the services also limit per e-mail address). */
const PER_ADDRESS = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** Links are unguessable; the limit only keeps a client from hammering the verifier. */
const LINK_LIMIT = { rateLimit: { max: 60, timeWindow: '15 minutes' } };

/** A refused sign-in link as the error its page shows. */
const linkError = (kind: 'expired' | 'invalid') =>
  kind === 'expired'
    ? refusalOf(SERVER_ERRORS.signInLinkExpired, 400)
    : refusalOf(API_ERRORS.signInLinkUsed, 400);

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
        config,
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
      await limitOutcomeLookups(db, req.ip);
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
    async (req) => {
      const { org } = callerOf(req);
      await limitOutcomeLookups(db, req.ip);
      return loginByEmail(deps, org.id, req.body.email);
    },
  );

  // The mailed link: it only reads the token (a GET never signs in nor spends it) and opens the
  // portal's page that names the address and asks to continue, or its login tab when the link no
  // longer works.
  app.get(
    '/api/portal/:orgSlug/auth/magic-link',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: z.object({ token: z.string().max(4000) }),
      },
      config: LINK_LIMIT,
    },
    async (req, reply) => {
      const { org } = callerOf(req);
      const link = await inspectSignInLink(db, config.secret, org.id, req.query.token);
      const params: Record<string, string> =
        link.kind === 'valid'
          ? { signInToken: req.query.token }
          : { loginRequest: 'true', signInLink: link.kind };
      return reply.redirect(await portalAddress(deps, org.id, params));
    },
  );

  app.get(
    '/api/portal/:orgSlug/auth/magic-link/details',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZSignInLinkToken,
        response: { 200: ZSignInLinkDetails },
      },
      config: LINK_LIMIT,
    },
    async (req) => {
      const link = await inspectSignInLink(
        db,
        config.secret,
        callerOf(req).org.id,
        req.query.token,
      );
      if (link.kind !== 'valid') throw linkError(link.kind);
      return { email: link.email };
    },
  );

  // The page's 'Continue': spends the link and signs the member in (a same-origin POST only).
  app.post(
    '/api/portal/:orgSlug/auth/magic-link',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        body: ZSignInLinkToken,
        response: { 200: ZSignInLinkAnswer },
      },
      config: LINK_LIMIT,
    },
    async (req, reply) => {
      const result = await signInByLink(db, config.secret, callerOf(req).org.id, req.body.token);
      if (result.kind !== 'signed_in') throw linkError(result.kind);
      setSessionCookie(reply, result.session.token, result.session.expiresAt);
      return { accountId: result.accountId, welcome: result.firstVisit };
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
      // The member's key is replaced once half of its lifetime has passed (docs/access.md,
      // Sessions).
      const fresh = await refreshSessionKey(db, token);
      if (fresh) setSessionCookie(reply, fresh.token, fresh.expiresAt);
      return { member: await memberInfo(deps, member) };
    },
  );
}
