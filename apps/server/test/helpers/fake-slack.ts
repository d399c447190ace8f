/**
 * A local stand-in for Slack's Web API (`SLACK_API_URL={url}`), answering as Slack does: 200 with
 * `ok` and, when not ok, an `error`. It knows bot tokens (`tokens`, their workspace), users by id
 * with their e-mail (`users`), and records every call it was sent (`calls`):
 *
 *   POST /auth.test            the token's workspace, or `invalid_auth`
 *   POST /chat.postMessage     a message's `ts`, or `channel_not_found` for a channel in `missing`
 *   POST /chat.update          ok
 *   POST /chat.postEphemeral   ok
 *   POST /users.info           (a form: `user`) the user's profile and e-mail, or `user_not_found`
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackCall {
  method: string;
  token: string | null;
  /** The JSON body, or the form's fields. */
  body: Record<string, unknown>;
}

export interface FakeSlack {
  url: string;
  /** Bot tokens Slack knows, with their workspace's name. */
  tokens: Map<string, string>;
  /** Slack users by id: their e-mail, null when hidden. */
  users: Map<string, string | null>;
  /** Channels the bot cannot post to. */
  missing: Set<string>;
  calls: SlackCall[];
  /** The calls of one method, in order. */
  callsOf(method: string): SlackCall[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A bot token and its workspace, for callers that cannot reach `tokens` (the browser journeys). */
export const FAKE_SLACK_TOKEN = 'xoxb-1234567890-abcdefghij-acme';
export const FAKE_SLACK_TEAM = 'Acme HQ';

/** Starts the fake on `port` (any free one by default). */
export async function startFakeSlack(listenOn = 0): Promise<FakeSlack> {
  const tokens = new Map<string, string>();
  const users = new Map<string, string | null>();
  const missing = new Set<string>();
  const calls: SlackCall[] = [];
  let messages = 0;

  const answer = (method: string, token: string | null, body: Record<string, unknown>) => {
    const team = token ? tokens.get(token) : undefined;
    if (team === undefined) return { ok: false, error: 'invalid_auth' };
    switch (method) {
      case 'auth.test':
        return { ok: true, team, team_id: 'T0123ACME', user: 'trustfront' };
      case 'chat.postMessage': {
        const channel = String(body.channel);
        if (missing.has(channel)) return { ok: false, error: 'channel_not_found' };
        return { ok: true, channel, ts: `1790000000.${String(++messages).padStart(6, '0')}` };
      }
      case 'chat.update':
        return { ok: true, channel: body.channel, ts: body.ts };
      case 'chat.postEphemeral':
        return { ok: true, message_ts: '1790000001.000001' };
      case 'users.info': {
        const id = String(body.user);
        if (!users.has(id)) return { ok: false, error: 'user_not_found' };
        const email = users.get(id);
        return { ok: true, user: { id, profile: email ? { email } : {} } };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/health') return void res.end('ok');
      const method = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
      const auth = req.headers.authorization ?? '';
      const token = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
      const body = await bodyOf(req);
      calls.push({ method, token, body });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer(method, token, body)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    users,
    missing,
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
