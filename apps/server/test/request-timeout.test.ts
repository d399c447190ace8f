/**
 * Request time limits (docs/deploy.md, Request time limits): a client that trickles a body is
 * cut off once REQUEST_TIMEOUT_SECONDS have passed, with 408, while a request sent in time is
 * answered as usual. The test sets a one-second limit.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** Most bytes sent before the test gives up on the server cutting the request off. */
const MAX_TRICKLED_BYTES = 200;

/**
 * Sends a request's headers announcing a body, then the body one byte every 100 ms; answers what
 * the server wrote back once it closed the connection, and how many bytes were sent by then.
 */
function trickle(port: number, path: string): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${MAX_TRICKLED_BYTES * 2}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent >= MAX_TRICKLED_BYTES) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error(`still open after ${sent} trickled bytes`));
          return;
        }
        if (!socket.destroyed && socket.writable) {
          socket.write(' ');
          sent += 1;
        }
      }, 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
  });
}

describe.each(await databaseKinds())('request time limits (%s)', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { requestTimeoutSeconds: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a trickled body with 408 once the limit has passed', async () => {
    const { answer, sent } = await trickle(port, '/api/auth/login');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(MAX_TRICKLED_BYTES);
  }, 40_000);

  it('answers a request sent in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('reads the limit from REQUEST_TIMEOUT_SECONDS, 300 by default, refusing nonsense', () => {
    const env = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };
    expect(loadConfig(env).requestTimeoutSeconds).toBe(300);
    expect(loadConfig({ ...env, REQUEST_TIMEOUT_SECONDS: '30' }).requestTimeoutSeconds).toBe(30);
    expect(() => loadConfig({ ...env, REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'REQUEST_TIMEOUT_SECONDS must be at least 1',
    );
  });
});
