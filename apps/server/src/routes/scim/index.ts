/**
 * SCIM 2.0 (RFC 7644) at `/scim/v2` (docs/staff.md, SCIM): an identity provider, holding the
 * organisation's SCIM token as a bearer credential, creates, changes and deactivates its staff
 * members and pushes its groups. Errors answer in SCIM's own form.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCIM_ERROR_SCHEMA, SCIM_LIST_SCHEMA, ScimError } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { orgOfScimToken } from '../../services/staff/sso/settings.ts';
import {
  changeScimGroup,
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
} from '../../services/staff/scim/scim-groups.ts';
import {
  changeScimUser,
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
} from '../../services/staff/scim/scim-users.ts';

const SCIM_JSON = 'application/scim+json';
const ZListQuery = z.object({
  filter: z.string().max(500).optional(),
  startIndex: z.coerce.number().int().min(1).max(1_000_000).optional(),
  count: z.coerce.number().int().min(0).max(1000).optional(),
});
const ZId = z.object({ id: z.string().max(100) });
const ZResource = z.record(z.string(), z.unknown());

function scimReply(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type(SCIM_JSON).send(body);
}

function scimErrorReply(reply: FastifyReply, status: number, detail: string, scimType?: string) {
  return scimReply(reply, status, {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    detail,
    ...(scimType ? { scimType } : {}),
  });
}

const bearerOf = (req: FastifyRequest) =>
  /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

export function scimRoutes(app: App, { db, config }: AppDeps) {
  const base = `${config.publicUrl}/scim/v2`;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      SCIM_JSON,
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_r, body, done) => {
        // A DELETE may name the type with no body.
        if (String(body).trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(String(body)) as unknown);
        } catch {
          done(new ScimError(400, 'The body is not JSON.', 'invalidSyntax'), undefined);
        }
      },
    );
    scope.setErrorHandler((error, _req, reply) => {
      if (error instanceof ScimError)
        return scimErrorReply(reply, error.status, error.message, error.scimType);
      const status =
        error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
          ? error.statusCode
          : 500;
      if (status >= 500 || !(error instanceof Error)) throw error;
      return scimErrorReply(reply, status, error.message, 'invalidValue');
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const guarded = {
      caller: { bearer: true as const },
      rateLimit: { max: 600, timeWindow: '1 minute' },
    };
    const tags = ['scim'];
    /** The organisation of the request's SCIM token; an unknown token is refused. */
    const orgOf = async (req: FastifyRequest) => {
      const orgId = await orgOfScimToken(db, bearerOf(req));
      if (!orgId) throw new ScimError(401, 'The SCIM token is not valid.');
      return orgId;
    };
    const list = (resources: { Resources: unknown[] }) => ({
      schemas: [SCIM_LIST_SCHEMA],
      ...resources,
    });

    routes.get(
      '/scim/v2/ServiceProviderConfig',
      { schema: { tags }, config: guarded },
      async (req, reply) => {
        await orgOf(req);
        return scimReply(reply, 200, {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
          patch: { supported: true },
          bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
          filter: { supported: true, maxResults: 200 },
          changePassword: { supported: false },
          sort: { supported: false },
          etag: { supported: false },
          authenticationSchemes: [
            {
              type: 'oauthbearertoken',
              name: 'Bearer token',
              description: 'The SCIM token of Settings → Single sign-on',
            },
          ],
        });
      },
    );

    /** The operations of one resource type, Users or Groups, asked of its services. */
    const RESOURCES = [
      {
        path: '/scim/v2/Users',
        list: listScimUsers,
        create: createScimUser,
        get: getScimUser,
        change: changeScimUser,
        remove: deleteScimUser,
      },
      {
        path: '/scim/v2/Groups',
        list: listScimGroups,
        create: createScimGroup,
        get: getScimGroup,
        change: changeScimGroup,
        remove: deleteScimGroup,
      },
    ];
    for (const resource of RESOURCES) {
      const one = `${resource.path}/:id`;
      routes.get(
        resource.path,
        { schema: { tags, querystring: ZListQuery }, config: guarded },
        async (req, reply) =>
          scimReply(reply, 200, list(await resource.list(db, await orgOf(req), req.query, base))),
      );
      routes.post(
        resource.path,
        { schema: { tags, body: ZResource }, config: guarded },
        async (req, reply) =>
          scimReply(reply, 201, await resource.create(db, await orgOf(req), req.body, base)),
      );
      routes.get(one, { schema: { tags, params: ZId }, config: guarded }, async (req, reply) =>
        scimReply(reply, 200, await resource.get(db, await orgOf(req), req.params.id, base)),
      );
      // PUT replaces the resource, PATCH applies its operations.
      for (const method of ['put', 'patch'] as const) {
        routes[method](
          one,
          { schema: { tags, params: ZId, body: ZResource }, config: guarded },
          async (req, reply) => {
            const change = method === 'put' ? { put: req.body } : { patch: req.body };
            const orgId = await orgOf(req);
            return scimReply(
              reply,
              200,
              await resource.change(db, orgId, req.params.id, change, base),
            );
          },
        );
      }
      routes.delete(one, { schema: { tags, params: ZId }, config: guarded }, async (req, reply) => {
        await resource.remove(db, await orgOf(req), req.params.id);
        return reply.code(204).send();
      });
    }
  });
}
