/** The only reader of process.env: configuration validated by zod, with defaults. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { dataFolderError, OperatorError } from './lib/operator-error.ts';
import {
  DEFAULT_PLAN,
  PLANS,
  type Plan,
  DEFAULT_ACCESS_LOG_RETENTION_MONTHS,
  DEFAULT_DOCUMENT_VERSION_RETENTION_YEARS,
  DEFAULT_HISTORY_RETENTION_YEARS,
  SETUP_TOKEN_BYTES,
  SETUP_TOKEN_MIN_CHARS,
  type PrivateLeave,
} from '@trustfront/core';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .superRefine((value, context) => {
      const problem = smtpUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  MAIL_FROM: z.string().optional(),
  PLATFORM_TERMS_URL: z.string().url().optional(),
  PLATFORM_PRIVACY_URL: z.string().url().optional(),
  STORAGE_URL: z
    .string()
    .startsWith('s3://', 'STORAGE_URL must start with s3:// (unset: files on local disk)')
    .optional(),
  SECRET: z.string().min(32).optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  DEFAULT_PLAN: z
    .enum(PLANS, {
      message: `DEFAULT_PLAN must be one of ${PLANS.join(', ')} (unset: ${DEFAULT_PLAN}, every feature)`,
    })
    .default(DEFAULT_PLAN),
  SETUP_TOKEN: z
    .string()
    .min(
      SETUP_TOKEN_MIN_CHARS,
      `SETUP_TOKEN must be at least ${SETUP_TOKEN_MIN_CHARS} characters (e.g. openssl rand -base64 24)`,
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LLM_BASE_URL: z
    .string()
    .url('LLM_BASE_URL must be a URL (e.g. http://127.0.0.1:8080/v1)')
    .optional(),
  LLM_MODEL: z.string().min(1).default('default'),
  LLM_API_KEY: z.string().optional(),
  EMBEDDINGS_BASE_URL: z
    .string()
    .url('EMBEDDINGS_BASE_URL must be a URL (e.g. http://127.0.0.1:8080/v1)')
    .optional(),
  EMBEDDINGS_MODEL: z.string().min(1).default('default'),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MIN_SIMILARITY: z.coerce
    .number({ message: 'EMBEDDINGS_MIN_SIMILARITY must be a number between 0 and 1' })
    .min(0, 'EMBEDDINGS_MIN_SIMILARITY must be between 0 and 1')
    .max(1, 'EMBEDDINGS_MIN_SIMILARITY must be between 0 and 1')
    .default(0.3),
  HACKERONE_API_URL: z.string().url().default('https://hackerone.com/graphql'),
  STATUSPAGE_API_URL: z
    .string()
    .includes('{host}', { message: 'STATUSPAGE_API_URL must contain {host}' })
    .default('https://{host}'),
  SECURITYSCORECARD_API_URL: z.string().url().default('https://api.securityscorecard.io'),
  SECURITYSCORECARD_API_TOKEN: z.string().optional(),
  SLACK_API_URL: z.string().url().default('https://slack.com/api'),
  INTEGRATIONS_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  ACCESS_LOG_RETENTION_MONTHS: z.coerce
    .number({ message: 'ACCESS_LOG_RETENTION_MONTHS must be a whole number of months' })
    .int('ACCESS_LOG_RETENTION_MONTHS must be a whole number of months')
    .min(1, 'ACCESS_LOG_RETENTION_MONTHS must be at least 1')
    .max(1200, 'ACCESS_LOG_RETENTION_MONTHS must be at most 1200')
    .default(DEFAULT_ACCESS_LOG_RETENTION_MONTHS),
  DOCUMENT_VERSION_RETENTION_YEARS: z.coerce
    .number({ message: 'DOCUMENT_VERSION_RETENTION_YEARS must be a whole number of years' })
    .int('DOCUMENT_VERSION_RETENTION_YEARS must be a whole number of years')
    .min(3, 'DOCUMENT_VERSION_RETENTION_YEARS must be at least 3')
    .max(100, 'DOCUMENT_VERSION_RETENTION_YEARS must be at most 100')
    .default(DEFAULT_DOCUMENT_VERSION_RETENTION_YEARS),
  HISTORY_RETENTION_YEARS: z.coerce
    .number({ message: 'HISTORY_RETENTION_YEARS must be a whole number of years' })
    .int('HISTORY_RETENTION_YEARS must be a whole number of years')
    .min(1, 'HISTORY_RETENTION_YEARS must be at least 1')
    .max(100, 'HISTORY_RETENTION_YEARS must be at most 100')
    .default(DEFAULT_HISTORY_RETENTION_YEARS),
  HISTORY_CHECK_SECONDS: z.coerce
    .number({ message: 'HISTORY_CHECK_SECONDS must be a whole number of seconds' })
    .int('HISTORY_CHECK_SECONDS must be a whole number of seconds')
    .min(0, 'HISTORY_CHECK_SECONDS must be 0 (off) or more')
    .max(3600, 'HISTORY_CHECK_SECONDS must be at most 3600')
    .default(60),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds' })
    .int('REQUEST_TIMEOUT_SECONDS must be a whole number of seconds')
    .min(1, 'REQUEST_TIMEOUT_SECONDS must be at least 1')
    .max(3600, 'REQUEST_TIMEOUT_SECONDS must be at most 3600')
    .default(300),
  JOBS_POLL_MS: z.coerce
    .number({ message: 'JOBS_POLL_MS must be a whole number of milliseconds' })
    .int('JOBS_POLL_MS must be a whole number of milliseconds')
    .min(50, 'JOBS_POLL_MS must be at least 50')
    .max(60_000, 'JOBS_POLL_MS must be at most 60000')
    .default(1000),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters (unset: no /metrics)')
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url('OTEL_EXPORTER_OTLP_ENDPOINT must be a URL (e.g. http://127.0.0.1:4318)')
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .string()
    .url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be a URL (e.g. http://127.0.0.1:4318/v1/traces)')
    .optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .literal('http/json', {
      message: 'OTEL_EXPORTER_OTLP_PROTOCOL: only http/json is supported (unset: http/json)',
    })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('trustfront'),
  DNS_SERVERS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    )
    .refine(
      (servers) => servers.length > 0 && servers.every(isDnsServer),
      'DNS_SERVERS must list IP addresses, each with an optional port (e.g. 1.1.1.1,[2606:4700:4700::1111]:53)',
    )
    .optional(),
  OUTBOUND_ALLOW_PRIVATE: z
    .string()
    .default('false')
    .transform((value): PrivateLeave => {
      if (value === 'true' || value === 'false') return value === 'true';
      return value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
    })
    .refine(
      (leave) => typeof leave === 'boolean' || (leave.length > 0 && leave.every((a) => isIP(a))),
      'OUTBOUND_ALLOW_PRIVATE must be true, false or a list of IP addresses (e.g. 10.0.0.5,fd00::5)',
    ),
  /** The earlier name of OUTBOUND_ALLOW_PRIVATE, still read. */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: 'WEBHOOKS_ALLOW_PRIVATE must be true or false' })
    .default('false'),
});

/** Every environment variable the configuration reads (compose.yaml sets only these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnv.shape);

/**
 * What is wrong with an SMTP_URL, or undefined: it is `smtp://` (STARTTLS when offered) or
 * `smtps://` (TLS from the start) with a host, e.g. smtp://user:password@mail.example.com:587.
 */
export function smtpUrlProblem(value: string): string | undefined {
  const example = 'e.g. smtp://user:password@mail.example.com:587 or smtps://mail.example.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SMTP_URL is not a URL (${example})`;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return `SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}// (${example})`;
  }
  if (!url.hostname) return `SMTP_URL names no mail server host (${example})`;
  return undefined;
}

/** An IP address, with an optional port: `1.1.1.1`, `127.0.0.1:5353`, `::1`, `[::1]:5353`. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  if (bracketed) return isIPv6(bracketed[1] ?? '') && validPort(bracketed[2]);
  if (isIP(server)) return true;
  const withPort = /^([^:]+):(\d{1,5})$/.exec(server);
  return withPort !== null && isIPv4(withPort[1] ?? '') && validPort(withPort[2]);
}

const validPort = (port: string | undefined) =>
  port === undefined || (Number(port) >= 1 && Number(port) <= 65535);

/**
 * Where traces go (OTLP over HTTP, JSON): the traces endpoint when given, else `/v1/traces` under
 * the general endpoint, as the OpenTelemetry variables define them; neither: no tracing.
 */
function tracesEndpoint(parsed: z.infer<typeof ZEnv>): string | undefined {
  if (parsed.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return parsed.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!parsed.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return `${parsed.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy (the client address is the socket's); 'true'
 * trusts every hop; a number trusts that many hops; anything else is a list of proxy addresses.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The plan a new organisation starts on (docs/deploy.md, Plans); every feature by default. */
  defaultPlan: Plan;
  /** The From header of every mail; defaults to no-reply at the public host. */
  mailFrom: string | undefined;
  /** This instance's own terms and privacy pages, linked in the members' welcome modal. */
  platformTermsUrl: string | undefined;
  platformPrivacyUrl: string | undefined;
  /** An S3-compatible store for files (`s3://bucket/prefix?endpoint=…`); unset: DATA_DIR/files. */
  storageUrl: string | undefined;
  secret: string;
  seed: 'demo' | 'none';
  seedAdminPassword: string | undefined;
  /**
   * The first-run setup token (docs/setup.md): SETUP_TOKEN, or one this process makes. Only
   * asked while the instance holds no organisation.
   */
  setup: { token: string; fromEnv: boolean };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Folder of the built web app; absent when the server runs API-only (tests). */
  webDist: string | undefined;
  /** Which proxies' X-Forwarded-* headers to believe (client address, protocol, host). */
  trustProxy: TrustProxy;
  /**
   * An OpenAI-compatible chat endpoint for Ask AI (`{baseUrl}/chat/completions`); unset: the
   * extractive answerer.
   */
  llm: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /**
   * An OpenAI-compatible embeddings endpoint (`{baseUrl}/embeddings`); with pgvector in the
   * database, search fuses nearest passages with the full-text ranking. Unset: full-text alone.
   */
  embeddings: EmbeddingsConfig | undefined;
  /** Where the integration adapters call the services (docs/integrations.md, Connecting). */
  integrations: IntegrationsConfig;
  /** Slack's Web API, asked to post and update access requests' messages (docs/integrations.md, Slack). */
  slackApiUrl: string;
  /**
   * Whole months the access log keeps in full; older months are kept as monthly counts only
   * (docs/access.md, Access log).
   */
  accessLogRetentionMonths: number;
  /** Years a document's superseded version is kept (docs/documents.md, Versions). */
  documentVersionRetentionYears: number;
  /** Whole years the history of what the portal published is kept (docs/portal.md, History). */
  historyRetentionYears: number;
  /**
   * How often this instance looks for content to record in the history; 0: never (another
   * instance does).
   */
  historyCheckSeconds: number;
  /**
   * How long this instance's job worker waits, when it found no due job, before it looks again
   * (a job queued on this instance wakes it at once; docs/updates.md, Jobs).
   */
  jobsPollMs: number;
  /**
   * How long a client has to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS);
   * a request still arriving then is cut off with 408 (docs/deploy.md, Request time limits).
   */
  requestTimeoutSeconds: number;
  /** The bearer token `/metrics` asks for; unset: `/metrics` answers 404 (docs/deploy.md). */
  metricsToken: string | undefined;
  /** Where request traces are sent (OTLP over HTTP); unset: no tracing is loaded. */
  tracing: TracingConfig | undefined;
  /**
   * The DNS servers asked for custom domains' TXT records (DNS_SERVERS); unset: the system's
   * (docs/deploy.md, Custom domains).
   */
  dnsServers: string[] | undefined;
  /**
   * Requests staff or visitors can point: webhooks, identity providers' keys, single sign-on
   * issuers, the integrations (docs/integrations.md, Outbound addresses).
   */
  outbound: OutboundConfig;
}

export interface OutboundConfig {
  /**
   * Whether those requests may reach private, loopback, link-local and other special addresses,
   * and plain http (OUTBOUND_ALLOW_PRIVATE; for tests and local installs): all of them, only the
   * listed addresses, or none (public https only).
   */
  allowPrivate: PrivateLeave;
}

export interface TracingConfig {
  /** The OTLP/HTTP traces endpoint, `…/v1/traces`. */
  url: string;
  serviceName: string;
}

export interface EmbeddingsConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** Passages less similar than this (cosine, 0–1) to the term are not hits. */
  minSimilarity: number;
}

export interface IntegrationsConfig {
  /** HackerOne's public GraphQL endpoint, asked for a program's statistics. */
  hackerOneApiUrl: string;
  /** A Statuspage page's address, `{host}` standing for the page's host. */
  statusPageApiUrl: string;
  securityScorecardApiUrl: string;
  securityScorecardToken: string | undefined;
  /** How often connected statistics are refreshed. */
  refreshMinutes: number;
}

/** Reads the secret from DATA_DIR, generating and keeping one on first use. */
function loadSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The first wrong setting as one line: the setting, what is wrong, and the fix (docs/deploy.md,
 * Configuration).
 */
function configError(error: z.ZodError): OperatorError {
  const issue = error.issues[0];
  const setting = String(issue?.path[0] ?? 'configuration');
  const said = issue?.message ?? 'is not valid';
  const reason = said.startsWith(setting) ? said : `${setting}: ${said}`;
  return new OperatorError(
    `${reason}. Set ${setting} correctly in the environment (or .env with Compose), or unset it to use its default.`,
    setting,
  );
}

/** Reads and checks the configuration; throws an OperatorError naming a wrong setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ZEnv.safeParse(env);
  if (!result.success) throw configError(result.error);
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
    // A folder the process cannot write (read-only, full) is said at once, by its cause.
    const probe = join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
    return configFrom(parsed, dataDir);
  } catch (error) {
    throw dataFolderError(error, dataDir);
  }
}

function configFrom(parsed: z.infer<typeof ZEnv>, dataDir: string): Config {
  const webDist = resolve(parsed.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'));
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    smtpUrl: parsed.SMTP_URL,
    defaultPlan: parsed.DEFAULT_PLAN,
    mailFrom: parsed.MAIL_FROM,
    platformTermsUrl: parsed.PLATFORM_TERMS_URL,
    platformPrivacyUrl: parsed.PLATFORM_PRIVACY_URL,
    storageUrl: parsed.STORAGE_URL,
    secret: parsed.SECRET ?? loadSecret(dataDir),
    seed: parsed.SEED,
    seedAdminPassword: parsed.SEED_ADMIN_PASSWORD,
    setup: {
      token: parsed.SETUP_TOKEN ?? randomBytes(SETUP_TOKEN_BYTES).toString('base64url'),
      fromEnv: parsed.SETUP_TOKEN !== undefined,
    },
    logLevel: parsed.LOG_LEVEL,
    webDist: existsSync(webDist) ? webDist : undefined,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    llm: parsed.LLM_BASE_URL
      ? {
          baseUrl: parsed.LLM_BASE_URL.replace(/\/+$/, ''),
          model: parsed.LLM_MODEL,
          apiKey: parsed.LLM_API_KEY,
        }
      : undefined,
    embeddings: parsed.EMBEDDINGS_BASE_URL
      ? {
          baseUrl: parsed.EMBEDDINGS_BASE_URL.replace(/\/+$/, ''),
          model: parsed.EMBEDDINGS_MODEL,
          apiKey: parsed.EMBEDDINGS_API_KEY,
          minSimilarity: parsed.EMBEDDINGS_MIN_SIMILARITY,
        }
      : undefined,
    integrations: {
      hackerOneApiUrl: parsed.HACKERONE_API_URL,
      statusPageApiUrl: parsed.STATUSPAGE_API_URL.replace(/\/+$/, ''),
      securityScorecardApiUrl: parsed.SECURITYSCORECARD_API_URL.replace(/\/+$/, ''),
      securityScorecardToken: parsed.SECURITYSCORECARD_API_TOKEN,
      refreshMinutes: parsed.INTEGRATIONS_REFRESH_MINUTES,
    },
    slackApiUrl: parsed.SLACK_API_URL.replace(/\/+$/, ''),
    accessLogRetentionMonths: parsed.ACCESS_LOG_RETENTION_MONTHS,
    documentVersionRetentionYears: parsed.DOCUMENT_VERSION_RETENTION_YEARS,
    historyRetentionYears: parsed.HISTORY_RETENTION_YEARS,
    historyCheckSeconds: parsed.HISTORY_CHECK_SECONDS,
    jobsPollMs: parsed.JOBS_POLL_MS,
    requestTimeoutSeconds: parsed.REQUEST_TIMEOUT_SECONDS,
    metricsToken: parsed.METRICS_TOKEN,
    tracing: tracingConfig(parsed),
    dnsServers: parsed.DNS_SERVERS,
    outbound: {
      allowPrivate: parsed.WEBHOOKS_ALLOW_PRIVATE === 'true' || parsed.OUTBOUND_ALLOW_PRIVATE,
    },
  };
}

function tracingConfig(parsed: z.infer<typeof ZEnv>): TracingConfig | undefined {
  const url = tracesEndpoint(parsed);
  return url ? { url, serviceName: parsed.OTEL_SERVICE_NAME } : undefined;
}
