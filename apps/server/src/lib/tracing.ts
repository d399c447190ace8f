/**
 * Request traces over OTLP/HTTP (JSON), when an OpenTelemetry endpoint is configured
 * (docs/deploy.md, Traces). This module and the OpenTelemetry SDK are loaded only then: a
 * default start neither loads them nor opens any connection for them.
 *
 * Each request is a span named by its method and route pattern (`GET /api/portal/:orgSlug/view`)
 * with its handler as a child; the path is kept without its query, which may carry a token.
 */
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import type { TracingConfig } from '../config.ts';

let contextManager: AsyncLocalStorageContextManager | undefined;

/** Spans follow the request through its awaits; one manager for the process. */
function ensureContextManager() {
  if (contextManager) return;
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
}

/**
 * Registers the tracing of `app`'s requests, before its routes; its spans are sent in batches
 * and the last ones flushed when the app closes.
 */
export async function registerTracing(app: FastifyInstance, config: TracingConfig): Promise<void> {
  ensureContextManager();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.url }))],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    requestHook: (span, request) => {
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`);
      span.setAttribute('url.path', request.url.split('?')[0] ?? '');
    },
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onClose', () => provider.shutdown());
}
