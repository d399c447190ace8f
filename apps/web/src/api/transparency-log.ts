import { useQuery } from '@tanstack/react-query';
import {
  verifyTransparencyLog,
  type LogVerification,
  type LogVerifierIo,
  type LogVerifierState,
} from '@trustfront/core';
import { apiFetch } from './client.ts';

const bytesOfBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The payload of a compact JWS that one of `keys` (Ed25519 JWKs) signed, with WebCrypto. */
async function verifyJws(jws: string, keys: unknown[]): Promise<string | null> {
  const [header = '', payload = '', signature = ''] = jws.split('.');
  const signed = new TextEncoder().encode(`${header}.${payload}`);
  for (const jwk of keys as { kty?: string; crv?: string; x?: string }[]) {
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x) continue;
    try {
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
        { name: 'Ed25519' },
        false,
        ['verify'],
      );
      if (await crypto.subtle.verify('Ed25519', key, bytesOfBase64Url(signature), signed)) {
        return new TextDecoder().decode(bytesOfBase64Url(payload));
      }
    } catch {
      // A key this browser cannot use: the next one may have signed it.
    }
  }
  return null;
}

/** The log's routes are read on the page's own host, whatever origin their links name. */
const io: LogVerifierIo = {
  getJson: (url) => {
    const { pathname, search } = new URL(url, window.location.href);
    return apiFetch<unknown>(`${pathname}${search}`);
  },
  sha256: async (data) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data))),
  verifyJws,
};

const stateKey = (orgSlug: string) => `trustfront:transparency-log:${orgSlug}`;

function readState(orgSlug: string): LogVerifierState | null {
  try {
    const kept = window.localStorage.getItem(stateKey(orgSlug));
    return kept ? (JSON.parse(kept) as LogVerifierState) : null;
  } catch {
    return null;
  }
}

/**
 * The transparency log of a trust center checked in the browser (GET
 * /api/portal/{orgSlug}/transparency-log and its entries and proofs): the checkpoint this browser
 * saw last is kept in localStorage, so each visit also checks that nothing was rewritten since.
 */
export function useLogVerification(orgSlug: string) {
  return useQuery({
    queryKey: ['transparency-log', orgSlug],
    queryFn: async (): Promise<LogVerification> => {
      const url = `/api/portal/${encodeURIComponent(orgSlug)}/transparency-log`;
      const result = await verifyTransparencyLog(io, url, readState(orgSlug));
      if (result.ok && result.state) {
        try {
          window.localStorage.setItem(stateKey(orgSlug), JSON.stringify(result.state));
        } catch {
          // Storage refused (private mode): the next visit checks from scratch.
        }
      }
      return result;
    },
    staleTime: Infinity,
    retry: false,
  });
}
