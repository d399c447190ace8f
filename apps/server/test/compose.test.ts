/**
 * compose.yaml at the root, read as Docker Compose reads it: Trustfront built from the
 * Containerfile against PostgreSQL with its volume, MinIO only in the `s3` profile, a health
 * check on every long-running service, and on Trustfront only variables the configuration reads,
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
});
const ZCompose = z.object({
  services: z.record(z.string(), ZService),
  volumes: z.record(z.string(), z.null()),
});

const compose = ZCompose.parse(parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')));

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
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'STORAGE_URL']));
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
