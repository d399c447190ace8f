/**
 * How often one client (its address) may use the portal's costly answers, in one place
 * (docs/search.md, Limits; docs/api.md, MCP): server search, Ask AI's answers, and the MCP
 * server, whose limit counts both HTTP requests and each `tools/call` they carry (a batch of ten
 * tool calls counts ten).
 */
export const PORTAL_RATE_LIMITS = {
  /** Server searches a minute (typing searches every 500 ms at most). */
  search: { max: 120, timeWindow: 60_000 },
  /** Ask AI answers a minute: each may ask the language model. */
  answer: { max: 20, timeWindow: 60_000 },
  /** HTTP requests to the MCP server a minute. */
  mcpRequests: { max: 120, timeWindow: 60_000 },
  /** MCP tool calls a minute, counted one by one inside batches. */
  mcpToolCalls: { max: 60, timeWindow: 60_000 },
} as const;

/** The refusal of tool calls past the limit, naming the wait. */
export const mcpToolCallsRefused = (seconds: number): string =>
  `Too many tool calls: at most ${PORTAL_RATE_LIMITS.mcpToolCalls.max} a minute. Please try again in ${seconds} seconds.`;

const isToolCall = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  'method' in message &&
  message.method === 'tools/call';

/** How many `tools/call` requests a JSON-RPC message or batch holds. */
export function countToolCalls(body: unknown): number {
  return Array.isArray(body) ? body.filter(isToolCall).length : isToolCall(body) ? 1 : 0;
}
