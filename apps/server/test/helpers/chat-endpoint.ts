/**
 * An OpenAI-compatible chat endpoint stood up by a test: it keeps every request it is sent (to
 * check what the model would see), answers with what `reply` makes of it, or fails with 500.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  messages: { role: string; content: string }[];
}

export function chatEndpoint(reply: (request: ChatRequest) => string) {
  const requests: ChatRequest[] = [];
  let failing = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as ChatRequest;
      requests.push(parsed);
      if (failing) {
        res.writeHead(500).end('{}');
        return;
      }
      const content = reply(parsed);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return {
    requests,
    fail: (on: boolean) => (failing = on),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
