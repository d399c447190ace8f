/**
 * Request traces (docs/deploy.md, Traces): with an OTLP endpoint configured, each request is sent
 * as a span named by its route pattern, here to a receiver on loopback that keeps what it gets.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { buildOrg } from './factories.ts';

interface OtlpSpan {
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** An OTLP/HTTP receiver: keeps every JSON export posted to /v1/traces. */
async function otlpReceiver() {
  const exports: OtlpExport[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        contentTypes.push(req.headers['content-type'] ?? '');
        exports.push(JSON.parse(body) as OtlpExport);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(404).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { endpoint: `http://127.0.0.1:${port}`, exports, contentTypes, server };
}

const attribute = (attributes: OtlpSpan['attributes'], key: string) =>
  attributes.find((a) => a.key === key)?.value.stringValue;

describe('traces', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;

  beforeAll(async () => {
    receiver = await otlpReceiver();
  });
  afterAll(() => receiver.server.close());

  it('reads the OpenTelemetry variables: the traces endpoint first, else /v1/traces', () => {
    const env = { DATA_DIR: '/tmp/trustfront-tracing-config', SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).tracing).toBeUndefined();
    expect(
      loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' }).tracing,
    ).toEqual({ url: 'http://127.0.0.1:4318/v1/traces', serviceName: 'trustfront' });
    expect(
      loadConfig({
        ...env,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/traces',
        OTEL_SERVICE_NAME: 'trust-eu',
      }).tracing,
    ).toEqual({ url: 'http://collector:4318/traces', serviceName: 'trust-eu' });
    expect(() =>
      loadConfig({
        ...env,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a',
      }),
    ).toThrow('only http/json is supported');
  });

  it('sends a span named by the route pattern for a portal request', async () => {
    const t = await createTestApp('pglite', {
      tracing: { url: `${receiver.endpoint}/v1/traces`, serviceName: 'trustfront-test' },
    });
    const org = await buildOrg(t.database.db);
    const res = await t.app.inject({ url: `/api/portal/${org.slug}/view?accountId=secret-token` });
    expect(res.statusCode).toBe(200);
    // Closing flushes the spans not sent yet.
    await t.close();

    const resources = receiver.exports.flatMap((e) => e.resourceSpans);
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const request = spans.find((s) => s.name === 'GET /api/portal/:orgSlug/view');
    expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    expect(attribute(request?.attributes ?? [], 'http.route')).toBe('/api/portal/:orgSlug/view');
    expect(attribute(request?.attributes ?? [], 'url.path')).toBe(`/api/portal/${org.slug}/view`);
    expect(JSON.stringify(receiver.exports)).not.toContain('secret-token');
    expect(attribute(resources[0]?.resource.attributes ?? [], 'service.name')).toBe(
      'trustfront-test',
    );
    expect(receiver.contentTypes.every((c) => c.startsWith('application/json'))).toBe(true);
  });
});
