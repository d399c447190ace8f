/**
 * The outbound client's `fetch` (`lib/outbound.ts`; docs/integrations.md, Outbound addresses) as
 * the libraries that take one use it: a caller asking for redirects not to be followed
 * (openid-client's discovery, code exchange and user info do) gets the redirect itself, and its
 * request, body and all, never reaches the address the redirect names.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundFetch } from '../src/lib/outbound.ts';

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

describe('outbound fetch and redirects', () => {
  const received: string[] = [];
  let elsewhere: Server;
  let redirector: Server;
  let redirectorUrl: string;

  beforeAll(async () => {
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => resolve(body));
      });
    elsewhere = createServer((req, res) => {
      void read(req).then((body) => {
        received.push(body);
        res.end('{}');
      });
    });
    const elsewhereUrl = await listen(elsewhere, '127.0.0.3');
    redirector = createServer((_req, res) => {
      res.writeHead(307, { location: `${elsewhereUrl}/token` }).end();
    });
    redirectorUrl = await listen(redirector, '127.0.0.2');
  });
  beforeEach(() => {
    received.length = 0;
  });
  afterAll(() => {
    elsewhere.close();
    redirector.close();
  });

  const fetchOf = () => outboundFetch({ allowPrivate: ['127.0.0.2', '127.0.0.3'] });
  const tokenRequest = { method: 'POST', body: new URLSearchParams({ client_secret: 'kept' }) };

  it('answers the redirect itself when asked not to follow it, the body sent nowhere else', async () => {
    const response = await fetchOf()(`${redirectorUrl}/token`, {
      ...tokenRequest,
      redirect: 'manual',
    });
    expect(response.status).toBe(307);
    expect(received).toEqual([]);
  });

  it('fails on a redirect when asked to treat one as an error', async () => {
    await expect(
      fetchOf()(`${redirectorUrl}/token`, { ...tokenRequest, redirect: 'error' }),
    ).rejects.toThrow(TypeError);
    expect(received).toEqual([]);
  });

  it('follows a redirect by default, checking its address', async () => {
    const response = await fetchOf()(`${redirectorUrl}/token`, tokenRequest);
    expect(response.status).toBe(200);
    expect(received).toEqual(['client_secret=kept']);
  });
});
