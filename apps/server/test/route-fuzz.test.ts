/**
 * Property-based fuzzing of every route of the OpenAPI document, as an anonymous visitor, an
 * approved account member and an admin: bodies shaped like the route's schema but filled with
 * wrong types, 100k-character strings, nesting past 1,000 levels, control characters and Unicode
 * edge cases (NUL, unpaired surrogates, RTL marks, emoji, combining marks), and the same in the
 * query and path. No answer may be a 5xx, every 4xx is in the error shape, none may hang, and a
 * refused request leaves the content tables as they were.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SCOPES } from '@trustfront/core';
import { queryRows } from '../src/db/query.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { buildAccount, buildOrg, buildProduct, buildStaff } from './factories.ts';

/** Tables a refused request must leave untouched. */
const CONTENT_TABLES = [
  'organizations',
  'products',
  'cards',
  'items',
  'files',
  'item_files',
  'roles',
  'users',
  'accounts',
  'account_members',
  'permission_profiles',
  'topics',
  'updates',
  'kb_entries',
  'subscribers',
  'access_requests',
  'access_settings',
  'portal_customizations',
  'item_comments',
  'questionnaires',
  'identity_providers',
];

const RUNS = 4;
const REQUEST_TIMEOUT_MS = 15_000;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const deep = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Strings that have broken servers: controls, bad Unicode, huge and odd text. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '\0',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u200f\u202eRTL\u202c',
    '👍🏽👨‍👩‍👧',
    'e\u0301\u0336\u0489',
    '\u0001\u0007\u001b[31m\u007f',
    '',
    ' ',
    '../../etc/passwd',
    "'; drop table items; --",
    '%00%ZZ',
    '\uFEFF\uFFFE\uFFFF',
    'x'.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  nastyString,
);

/** A value shaped like `schema` where it can be, with nasty leaves. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongType;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), wrongType);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties) {
    const shape = Object.fromEntries(
      Object.entries(schema.properties).map(([key, s]) => [key, valueFor(s, depth + 1)]),
    );
    return fc.oneof(fc.record(shape, { requiredKeys: [] }), wrongType);
  }
  if (type === 'array')
    return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }), wrongType);
  if (type === 'string') return fc.oneof(nastyString, fc.constant(randomUUID()), wrongType);
  if (type === 'integer' || type === 'number') {
    return fc.oneof(fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, 0.5), wrongType);
  }
  return wrongType;
}

/** A request body: schema-shaped, of the wrong type, deeply nested or raw garbage. */
function bodyFor(route: Route): fc.Arbitrary<{ raw: string } | { json: unknown } | null> {
  const schema = route.operation.requestBody?.content?.['application/json']?.schema;
  return fc.oneof(
    valueFor(schema).map((json) => ({ json })),
    wrongType.map((json) => ({ json })),
    fc.constant({ json: deep(1_200) }),
    fc.constantFrom('{"a":', '\u0000', '[1,2', '{"a":"\\ud800"}', '{"a":"\\u0000"}').map((raw) => ({
      raw,
    })),
    fc.constant(null),
  );
}

describe.each(await databaseKinds())('route fuzzing (%s)', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let orgSlug: string;
  let orgId: string;
  let productId: string;
  const cookies: Record<string, string | undefined> = { anonymous: undefined };
  let cases = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const org = await buildOrg(t.database.db);
    orgSlug = org.slug;
    orgId = org.id;
    productId = (await buildProduct(t.database.db, org)).id;
    cookies.member = (await buildAccount(t.database.db, org)).cookie;
    cookies.admin = (await buildStaff(t.database.db, org, [...STAFF_SCOPES])).cookie;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        // Signing out would end the sessions the next cases use.
        .filter(() => !path.endsWith('/logout'))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  });
  afterAll(async () => {
    console.log(`route fuzzing (${kind}): ${routes.length} routes, ${cases} cases`);
    await t.close();
  });

  const fingerprint = async () => {
    const counts = CONTENT_TABLES.map((table) => `(select count(*) from ${table})::text`);
    const rows = await queryRows<{ f: string }>(
      t.database.db,
      sql.raw(`select ${counts.join(" || ',' || ")} as f`),
    );
    return rows[0]?.f;
  };

  /**
   * Percent-encoding as a client would send it; a lone surrogate, which UTF-8 cannot encode, goes
   * out as the three bytes a careless encoder writes for it (WTF-8), which the server must refuse.
   */
  const encode = (text: string) =>
    text.replace(/[\s\S]/gu, (char) => {
      if (char.length === 2 || !/[\ud800-\udfff]/.test(char)) return encodeURIComponent(char);
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    });

  const param = (name: string, nasty: string, useNasty: boolean) => {
    if (useNasty) return encode(nasty.slice(0, 300));
    if (name === 'orgSlug') return orgSlug;
    if (name === 'orgId') return orgId;
    if (name === 'productId') return productId;
    return randomUUID();
  };

  it('answers every route without a 5xx, in the error shape, in time, writing nothing when refused', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const query = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
      const arbitrary = fc.record({
        who: fc.constantFrom('anonymous', 'member', 'admin'),
        body: bodyFor(route),
        query: fc.array(fc.tuple(fc.constantFrom(...query.map((p) => p.name), 'x'), nastyString), {
          maxLength: 3,
        }),
        nastyParam: fc.boolean(),
        paramText: nastyString,
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c) => {
          cases++;
          const url =
            route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
              param(name, c.paramText, c.nastyParam),
            ) +
            (c.query.length
              ? `?${c.query.map(([k, v]) => `${k}=${encode(v.slice(0, 20_000))}`).join('&')}`
              : '');
          const cookie = cookies[c.who];
          const payload =
            c.body === null
              ? undefined
              : 'raw' in c.body
                ? c.body.raw
                : JSON.stringify(c.body.json);
          const before = await fingerprint();
          const res = await Promise.race([
            t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload: route.method === 'GET' ? undefined : payload,
            }),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('no answer in time')), REQUEST_TIMEOUT_MS),
            ),
          ]);
          const what = `${route.method} ${route.path} as ${c.who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) failures.push(what);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const error = (res.json() as { error?: { code?: unknown; message?: unknown } }).error;
            if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
              failures.push(`not in the error shape: ${what}`);
            }
            if ((await fingerprint()) !== before) failures.push(`wrote while refusing: ${what}`);
          }
        }),
        { numRuns: RUNS, seed: 20261126 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
