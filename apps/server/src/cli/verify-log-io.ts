/**
 * What `npm run verify-log` gives the log check (docs/transparency-log.md, Checking the log):
 * SHA-256 and the JWS check with Node, and reading the public routes with `getJson`.
 */
import { createHash } from 'node:crypto';
import { compactVerify, importJWK, type JWK } from 'jose';
import type { LogVerifierIo } from '@trustfront/core';

export function nodeLogVerifierIo(getJson: LogVerifierIo['getJson']): LogVerifierIo {
  return {
    getJson,
    sha256: async (data) => new Uint8Array(createHash('sha256').update(data).digest()),
    verifyJws: async (jws, keys) => {
      for (const jwk of keys as JWK[]) {
        try {
          const { payload } = await compactVerify(jws, await importJWK(jwk, 'EdDSA'));
          return new TextDecoder().decode(payload);
        } catch {
          // Not this key: the next one may have signed it.
        }
      }
      return null;
    },
  };
}

/** Reads a URL's JSON with fetch; an answer other than 2xx is an Error naming its status. */
export async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}
