/**
 * A real HTTP endpoint receiving webhooks on the loopback address: it keeps every request (raw
 * body and headers) and answers the status `answer` gives for it (200 unless told).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; organization: unknown; data: unknown };
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The status answered to the n-th request (0-based); may wait before answering. */
  answer: (n: number) => number | Promise<number>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    port: 0,
    received: [],
    answer: () => 200,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const n = receiver.received.length;
      receiver.received.push({
        headers: req.headers,
        body,
        json: JSON.parse(body) as ReceivedWebhook['json'],
      });
      void Promise.resolve(receiver.answer(n)).then((status) => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end('ok');
      });
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}
