/**
 * The trust center's MCP endpoint (docs/api.md, MCP): POST /trust/{orgSlug}/mcp speaks the Model
 * Context Protocol over streamable HTTP, stateless (no session ids, JSON answers), through the
 * official TypeScript SDK. Its tools (search, list_documents, ask) and its overview resource are
 * the anonymous visitor's own answers, asked of the very services the portal's routes ask with
 * the anonymous caller, whatever session or credential the request carries: it never says more
 * than the anonymous page. An unknown organisation answers 404, an unpublished one 404
 * `not_published`, as the page does. GET and DELETE answer 405: a stateless server keeps no
 * stream to open and no session to end.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_ERRORS,
  AppError,
  countToolCalls,
  mcpToolCallsRefused,
  PORTAL_RATE_LIMITS,
  refusalOf,
  renderLlmsTxt,
  retryLater,
  ZAnswerResponse,
  ZSearchResponse,
  ZSearchTerm,
  ZTrustFeed,
  ZTrustFeedProduct,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { log } from '../../lib/log-context.ts';
import { presentHit } from '../../presenters/search-results.ts';
import { countAttempt } from '../../services/access/rate-limit-store.ts';
import { answerQuestion } from '../../services/search/answer-question.ts';
import { searchPortal } from '../../services/search/search-portal.ts';
import { TRUSTFRONT_VERSION } from '../../version.ts';
import {
  feedTargetByPath,
  renderAnonymousFeed,
  type FeedTarget,
} from '../../answers/feed-source.ts';
import { ZOrgParams } from '../../portal-request/params.ts';

const ZProductInput = z
  .string()
  .max(100)
  .optional()
  .describe('A product id (from list_documents); the default product when left out');

/** What list_documents answers: each listed product's documents, as the page lists them. */
export const ZMcpDocuments = z.object({
  access: ZTrustFeed.shape.access,
  products: z.array(
    ZTrustFeedProduct.pick({
      id: true,
      name: true,
      slug: true,
      page: true,
      documents: true,
      restrictedDocuments: true,
    }),
  ),
});

const json = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

/**
 * A tool's answer, or the refusal the portal route would answer (its message), as a tool error;
 * anything unexpected is logged and said to be an internal error, without its message.
 */
async function answer(work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return json(await work());
  } catch (error) {
    const message =
      error instanceof AppError
        ? error.message
        : (log().error({ err: error }, 'MCP tool failed'), 'Internal error');
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}

/** The SDK, loaded with the first MCP request: start-up stays short without it. */
const loadSdk = async () => {
  const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);
  return { McpServer, WebStandardStreamableHTTPServerTransport };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** The MCP server of one request, answering as the anonymous visitor of `target`. */
function mcpServerFor(sdk: Sdk, deps: AppDeps, target: FeedTarget): McpServer {
  const { caller, links } = target;
  const server = new sdk.McpServer(
    { name: `trustfront-${caller.org.slug}`, version: TRUSTFRONT_VERSION },
    {
      instructions: `The public trust center of ${caller.org.name}: what its anonymous visitors may read, and nothing more.`,
    },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search',
    {
      title: 'Search the trust center',
      description:
        'Searches what the public trust center shows (controls, certifications, documents, knowledge base, updates), best first.',
      inputSchema: {
        query: ZSearchTerm.describe('The words to look for'),
        productId: ZProductInput,
      },
      outputSchema: ZSearchResponse.shape.result,
      annotations: readOnly,
    },
    ({ query, productId }) =>
      answer(async () => {
        const hits = await searchPortal(deps, caller, { term: query, productId });
        return { matches: hits.map(presentHit) };
      }),
  );

  server.registerTool(
    'list_documents',
    {
      title: 'List the documents',
      description:
        'The documents the public trust center lists, per product: those open to anyone with their address, those kept for approved members by title only.',
      outputSchema: ZMcpDocuments,
      annotations: readOnly,
    },
    () =>
      answer(async () => {
        const { feed } = await renderAnonymousFeed(deps, target);
        return ZMcpDocuments.parse({ access: feed.access, products: feed.products });
      }),
  );

  server.registerTool(
    'ask',
    {
      title: 'Ask the trust center',
      description:
        'Answers a question from what the public trust center shows, citing its sources (Ask AI, where the trust center offers it).',
      inputSchema: { question: ZSearchTerm.describe('The question'), productId: ZProductInput },
      outputSchema: ZAnswerResponse.shape.result,
      annotations: readOnly,
    },
    ({ question, productId }) =>
      answer(async () => {
        const { answer: text, cited } = await answerQuestion(deps, caller, {
          term: question,
          productId,
        });
        return { answer: text, sources: cited.map(presentHit) };
      }),
  );

  server.registerResource(
    'overview',
    links.llms,
    {
      title: `${caller.org.name} trust center`,
      description: 'The public trust center in markdown (its llms.txt)',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const { feed } = await renderAnonymousFeed(deps, target);
      return {
        contents: [{ uri: uri.href, mimeType: 'text/markdown', text: renderLlmsTxt(feed) }],
      };
    },
  );
  return server;
}

/** Headers of the connection and of the body already read, which the parsed body does not have. */
const SKIPPED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

/** The request as the SDK's transport reads it: its headers, the body already parsed. */
function webRequestOf(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (SKIPPED_HEADERS.has(name)) continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${req.host}${req.url}`, { method: req.method, headers });
}

/** The message of a refusal the transport wrote as a JSON-RPC error. */
function refusalMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // Not JSON: the text itself.
  }
  return body.trim() || 'Invalid MCP request';
}

/**
 * Counts the request's tool calls against the client's limit (docs/api.md, MCP): 429
 * `rate_limited` once they pass it, batches counted call by call.
 */
async function countToolCallsOf(deps: AppDeps, req: FastifyRequest): Promise<void> {
  const calls = countToolCalls(req.body);
  if (calls === 0) return;
  const { max, timeWindow } = PORTAL_RATE_LIMITS.mcpToolCalls;
  const { current, ttl } = await countAttempt(deps.db, `mcp-tools:${req.ip}`, timeWindow, calls);
  if (current > max) {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    throw retryLater('rate_limited', mcpToolCallsRefused(seconds), seconds);
  }
}

async function handlePost(deps: AppDeps, req: FastifyRequest, reply: FastifyReply) {
  const { orgSlug } = req.params as { orgSlug: string };
  const target = await feedTargetByPath(deps, orgSlug);
  await countToolCallsOf(deps, req);
  const sdk = await loadSdk();
  const server = mcpServerFor(sdk, deps, target);
  const transport = new sdk.WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const answered = await transport.handleRequest(webRequestOf(req), { parsedBody: req.body });
    const body = await answered.text();
    if (answered.status >= 400) {
      // Refusals in the API's error shape, with the transport's own words.
      const code = answered.status === 400 ? 'invalid_request' : 'bad_request';
      throw new AppError(code, refusalMessage(body), answered.status);
    }
    reply.code(answered.status);
    const type = answered.headers.get('content-type');
    if (type) reply.type(type);
    return reply.send(body === '' ? undefined : body);
  } finally {
    await server.close();
  }
}

const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('allow', 'POST');
  throw refusalOf(API_ERRORS.mcpStateless, 405);
};

export function mcpRoutes(app: App, deps: AppDeps) {
  const tags = ['feed'];
  const params = ZOrgParams;
  const config = { rateLimit: PORTAL_RATE_LIMITS.mcpRequests };
  app.post(
    '/trust/:orgSlug/mcp',
    {
      config,
      schema: {
        tags,
        description: 'The trust center as an MCP server (streamable HTTP, stateless)',
        params,
        body: z.unknown().describe('A JSON-RPC message of the Model Context Protocol, or a batch'),
      },
    },
    (req, reply) => handlePost(deps, req, reply),
  );
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/trust/:orgSlug/mcp',
      config,
      schema: {
        tags,
        description: 'Answers 405: the MCP server keeps no stream or session',
        params,
      },
      handler: notAllowed,
    });
  }
}
