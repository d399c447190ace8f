/**
 * compose.yaml at the root, read as Docker Compose reads it: Trustfront built from the
 * Containerfile against PostgreSQL with its volume, MinIO only in the `s3` profile, a health
 * check on every long-running service (Trustfront's, and the image's, asking `/api/ready`), the
 * port published on loopback unless told otherwise, every setting of the configuration reaching
 * Trustfront (through `.env`, whose example names each of them, or set by the file itself), and
 * its DATABASE_URL naming the PostgreSQL service's user and database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIG_VARIABLES } from '../src/config.ts';
import { ROOT } from './helpers/repo-root.ts';

const ZEnvironment = z.union([
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  z.array(z.string()),
]);
const ZService = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  profiles: z.array(z.string()).optional(),
  environment: ZEnvironment.optional(),
  volumes: z.array(z.string()).optional(),
  depends_on: z
    .record(z.string(), z.object({ condition: z.string(), required: z.boolean().optional() }))
    .optional(),
  healthcheck: z
    .object({ test: z.array(z.string()).min(2), interval: z.string(), retries: z.number() })
    .optional(),
  entrypoint: z.array(z.string()).optional(),
  env_file: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
});
const ZCompose = z.object({
  services: z.record(z.string(), ZService),
  volumes: z.record(z.string(), z.null()),
});

const composeText = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
const compose = ZCompose.parse(parse(composeText));
const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');
/** The settings `.env.example` names, set or commented out (`NAME=` or `# NAME=`). */
const exampleSettings = [...envExample.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);

/** The variables a service's environment names, in either of Compose's forms. */
const variablesOf = (environment: z.infer<typeof ZEnvironment> | undefined): string[] =>
  Array.isArray(environment)
    ? environment.map((entry) => entry.split('=')[0] ?? '')
    : Object.keys(environment ?? {});

/** A value as Compose interpolates it with nothing set: `${X:-default}` is the default. */
const interpolated = (value: string) =>
  value.replace(
    /\$\{[A-Z_]+(?::-([^}]*)|:\?[^}]*)?\}/g,
    (_all, fallback?: string) => fallback ?? 'x',
  );

describe('compose.yaml', () => {
  const { trustfront, postgres, minio } = compose.services;

  it('builds Trustfront from the Containerfile and runs it after a healthy PostgreSQL', () => {
    expect(trustfront?.build?.dockerfile).toBe('Containerfile');
    expect(existsSync(join(ROOT, trustfront?.build?.context ?? '', 'Containerfile'))).toBe(true);
    expect(trustfront?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(trustfront?.volumes).toContain('trustfront-data:/data');
  });

  it('sets on Trustfront only variables the configuration reads', () => {
    const names = variablesOf(trustfront?.environment);
    expect(names.length).toBeGreaterThan(4);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'PORT', 'HOST', 'DATA_DIR']),
    );
  });

  it('hands Trustfront every setting: .env whole, its example naming each one the file does not set', () => {
    expect(trustfront?.env_file).toEqual(['.env']);
    const setByCompose = variablesOf(trustfront?.environment);
    const missing = CONFIG_VARIABLES.filter(
      (name) => !exampleSettings.includes(name) && !setByCompose.includes(name),
    );
    expect(missing).toEqual([]);
    // Besides the configuration's, .env.example names only what compose.yaml itself reads.
    const interpolatedNames = new Set(
      [...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1] ?? ''),
    );
    const unknown = exampleSettings.filter(
      (name) => name && !CONFIG_VARIABLES.includes(name) && !interpolatedNames.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it('publishes the port on loopback unless TRUSTFRONT_BIND says otherwise', () => {
    expect(trustfront?.ports).toHaveLength(1);
    expect(interpolated(trustfront?.ports?.[0] ?? '')).toBe('127.0.0.1:3000:3000');
  });

  it("asks /api/ready for the image's health, as compose.yaml does", () => {
    const containerfile = readFileSync(join(ROOT, 'Containerfile'), 'utf8');
    const healthcheck = /^HEALTHCHECK[^\n]*\\\n([^\n]+)/m.exec(containerfile)?.[1] ?? '';
    expect(healthcheck).toContain('/api/ready');
    expect(healthcheck).not.toContain('/api/health');
  });

  it('points DATABASE_URL at the PostgreSQL service, its user and its database', () => {
    const environment = trustfront?.environment as Record<string, string>;
    const url = new URL(interpolated(environment.DATABASE_URL ?? ''));
    const pg = postgres?.environment as Record<string, string>;
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(pg.POSTGRES_USER);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
    expect(postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toEqual(
      expect.arrayContaining(['trustfront-data', 'postgres-data']),
    );
  });

  it('keeps MinIO and its bucket in the s3 profile, and Trustfront waits for it only there', () => {
    const s3Services = Object.entries(compose.services)
      .filter(([, service]) => service.profiles?.includes('s3'))
      .map(([name]) => name);
    expect(s3Services.sort()).toEqual(['minio', 'minio-bucket']);
    expect(trustfront?.profiles).toBeUndefined();
    expect(postgres?.profiles).toBeUndefined();
    expect(minio?.image).toMatch(/minio/);
    expect(trustfront?.depends_on?.['minio-bucket']).toEqual({
      condition: 'service_completed_successfully',
      required: false,
    });
  });

  it('checks the health of every service that keeps running', () => {
    for (const name of ['trustfront', 'postgres', 'minio']) {
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    }
    expect(trustfront?.healthcheck?.test.join(' ')).toContain('/api/ready');
  });
});
